-- Withdrawing an application: the talent soft-deletes it (the policy and the guard of
-- job_applications.sql allow that); the server stamps withdrawn_at, refuses it once the talent
-- is hired, and a later application to the same job is a new row (one live application per
-- talent and job, withdrawn ones aside).

alter table public.job_applications add column withdrawn_at timestamptz;

comment on column public.job_applications.withdrawn_at is 'When the talent withdrew the application (it is then _deleted); set by the server.';

alter table public.job_applications drop constraint job_applications_one_per_job;
create unique index job_applications_one_live_per_job on public.job_applications (job_id, user_id) where not _deleted;

-- Runs after guard_client_write (triggers fire in name order), which has already allowed the
-- talent nothing but _deleted.
create or replace function private.stamp_application_withdrawal()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new._deleted and not old._deleted then
    if private.is_client_write() and old.status = 'hired' then
      raise exception 'A hired application cannot be withdrawn' using errcode = '42501';
    end if;
    new.withdrawn_at := coalesce(new.withdrawn_at, now());
  end if;
  return new;
end;
$$;

create trigger withdrawal_stamp before update of _deleted on public.job_applications
  for each row execute function private.stamp_application_withdrawal();
