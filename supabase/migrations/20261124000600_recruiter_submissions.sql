-- Recruiters submitting talent to jobs open to recruiters, the talent's consent first. A
-- submission starts 'pending_consent' and notifies the talent (Accept / Decline); on consent it
-- becomes a job application with submitted_by = the recruiter, and the first recruiter whose
-- submission of a talent to a company is accepted owns that talent for that company for 12
-- months (recruiter_ownerships). The server decides every rule, with words: the job must be
-- open to recruiters, the talent must not have applied already, another recruiter's ownership
-- refuses (never saying who), and a recruiter keeps at most 5 pending submissions per job.
-- Mirrored on the device for the recruiter and for the talent asked.

create table public.recruiter_submissions (
  id uuid primary key default gen_random_uuid(),
  recruiter_id uuid not null references auth.users (id) on delete cascade,
  job_id uuid not null references public.jobs (id) on delete cascade,
  company_id uuid not null references public.companies (id) on delete cascade,
  talent_id uuid not null references auth.users (id) on delete cascade,
  candidate_id uuid references public.recruiter_candidates (id) on delete set null,
  pitch text not null default '' check (char_length(pitch) <= 2000),
  status text not null default 'pending_consent' check (status in ('pending_consent', 'declined', 'submitted', 'withdrawn')),
  application_id uuid references public.job_applications (id) on delete set null,
  decided_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  _deleted boolean not null default false,
  _modified timestamptz not null default now()
);

comment on table public.recruiter_submissions is
  'A recruiter''s submission of a talent to a job open to recruiters: pending_consent until the talent answers, then declined or submitted (application_id), or withdrawn by the recruiter. Read by the recruiter and the talent. Mirrored on the device.';

create index recruiter_submissions_recruiter_job_idx on public.recruiter_submissions (recruiter_id, job_id);
create index recruiter_submissions_talent_idx on public.recruiter_submissions (talent_id);

create table public.recruiter_ownerships (
  id uuid primary key default gen_random_uuid(),
  talent_id uuid not null references auth.users (id) on delete cascade,
  company_id uuid not null references public.companies (id) on delete cascade,
  recruiter_id uuid not null references auth.users (id) on delete cascade,
  submission_id uuid references public.recruiter_submissions (id) on delete set null,
  starts_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '12 months',
  created_at timestamptz not null default now(),
  _deleted boolean not null default false,
  _modified timestamptz not null default now()
);

comment on table public.recruiter_ownerships is
  'Which recruiter represents a talent to a company, for 12 months from the first accepted submission. Written by the server only; the owning recruiter reads their own. Mirrored on the device.';

create index recruiter_ownerships_pair_idx on public.recruiter_ownerships (talent_id, company_id, expires_at);

-- The live owner of a talent for a company, if any.
create or replace function private.owner_of(talent uuid, company uuid)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select o.recruiter_id from public.recruiter_ownerships o
   where o.talent_id = talent and o.company_id = company and not o._deleted and o.expires_at > now()
   order by o.starts_at
   limit 1
$$;

-- The rules a submission must pass, at submission and again at consent.
create or replace function private.check_submission(recruiter uuid, job public.jobs, talent uuid, submission uuid)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  owner uuid;
begin
  if job.id is null or not job.open_to_recruiters or job.status <> 'open' or job._deleted then
    raise exception 'This job is not open to recruiters' using errcode = '42501';
  end if;
  if exists (
    select 1 from public.job_applications a
    where a.job_id = job.id and a.user_id = talent and not a._deleted and a.withdrawn_at is null) then
    raise exception 'This person has already applied to this job' using errcode = '23505';
  end if;
  owner := private.owner_of(talent, job.company_id);
  if owner is not null and owner <> recruiter then
    raise exception 'This candidate is already represented for % by another recruiter',
      (select c.name from public.companies c where c.id = job.company_id) using errcode = '42501';
  end if;
  if exists (
    select 1 from public.recruiter_submissions s
    where s.recruiter_id = recruiter and s.job_id = job.id and s.talent_id = talent and s.id <> submission
      and not s._deleted and s.status in ('pending_consent', 'submitted')) then
    raise exception 'You have already submitted this person to this job' using errcode = '23505';
  end if;
