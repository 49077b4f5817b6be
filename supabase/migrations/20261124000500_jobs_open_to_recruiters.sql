-- Jobs open to recruiters: a company's planners may let recruiters submit candidates to a job
-- for a fee, a percentage of the first-year salary or a fixed amount, with a guarantee period
-- (90 days unless said otherwise) inside which a hire that leaves voids the fee. The guard of
-- client writes is redefined to let planners set these columns, and checks that an open-to-
-- recruiters job names its fee.

alter table public.jobs
  add column open_to_recruiters boolean not null default false,
  add column recruiter_fee_type text check (recruiter_fee_type in ('percentage', 'fixed')),
  add column recruiter_fee_percent numeric(5, 2) check (recruiter_fee_percent > 0 and recruiter_fee_percent <= 100),
  add column recruiter_fee_amount numeric(14, 2) check (recruiter_fee_amount > 0),
  add column recruiter_guarantee_days integer not null default 90 check (recruiter_guarantee_days between 0 and 365);

comment on column public.jobs.open_to_recruiters is
  'Whether recruiters may submit candidates, for the fee of recruiter_fee_type: a percentage of first-year salary (recruiter_fee_percent) or a fixed amount (recruiter_fee_amount, in salary_currency).';

create index jobs_open_to_recruiters_idx on public.jobs (published_at desc) where open_to_recruiters and status = 'open' and not _deleted;

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
