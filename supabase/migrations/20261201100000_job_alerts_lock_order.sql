-- Two jobs opened at the same moment could deadlock: each opening updates the job alerts it
-- matches (their last_notified_at), and two updates of the same alerts took their row locks in
-- whatever order each scan met them. The alerts a job matches are now locked in one order (by
-- id) before they are touched, so concurrent openings wait for each other instead.
create or replace function private.notify_job_alerts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  company public.companies := (select c from public.companies c where c.id = new.company_id);
  vector tsvector := public.job_search_vector(new.title, new.location, new.workplace, new.employment_type, new.description);
begin
  with matched as (
    select a.id, a.user_id, a.name
      from public.job_alerts a
     where a.active and not a._deleted
       and (btrim(a.query) = '' or vector @@ public.job_search_query(a.query))
       and (a.location is null or btrim(a.location) = ''
            or strpos(lower(coalesce(new.location, '')), lower(btrim(a.location))) > 0)
       and (a.workplace is null or a.workplace = new.workplace)
       and (a.employment_type is null or a.employment_type = new.employment_type)
       and (a.min_salary is null or coalesce(new.salary_max, new.salary_min) >= a.min_salary)
       and not exists (select 1 from public.company_team_members m
                        where m.company_id = new.company_id and m.user_id = a.user_id and not m._deleted)
     order by a.id
       for update of a),
  stamped as (
    update public.job_alerts a set last_notified_at = now()
      from matched
     where a.id = matched.id)
  insert into public.notifications (user_id, type, title, message, data)
  select matched.user_id, 'application', left('New job matching "' || matched.name || '"', 200),
         new.title || ' at ' || company.name,
         jsonb_build_object('kind', 'job_alert', 'alert_id', matched.id, 'job_id', new.id,
                            'company_identifier', company.identifier, 'job_slug', new.slug)
    from matched;
  return null;
end;
$$;