end;
$$;

create or replace function private.guard_recruiter_submission_write()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  job public.jobs;
begin
  if not private.is_client_write() then
    if tg_op = 'UPDATE' and new.updated_at is not distinct from old.updated_at then
      new.updated_at := now();
    end if;
    return new;
  end if;
  if tg_op = 'INSERT' then
    if not private.is_recruiter(auth.uid()) then
      raise exception 'Only recruiters submit candidates' using errcode = '42501';
    end if;
    new.recruiter_id := auth.uid();
    job := private.job_of(new.job_id);
    new.company_id := job.company_id;
    new.status := 'pending_consent';
    new.application_id := null;
    new.decided_at := null;
    new.created_at := now();
    new.updated_at := now();
    new._deleted := false;
    if new.candidate_id is not null and not exists (
      select 1 from public.recruiter_candidates c where c.id = new.candidate_id and c.recruiter_id = new.recruiter_id) then
      new.candidate_id := null;
    end if;
    perform private.check_submission(new.recruiter_id, job, new.talent_id, new.id);
    if (select count(*) from public.recruiter_submissions s
         left join public.job_applications a on a.id = s.application_id
         where s.recruiter_id = new.recruiter_id and s.job_id = new.job_id and not s._deleted
           and (s.status = 'pending_consent' or (s.status = 'submitted' and a.status = 'reviewing'))) >= 5 then
      raise exception 'You have 5 pending submissions for this job; wait for a decision before submitting more'
        using errcode = 'P0001';
    end if;
    return new;
  end if;
  perform private.reject_other_column_changes(to_jsonb(old), to_jsonb(new), array['status', 'updated_at'], 'A submission');
  if old.recruiter_id <> auth.uid() or old.status <> 'pending_consent' or new.status <> 'withdrawn' then
    raise exception 'Only a submission waiting for consent can be withdrawn, by its recruiter' using errcode = '42501';
  end if;
  new.decided_at := now();
  new.updated_at := now();
  return new;
end;
$$;

create trigger guard_client_write before insert or update on public.recruiter_submissions
  for each row execute function private.guard_recruiter_submission_write();

create or replace function private.ask_talent_consent()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  job public.jobs := private.job_of(new.job_id);
begin
  insert into public.notifications (user_id, type, title, message, data)
  values (new.talent_id, 'application',
          private.person_name(new.recruiter_id) || ' wants to submit you for ' || job.title,
          'Accept to let them put you forward to ' || (select c.name from public.companies c where c.id = new.company_id) || '.',
          jsonb_build_object('kind', 'recruiter_submission', 'submission_id', new.id, 'job_id', new.job_id,
                             'company_id', new.company_id));
  return null;
end;
$$;

create trigger ask_talent_consent after insert on public.recruiter_submissions
  for each row when (new.status = 'pending_consent') execute function private.ask_talent_consent();

create or replace function public.respond_to_submission(submission_id uuid, accept boolean)
returns public.recruiter_submissions
language plpgsql
security definer
set search_path = ''
as $$
declare
  s public.recruiter_submissions;
  job public.jobs;
  application uuid;
  talent_name text;
