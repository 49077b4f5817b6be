-- Jobs name their skills: the skills a candidate must have, those that are a plus, and the
-- years of experience asked. Planners write them as they write the rest of a job, so the guard
-- of client writes is redefined (its body as in 20261124000500, with the three columns added).
-- A skill is a short phrase; the lists are bounded as a talent's skills are.

-- Every item a phrase of 1 to 60 characters (a check constraint cannot hold a subquery).
create or replace function private.skill_list_ok(skills text[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(bool_and(s is not null and char_length(btrim(s)) between 1 and 60), true)
  from unnest(skills) as s
$$;

alter table public.jobs
  add column required_skills text[] not null default '{}',
  add column nice_to_have_skills text[] not null default '{}',
  add column min_experience_years integer check (min_experience_years between 0 and 70),
  add constraint jobs_skills_bounded check (
    cardinality(required_skills) <= 30 and cardinality(nice_to_have_skills) <= 30
    and private.skill_list_ok(required_skills) and private.skill_list_ok(nice_to_have_skills)
  );

comment on column public.jobs.required_skills is
  'Skills a candidate must have; the match score (private.application_match) weighs them most.';
comment on column public.jobs.nice_to_have_skills is 'Skills that are a plus.';
comment on column public.jobs.min_experience_years is 'Years of experience the job asks for, if any.';

create or replace function private.guard_job_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.is_client_write() then
    if tg_op = 'INSERT' then
      new.created_by := auth.uid();
      new.created_at := now();
      new.published_at := null;
      new._deleted := false;
    else
      perform private.reject_other_column_changes(
        to_jsonb(old), to_jsonb(new),
        array['hiring_plan_id', 'slug', 'title', 'description', 'employment_type', 'location', 'workplace',
              'salary_min', 'salary_max', 'salary_currency', 'salary_period', 'status', 'open_to_recruiters',
              'recruiter_fee_type', 'recruiter_fee_percent', 'recruiter_fee_amount', 'recruiter_guarantee_days',
              'required_skills', 'nice_to_have_skills', 'min_experience_years',
              'updated_at', '_deleted'],
        'A job''s company, author, creation and publication times');
    end if;
    new.updated_at := now();
  elsif tg_op = 'UPDATE' and new.updated_at is not distinct from old.updated_at then
    new.updated_at := now();
  end if;
  if new.open_to_recruiters and (
       new.recruiter_fee_type is null
       or (new.recruiter_fee_type = 'percentage' and new.recruiter_fee_percent is null)
       or (new.recruiter_fee_type = 'fixed' and new.recruiter_fee_amount is null)) then
    raise exception 'Set the recruiter fee' using errcode = '22023';
  end if;
  -- Stamped once: reopening a paused job keeps its first publication time.
  if new.status = 'open' and new.published_at is null then
    new.published_at := now();
  end if;
  return new;
end;
$$;

select private.restrict_private_functions();
