-- The cap of 5 pending submissions per recruiter and job holds under parallel requests.
--
-- Before: the guard counted the pending submissions and then inserted, so ten requests sent at
-- once each counted the same committed rows (fewer than 5) and all ten landed. Now the guard
-- takes a transaction-scoped advisory lock keyed on the recruiter and the job before checking:
-- submissions of one recruiter to one job are checked one after another, each seeing the ones
-- before it, while other recruiters and jobs never wait. The same lock makes the repeat check
-- (one talent twice to one job) hold under parallel requests too. Same body as
-- 20261128005200_submissions_need_opt_in.sql plus the lock.

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
    -- Recruiters read exactly the profiles open to recruiters (row-level security, as the
    -- caller), so this asks what the recruiter may see; an unknown id gets the same words.
    if not exists (
      select 1 from public.talent_profiles t
       where t.user_id = new.talent_id and t.open_to_recruiters and not t._deleted) then
      raise exception 'This talent is not open to recruiters' using errcode = '42501';
    end if;
    -- One submission at a time per recruiter and job: a parallel one waits here until this
    -- transaction ends, then counts (and checks repeats) with what it committed. The checks
    -- after the lock are new statements, so they see rows committed while waiting.
    perform pg_advisory_xact_lock(hashtextextended('recruiter_submission:' || new.recruiter_id::text || ':' || new.job_id::text, 0));
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