begin
  select * into s from public.recruiter_submissions r where r.id = submission_id and not r._deleted for update;
  if s.id is null or s.talent_id is distinct from auth.uid() then
    raise exception 'Only the person asked can answer this request' using errcode = '42501';
  end if;
  if s.status <> 'pending_consent' then
    raise exception 'This request has already been answered' using errcode = '22023';
  end if;
  if accept is null then
    raise exception 'Say whether you accept' using errcode = '22023';
  end if;
  job := private.job_of(s.job_id);
  talent_name := private.person_name(s.talent_id);
  if not accept then
    update public.recruiter_submissions r set status = 'declined', decided_at = now() where r.id = s.id returning * into s;
    insert into public.notifications (user_id, type, title, message, data)
    values (s.recruiter_id, 'application', talent_name || ' declined to be submitted for ' || job.title, '',
            jsonb_build_object('kind', 'submission_declined', 'submission_id', s.id, 'job_id', s.job_id));
    return s;
  end if;

  -- Two recruiters' requests accepted at once: one waits for the other's ownership.
  perform pg_advisory_xact_lock(hashtextextended(s.talent_id::text || s.company_id::text, 0));
  perform private.check_submission(s.recruiter_id, job, s.talent_id, s.id);
  insert into public.job_applications (job_id, company_id, user_id, cover_note, submitted_by)
  values (s.job_id, s.company_id, s.talent_id, nullif(s.pitch, ''), s.recruiter_id)
  returning id into application;
  if private.owner_of(s.talent_id, s.company_id) is null then
    insert into public.recruiter_ownerships (talent_id, company_id, recruiter_id, submission_id)
    values (s.talent_id, s.company_id, s.recruiter_id, s.id);
  end if;
  update public.recruiter_submissions r
     set status = 'submitted', application_id = application, decided_at = now()
   where r.id = s.id
  returning * into s;
  insert into public.notifications (user_id, type, title, message, data)
  values (s.recruiter_id, 'application', talent_name || ' agreed to be submitted for ' || job.title,
          'Their application is now with ' || (select c.name from public.companies c where c.id = s.company_id) || '.',
          jsonb_build_object('kind', 'submission_accepted', 'submission_id', s.id, 'application_id', application));
  return s;
end;
$$;

comment on function public.respond_to_submission(uuid, boolean) is
  'The talent accepts (the submission becomes an application submitted by the recruiter, who then owns the talent for the company for 12 months) or declines a recruiter''s request; the recruiter is notified.';

create or replace function public.check_candidate_ownership(talent_id uuid, company_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  o public.recruiter_ownerships;
begin
  if not private.is_recruiter(auth.uid()) then
    raise exception 'Only recruiters check ownership' using errcode = '42501';
  end if;
  select * into o from public.recruiter_ownerships r
   where r.talent_id = check_candidate_ownership.talent_id and r.company_id = check_candidate_ownership.company_id
     and not r._deleted and r.expires_at > now()
   order by r.starts_at limit 1;
  if o.id is null then
    return jsonb_build_object('status', 'free');
  elsif o.recruiter_id = auth.uid() then
    return jsonb_build_object('status', 'yours', 'expires_at', o.expires_at);
  end if;
  return jsonb_build_object('status', 'taken');
end;
$$;

comment on function public.check_candidate_ownership(uuid, uuid) is
  'Whether a talent is free to submit to a company, already represented by the caller (until when), or taken by another recruiter (never who).';

create policy "Recruiters can read their submissions"
  on public.recruiter_submissions for select to authenticated
  using (recruiter_id = (select auth.uid()));

create policy "Talent can read submissions of themselves"
  on public.recruiter_submissions for select to authenticated
  using (talent_id = (select auth.uid()));

create policy "Recruiters can submit candidates as themselves"
  on public.recruiter_submissions for insert to authenticated
  with check (recruiter_id = (select auth.uid()));

create policy "Recruiters can withdraw their submissions"
  on public.recruiter_submissions for update to authenticated
  using (recruiter_id = (select auth.uid()))
  with check (recruiter_id = (select auth.uid()));

create policy "Recruiters can read their ownerships"
  on public.recruiter_ownerships for select to authenticated
  using (recruiter_id = (select auth.uid()));

create policy "Recruiters can read the applications they submitted"
  on public.job_applications for select to authenticated
  using (submitted_by = (select auth.uid()));

revoke all on table public.recruiter_submissions, public.recruiter_ownerships from anon, authenticated;
grant select, insert, update on table public.recruiter_submissions to authenticated;
grant select on table public.recruiter_ownerships to authenticated;
grant select, insert, update, delete on table public.recruiter_submissions, public.recruiter_ownerships to service_role;

revoke all on function public.respond_to_submission(uuid, boolean) from public, anon;
revoke all on function public.check_candidate_ownership(uuid, uuid) from public, anon;
grant execute on function public.respond_to_submission(uuid, boolean), public.check_candidate_ownership(uuid, uuid)
  to authenticated, service_role;

select private.apply_replication_contract('public.recruiter_submissions');
select private.apply_replication_contract('public.recruiter_ownerships');
select private.restrict_table_grants();
select private.restrict_private_functions();
