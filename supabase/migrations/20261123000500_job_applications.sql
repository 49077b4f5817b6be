-- Applications of talent to jobs. A talent applies as themselves to an open job, sees their
-- own applications and may withdraw one (_deleted); nothing else of it is theirs to change.
-- The company is always taken from the job, never from the client. Every member of the
-- company reads its applications; reviewers (every member role except plain company_member)
-- move them along: status, progress, match score and rejection reason only. The assessment,
-- the submission and the timestamps are the server's. Mirrored on the device.

create type public.application_status as enum ('reviewing', 'interviewed', 'rejected', 'hired', 'talent_reserved');

create table public.job_applications (
  id uuid primary key default gen_random_uuid(),
  job_id uuid not null,
  company_id uuid not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  status public.application_status not null default 'reviewing',
  cover_note text check (char_length(cover_note) <= 5000),
  resume_url text check (char_length(resume_url) <= 2048),
  progress_resume text not null default 'submitted' check (progress_resume in ('submitted', 'reviewed')),
  progress_ai_interview text check (progress_ai_interview in ('completed', 'analyzed')),
  progress_screening text check (progress_screening in ('pending', 'scheduled')),
  match_score integer check (match_score between 0 and 100),
  assessment jsonb check (jsonb_typeof(assessment) = 'object'),
  rejection_reason text check (char_length(rejection_reason) <= 1000),
  submitted_by uuid references auth.users (id) on delete set null,
  status_changed_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  _deleted boolean not null default false,
  _modified timestamptz not null default now(),
  constraint job_applications_job_of_company foreign key (job_id, company_id)
    references public.jobs (id, company_id) on delete cascade,
  constraint job_applications_one_per_job unique (job_id, user_id)
);

comment on table public.job_applications is
  'A talent''s application to a job: status (reviewing, interviewed, rejected, hired, talent_reserved), progress of resume, AI interview and screening, match score and the AI interview''s assessment. company_id is copied from the job by the server. Mirrored on the device.';
comment on column public.job_applications.assessment is
  'The AI interview''s analysis: {summary, skills: [{skill, score}], communication, professional, video_interview: {date, duration_minutes, has_transcription, original_language}}.';
comment on column public.job_applications.status_changed_at is 'When status last changed; set by the server.';

create index job_applications_company_status_idx on public.job_applications (company_id, status);
create index job_applications_user_idx on public.job_applications (user_id);

create or replace function private.job_of(job uuid)
returns public.jobs
language sql
stable
security definer
set search_path = ''
as $$
  select * from public.jobs j where j.id = job
$$;

create or replace function private.is_talent()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles r
    where r.user_id = auth.uid() and r.role_type = 'talent' and not r._deleted)
$$;

comment on function private.is_talent() is 'Whether the caller holds the talent role.';

create or replace function private.guard_job_application_write()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  job public.jobs;
  allowed text[] := array['updated_at'];
begin
  if tg_op = 'INSERT' or new.job_id is distinct from old.job_id then
    job := private.job_of(new.job_id);
    if job.id is null then
      raise exception 'Job % not found', new.job_id using errcode = '23503';
    end if;
    new.company_id := job.company_id;
  end if;

  if not private.is_client_write() then
    if tg_op = 'INSERT' then
      new.submitted_by := coalesce(new.submitted_by, new.user_id);
      new.status_changed_at := coalesce(new.status_changed_at, new.created_at);
    else
      if new.status is distinct from old.status and new.status_changed_at is not distinct from old.status_changed_at then
        new.status_changed_at := now();
      end if;
      if new.updated_at is not distinct from old.updated_at then
        new.updated_at := now();
      end if;
    end if;
    return new;
  end if;

  if tg_op = 'INSERT' then
    if job.status <> 'open' or job._deleted then
      raise exception 'Applications are accepted only for open jobs' using errcode = '42501';
    end if;
    new.status := 'reviewing';
    new.progress_resume := 'submitted';
    new.progress_ai_interview := null;
    new.progress_screening := null;
    new.match_score := null;
    new.assessment := null;
    new.rejection_reason := null;
    new.submitted_by := auth.uid();
    new.status_changed_at := now();
    new.created_at := now();
    new.updated_at := now();
    new._deleted := false;
    return new;
  end if;

  if old.company_id in (select private.company_ids_with_role(private.application_reviewer_roles())) then
    allowed := allowed || array['status', 'progress_resume', 'progress_ai_interview', 'progress_screening',
                                'match_score', 'rejection_reason'];
  end if;
  if old.user_id = auth.uid() then
    allowed := allowed || array['_deleted'];
    if old._deleted and not new._deleted then
      raise exception 'A withdrawn application cannot be restored; apply again instead' using errcode = '42501';
    end if;
  end if;
  perform private.reject_other_column_changes(
    to_jsonb(old), to_jsonb(new), allowed, 'An application''s job, candidate, notes and assessment');
  if new.status is distinct from old.status then
    new.status_changed_at := now();
  end if;
  new.updated_at := now();
  return new;
end;
$$;

create trigger guard_client_write before insert or update on public.job_applications
  for each row execute function private.guard_job_application_write();

-- The jobs the caller applied to, withdrawn applications included, so a talent still sees
-- the job behind each of their applications after it closes.
create or replace function private.applied_job_ids()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select a.job_id from public.job_applications a where a.user_id = auth.uid()
$$;

grant execute on function private.is_talent(), private.job_of(uuid), private.applied_job_ids() to authenticated, service_role;

create policy "Talent can read their own applications"
  on public.job_applications for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Company members can read their company's applications"
  on public.job_applications for select to authenticated
  using (company_id in (select private.member_company_ids()));

create policy "Talent can apply to open jobs as themselves"
  on public.job_applications for insert to authenticated
  with check (user_id = (select auth.uid()) and (select private.is_talent()));

create policy "Company reviewers can move their company's applications along"
  on public.job_applications for update to authenticated
  using (company_id in (select private.company_ids_with_role(private.application_reviewer_roles())))
  with check (company_id in (select private.company_ids_with_role(private.application_reviewer_roles())));

create policy "Talent can withdraw their own applications"
  on public.job_applications for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "Talent can read the jobs they applied to"
  on public.jobs for select to authenticated
  using (id in (select private.applied_job_ids()));

revoke all on table public.job_applications from anon, authenticated;
grant select, insert, update on table public.job_applications to authenticated;
grant select, insert, update, delete on table public.job_applications to service_role;

select private.apply_replication_contract('public.job_applications');
