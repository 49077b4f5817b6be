-- Résumés are files now, not only links. A talent profile keeps its current résumé and an
-- application the résumé sent with it, each as the metadata of an object in the private
-- 'resumes' bucket: {bucket, path, name, size, type, uploadedAt}. Readers sign the path to open
-- it; the storage policies (20261130100000_storage_buckets) decide who may. The path must lie in
-- the talent's own folder, so nobody attaches another person's file to their profile or
-- application. An application's résumé progress is 'submitted' when it carries a link or a file.
-- The guard of client writes (body as in 20261129190300) is unchanged but for that rule; the
-- talent sets resume_file on insert only, as resume_url.

create or replace function private.is_resume_reference(value jsonb, owner uuid)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(value) = 'object'
     and value ?& array['bucket', 'path', 'name', 'size', 'type', 'uploadedAt']
     and (select count(*) from jsonb_object_keys(value)) = 6
     and value->>'bucket' = 'resumes'
     and jsonb_typeof(value->'path') = 'string'
     and starts_with(value->>'path', owner::text || '/')
     and char_length(value->>'path') <= 1024
     and position('..' in value->>'path') = 0
     and jsonb_typeof(value->'name') = 'string'
     and char_length(value->>'name') between 1 and 255
     and jsonb_typeof(value->'size') = 'number'
     and (value->>'size')::numeric between 1 and 10 * 1024 * 1024
     and value->>'type' in ('application/pdf',
                            'application/vnd.openxmlformats-officedocument.wordprocessingml.document')
     and jsonb_typeof(value->'uploadedAt') = 'string'
     and value->>'uploadedAt' ~ '^\d{4}-\d{2}-\d{2}T'
$$;

comment on function private.is_resume_reference(jsonb, uuid) is
  'Whether a jsonb value is the metadata of a résumé in the owner''s folder of the resumes bucket: exactly bucket, path, name, size, type and uploadedAt, each of its kind.';

alter table public.talent_profiles
  add column resume jsonb
    constraint talent_profiles_resume_check check (resume is null or private.is_resume_reference(resume, user_id));

comment on column public.talent_profiles.resume is
  'The talent''s current résumé file: {bucket, path, name, size, type, uploadedAt} of an object in resumes/{user_id}/; null when none.';

alter table public.job_applications
  add column resume_file jsonb
    constraint job_applications_resume_file_check
      check (resume_file is null or private.is_resume_reference(resume_file, user_id));

comment on column public.job_applications.resume_file is
  'The résumé file sent with the application: {bucket, path, name, size, type, uploadedAt} of an object in the talent''s resumes folder; null when none (a link may stand in resume_url).';

-- talent_profiles is selected column by column (20261128005100_private_talent_phones).
grant select (resume) on table public.talent_profiles to authenticated;

update public.job_applications set progress_resume = 'submitted'
 where resume_file is not null and progress_resume is null;

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
    new.progress_resume := case
      when nullif(btrim(coalesce(new.resume_url, '')), '') is not null or new.resume_file is not null then 'submitted'
    end;
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

select private.restrict_private_functions();
