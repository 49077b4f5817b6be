-- The talent's own lists: jobs saved for later, and saved searches that notify when a matching
-- job opens (job alerts; the notifications come with job_search.sql's trigger). Both belong to
-- their owner alone: only they read, add and soft-delete them. Unsaving is `_deleted = true`;
-- saving again adds a new row. Mirrored on the device.

create table public.saved_jobs (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  job_id uuid not null references public.jobs (id) on delete cascade,
  created_at timestamptz not null default now(),
  _deleted boolean not null default false,
  _modified timestamptz not null default now()
);

comment on table public.saved_jobs is
  'Jobs a person saved for later (Saved Jobs). One live row per person and job; unsaving soft-deletes it. Owner only. Mirrored on the device.';

create unique index saved_jobs_one_live_key on public.saved_jobs (user_id, job_id) where not _deleted;
create index saved_jobs_job_id_idx on public.saved_jobs (job_id);

create table public.job_alerts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 120),
  query text not null default '' check (char_length(query) <= 200),
  location text check (char_length(location) <= 200),
  workplace public.job_workplace,
  employment_type public.employment_type,
  min_salary numeric(14, 2) check (min_salary >= 0),
  active boolean not null default true,
  last_notified_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  _deleted boolean not null default false,
  _modified timestamptz not null default now()
);

comment on table public.job_alerts is
  'Saved job searches: when a job matching one opens, the database notifies its owner. null filters match any job. At most 20 active alerts a person. Owner only. Mirrored on the device.';

create index job_alerts_active_idx on public.job_alerts (user_id) where active and not _deleted;

-- The owner is always the caller; a saved job is written once and then only soft-deleted.
create or replace function private.guard_saved_job_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not private.is_client_write() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.user_id := auth.uid();
    new.created_at := now();
    new._deleted := false;
    return new;
  end if;
  if old._deleted and not new._deleted then
    raise exception 'An unsaved job cannot be restored; save it again instead' using errcode = '42501';
  end if;
  perform private.reject_other_column_changes(to_jsonb(old), to_jsonb(new), array['_deleted'], 'A saved job');
  return new;
end;
$$;

create trigger guard_client_write before insert or update on public.saved_jobs
  for each row execute function private.guard_saved_job_write();

create or replace function private.guard_job_alert_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not private.is_client_write() then
    if tg_op = 'UPDATE' and new.updated_at is not distinct from old.updated_at then
      new.updated_at := now();
    end if;
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.user_id := auth.uid();
    new.last_notified_at := null;
    new.created_at := now();
    new._deleted := false;
  else
    perform private.reject_other_column_changes(
      to_jsonb(old), to_jsonb(new),
      array['name', 'query', 'location', 'workplace', 'employment_type', 'min_salary', 'active', 'updated_at', '_deleted'],
      'A job alert''s owner and history');
  end if;
  new.updated_at := now();
  if new.active and not new._deleted and (
    select count(*) from public.job_alerts a
     where a.user_id = new.user_id and a.active and not a._deleted and a.id <> new.id) >= 20 then
    raise exception 'You can keep at most 20 active job alerts' using errcode = '23514';
  end if;
  return new;
end;
$$;

create trigger guard_client_write before insert or update on public.job_alerts
  for each row execute function private.guard_job_alert_write();

create policy "People can read their saved jobs"
  on public.saved_jobs for select to authenticated
  using (user_id = (select auth.uid()));

create policy "People can save jobs for themselves"
  on public.saved_jobs for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "People can unsave their saved jobs"
  on public.saved_jobs for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "People can read their job alerts"
  on public.job_alerts for select to authenticated
  using (user_id = (select auth.uid()));

create policy "People can create job alerts for themselves"
  on public.job_alerts for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "People can change their job alerts"
  on public.job_alerts for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

-- A saved job stays readable to the person who saved it after it closes (marked closed).
create or replace function private.saved_job_ids()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select s.job_id from public.saved_jobs s where s.user_id = auth.uid() and not s._deleted
$$;

comment on function private.saved_job_ids() is 'The jobs the caller has saved, for row-level security.';

create policy "People can read the jobs they saved"
  on public.jobs for select to authenticated
  using (id in (select private.saved_job_ids()));

revoke all on table public.saved_jobs, public.job_alerts from anon, authenticated;
grant select, insert, update on table public.saved_jobs, public.job_alerts to authenticated;
grant select, insert, update, delete on table public.saved_jobs, public.job_alerts to service_role;

select private.apply_replication_contract('public.saved_jobs');
select private.apply_replication_contract('public.job_alerts');
