-- Notifications the database creates as hiring moves, so they arrive whether or not anyone's
-- browser is open (all of type 'application', told apart by data.kind):
-- Only writes through the API as a person notify (the seed, the service role and server
-- maintenance do not); is_service_request() tells them apart inside these definer functions.
--   new_application: a talent applied; every reviewer of the company hears
--     'New application received for {job}' (product-spec §8);
--   application_status: the company moved an application; the talent hears of it;
--   job_alert: a job opened for the first time and matches someone's active job alert (not a
--     member of that company's).

create or replace function private.person_name(person uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    nullif(btrim(p.display_name), ''),
    nullif(btrim(concat_ws(' ', p.first_name, p.last_name)), ''),
    'A candidate')
  from (select 1) one
  left join public.user_profiles p on p.user_id = person and not p._deleted
$$;

comment on function private.person_name(uuid) is 'How a person is named in notifications: display name, else first and last name, else ''A candidate''.';

create or replace function private.application_status_label(status public.application_status)
returns text
language sql
immutable
set search_path = ''
as $$
  select case status
    when 'reviewing' then 'Reviewing' when 'interviewed' then 'Interviewed' when 'rejected' then 'Rejected'
    when 'hired' then 'Hired' when 'talent_reserved' then 'Talent reserved' end
$$;

create or replace function private.notify_new_application()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  job public.jobs := private.job_of(new.job_id);
  candidate text := private.person_name(new.user_id);
begin
  if private.is_service_request() then
    return null;
  end if;
  insert into public.notifications (user_id, type, title, message, data)
  select m.user_id, 'application', 'New application received for ' || job.title,
         candidate || ' has applied for the position',
         jsonb_build_object('kind', 'new_application', 'application_id', new.id, 'job_id', new.job_id,
                            'candidate_id', new.user_id, 'company_id', new.company_id)
    from public.company_team_members m
   where m.company_id = new.company_id and not m._deleted and m.user_id <> new.user_id
     and m.member_role = any (private.application_reviewer_roles());
  return null;
end;
$$;

create trigger notify_new_application after insert on public.job_applications
  for each row when (new.status = 'reviewing' and not new._deleted)
  execute function private.notify_new_application();

create or replace function private.notify_application_status()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  job public.jobs := private.job_of(new.job_id);
  company_name text := (select c.name from public.companies c where c.id = new.company_id);
begin
  if private.is_service_request() or auth.uid() is not distinct from new.user_id then
    return null;
  end if;
  insert into public.notifications (user_id, type, title, message, data)
  values (new.user_id, 'application', 'Application update: ' || job.title,
          'Your application to ' || company_name || ' is now ' || private.application_status_label(new.status),
          jsonb_build_object('kind', 'application_status', 'application_id', new.id, 'job_id', new.job_id,
                             'status', new.status, 'company_id', new.company_id));
  return null;
end;
$$;

create trigger notify_application_status after update of status on public.job_applications
  for each row when (new.status is distinct from old.status and not new._deleted)
  execute function private.notify_application_status();

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
    update public.job_alerts a set last_notified_at = now()
     where a.active and not a._deleted
       and (btrim(a.query) = '' or vector @@ public.job_search_query(a.query))
       and (a.location is null or btrim(a.location) = ''
            or strpos(lower(coalesce(new.location, '')), lower(btrim(a.location))) > 0)
       and (a.workplace is null or a.workplace = new.workplace)
       and (a.employment_type is null or a.employment_type = new.employment_type)
       and (a.min_salary is null or coalesce(new.salary_max, new.salary_min) >= a.min_salary)
       and not exists (select 1 from public.company_team_members m
                        where m.company_id = new.company_id and m.user_id = a.user_id and not m._deleted)
    returning a.id, a.user_id, a.name)
  insert into public.notifications (user_id, type, title, message, data)
  select matched.user_id, 'application', left('New job matching "' || matched.name || '"', 200),
         new.title || ' at ' || company.name,
         jsonb_build_object('kind', 'job_alert', 'alert_id', matched.id, 'job_id', new.id,
                            'company_identifier', company.identifier, 'job_slug', new.slug)
    from matched;
  return null;
end;
$$;

-- Only the first opening: a job paused and opened again does not alert twice.
create trigger notify_job_alerts_on_insert after insert on public.jobs
  for each row when (new.status = 'open' and not new._deleted)
  execute function private.notify_job_alerts();

create trigger notify_job_alerts_on_open after update of status on public.jobs
  for each row when (new.status = 'open' and old.published_at is null and not new._deleted)
  execute function private.notify_job_alerts();
