-- An application's progress follows what happened, set by the database for every client:
-- - résumé: 'submitted' when the application carries one (none: null, shown as not sent), and
--   'reviewed' once a member of the company opens it (mark_resume_reviewed, called as the
--   profile's 'Open résumé' link is followed);
-- - screening: 'pending' while an interview is proposed and waits for the talent's pick,
--   'scheduled' once one is confirmed, 'completed' after it has ended (the scheduler's
--   complete_past_interviews; pg_cron on a hosted project), back to none if it is cancelled;
-- - AI interview: only the server writes it; there is no AI interview yet, so it stays null.
-- Reviewers no longer set progress by hand: the guard of client writes (body as in
-- 20261129190200) lets them change only the status and the rejection reason.

alter table public.job_applications
  alter column progress_resume drop not null,
  alter column progress_resume drop default,
  drop constraint job_applications_progress_screening_check,
  add constraint job_applications_progress_screening_check
    check (progress_screening in ('pending', 'scheduled', 'completed'));

update public.job_applications set progress_resume = null
 where nullif(btrim(coalesce(resume_url, '')), '') is null and progress_resume is not null;

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
    new.progress_resume := case when nullif(btrim(coalesce(new.resume_url, '')), '') is not null then 'submitted' end;
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
    allowed := allowed || array['status', 'rejection_reason'];
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


-- Screening as the application's interviews say: completed once a confirmed one has ended,
-- scheduled while one is confirmed, pending while one is proposed, else none.
create or replace function private.screening_progress(application uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
           when bool_or(e.status = 'confirmed' and e.ends_at <= now()) then 'completed'
           when bool_or(e.status = 'confirmed') then 'scheduled'
           when bool_or(e.status = 'proposed') then 'pending'
         end
    from public.calendar_events e
   where e.job_application_id = application and e.kind = 'interview' and not e._deleted
$$;

create or replace function private.refresh_screening_progress()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.job_applications a
     set progress_screening = private.screening_progress(a.id)
   where a.id in (new.job_application_id, case when tg_op = 'UPDATE' then old.job_application_id end)
     and a.progress_screening is distinct from private.screening_progress(a.id);
  return null;
end;
$$;

create trigger refresh_screening_progress
  after insert or update of kind, status, starts_at, ends_at, job_application_id, _deleted on public.calendar_events
  for each row execute function private.refresh_screening_progress();

create or replace function public.complete_past_interviews()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  moved integer;
begin
  if not (private.is_service_request() or public.is_internal_admin()) then
    raise exception 'Only the scheduler and internal admins complete interviews' using errcode = '42501';
  end if;
  update public.job_applications a
     set progress_screening = 'completed'
   where a.progress_screening = 'scheduled'
     and exists (select 1 from public.calendar_events e
                  where e.job_application_id = a.id and e.kind = 'interview' and e.status = 'confirmed'
                    and not e._deleted and e.ends_at <= now());
  get diagnostics moved = row_count;
  return moved;
end;
$$;

comment on function public.complete_past_interviews() is
  'Moves the screening of applications whose confirmed interview has ended to completed; returns how many. Run by the scheduler (pg_cron on a hosted project) or internal admins.';

revoke all on function public.complete_past_interviews() from public, anon;
grant execute on function public.complete_past_interviews() to authenticated, service_role;

-- The company's members mark a résumé reviewed by opening it. Only a member of the
-- application's company may; the talent opening their own does not count.
create or replace function public.mark_resume_reviewed(application_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if auth.uid() is null or not exists (select 1 from public.job_applications a
                  where a.id = application_id and not a._deleted
                    and a.company_id in (select private.member_company_ids())) then
    raise exception 'Only the company''s members review an application''s résumé' using errcode = '42501';
  end if;
  update public.job_applications a set progress_resume = 'reviewed'
   where a.id = application_id and a.progress_resume = 'submitted';
end;
$$;

comment on function public.mark_resume_reviewed(uuid) is
  'Marks an application''s résumé reviewed when a member of its company opens it (the candidate profile''s Open résumé).';

revoke all on function public.mark_resume_reviewed(uuid) from public, anon;
grant execute on function public.mark_resume_reviewed(uuid) to authenticated, service_role;

-- Applications with interviews already on the calendar take their screening from them.
update public.job_applications a set progress_screening = private.screening_progress(a.id)
 where exists (select 1 from public.calendar_events e where e.job_application_id = a.id and e.kind = 'interview');

select private.restrict_private_functions();
