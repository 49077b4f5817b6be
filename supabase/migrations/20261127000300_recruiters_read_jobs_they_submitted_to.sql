-- A recruiter reads the jobs they submitted candidates to, also once a job is no longer open
-- (filled, paused, closed): Placements names the job of every submission, fee and all, and the
-- job's open state was the only thing that let the recruiter read it.
create policy "Recruiters can read the jobs they submitted candidates to"
  on public.jobs for select to authenticated
  using (id in (select s.job_id from public.recruiter_submissions s where s.recruiter_id = (select auth.uid())));
