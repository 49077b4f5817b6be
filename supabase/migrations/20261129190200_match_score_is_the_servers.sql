-- The match score is the server's now (20261129190100_application_match.sql computes it), so a
-- reviewer no longer sets it: the guard of client writes is redefined with its body as in
-- 20261123000500, less 'match_score' among the columns reviewers may change. The device no
-- longer sends it either (sync/collections/workspace-records/tables.ts).

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
                                'rejection_reason'];
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


select private.restrict_private_functions();
