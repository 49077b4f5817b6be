-- Only open jobs may be saved, and saving a job never opens a way to read it later.
--
-- Before: a saved_jobs row could name any job id, and the policy 'People can read the jobs
-- they saved' then returned that job in any status, so a draft's title, salary and description
-- were one insert away; the foreign-key error also told which ids exist.
--
-- Now a client's save is refused, with the same words and code for an id that does not exist
-- and a job that is not open, by the guard (a BEFORE trigger, so before the foreign key is
-- checked). The row keeps what was public when it was saved: the job's title and its company's
-- name (`job_title`, `company_name`, filled by the server), and `job_open`, which the server
-- keeps in step with the job's status. The saver reads the job itself only while it is open,
-- through the open-jobs policy like everyone; once it closes, the Saved Jobs screen shows the
-- snapshot and says the job is no longer open.

alter table public.saved_jobs
  add column job_title text,
  add column company_name text,
  add column job_open boolean not null default true;

comment on column public.saved_jobs.job_title is
  'The job''s title when it was saved (kept while the job is open); server-owned.';
comment on column public.saved_jobs.company_name is
  'The hiring company''s name when the job was saved (kept while the job is open); server-owned.';
comment on column public.saved_jobs.job_open is
  'Whether the saved job is open now; the server keeps it in step with the job.';

drop policy "People can read the jobs they saved" on public.jobs;
drop function private.saved_job_ids();

-- Existing rows: a snapshot only of jobs that were published at some point (a draft saved
-- through the old hole keeps none).
update public.saved_jobs s
   set job_title = case when j.published_at is not null then j.title end,
       company_name = case when j.published_at is not null then c.name end,
       job_open = (j.status = 'open' and not j._deleted)
  from public.jobs j
  join public.companies c on c.id = j.company_id
 where j.id = s.job_id;

-- The owner is always the caller; only open jobs are saved; the snapshot is the server's; a
-- saved job is written once and then only soft-deleted.
create or replace function private.guard_saved_job_write()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  job public.jobs;
begin
  if tg_op = 'INSERT' then
    -- Read past row-level security (job_of is security definer): the caller's view of jobs
    -- must not decide which words they get.
    job := private.job_of(new.job_id);
    if private.is_client_write() then
      -- One answer for 'no such job' and 'not open', so ids cannot be probed.
      if job.id is null or job.status <> 'open' or job._deleted then
        raise exception 'Only open jobs can be saved' using errcode = '42501';
      end if;
      new.user_id := auth.uid();
      new.created_at := now();
      new._deleted := false;
    end if;
    new.job_title := job.title;
    new.company_name := (select c.name from public.companies c where c.id = job.company_id);
    new.job_open := coalesce(job.status = 'open' and not job._deleted, false);
    return new;
  end if;
  if not private.is_client_write() then
    return new;
  end if;
  if old._deleted and not new._deleted then
    raise exception 'An unsaved job cannot be restored; save it again instead' using errcode = '42501';
  end if;
  perform private.reject_other_column_changes(to_jsonb(old), to_jsonb(new), array['_deleted'], 'A saved job');
  return new;
end;
$$;

-- A job's status reaches the rows that saved it: `job_open` follows it, and while the job is
-- open (public) the snapshot follows its title and company name; once it is not, the snapshot
-- stays as it was when the job was last public.
create or replace function private.follow_saved_job()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  is_open boolean := new.status = 'open' and not new._deleted;
begin
  if is_open then
    update public.saved_jobs s
       set job_open = true,
           job_title = new.title,
           company_name = (select c.name from public.companies c where c.id = new.company_id)
     where s.job_id = new.id and not s._deleted
       and (not s.job_open or s.job_title is distinct from new.title or s.company_name is null);
  else
    update public.saved_jobs s set job_open = false
     where s.job_id = new.id and not s._deleted and s.job_open;
  end if;
  return null;
end;
$$;

comment on function private.follow_saved_job() is
  'Keeps saved_jobs.job_open (and, while the job is open, its title and company snapshot) in step with the job.';

create trigger follow_saved_job after update of status, title, _deleted on public.jobs
  for each row
  when (old.status is distinct from new.status or old.title is distinct from new.title
        or old._deleted is distinct from new._deleted)
  execute function private.follow_saved_job();

select private.restrict_table_grants();
select private.restrict_private_functions();
