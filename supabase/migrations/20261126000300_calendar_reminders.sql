-- Reminders of confirmed events, 24 hours and 15 minutes before, made by the database:
-- send_calendar_reminders() runs every tick of the scheduler (pg_cron on a hosted project).
-- Each reminder is sent once per event, lead and start time (recorded in a private table, so
-- a rescheduled event is reminded again for its new time). The 24-hour reminder is due from
-- 24 hours before until 15 minutes before; the 15-minute one from then until the start.

create table private.calendar_reminders_sent (
  event_id uuid not null references public.calendar_events (id) on delete cascade,
  lead text not null check (lead in ('24h', '15m')),
  starts_at timestamptz not null,
  sent_at timestamptz not null default now(),
  primary key (event_id, lead, starts_at)
);

comment on table private.calendar_reminders_sent is
  'Which calendar reminders were sent: one per event, lead (24h, 15m) and start time. Server-only.';

revoke all on table private.calendar_reminders_sent from public, anon, authenticated;

create or replace function public.send_calendar_reminders()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  sent integer;
begin
  if not (private.is_service_request() or public.is_internal_admin()) then
    raise exception 'Only the scheduler and internal admins send reminders' using errcode = '42501';
  end if;
  with due as (
    select e.*, l.lead
      from public.calendar_events e
      cross join (values ('24h'), ('15m')) as l(lead)
     where e.status = 'confirmed' and not e._deleted and e.starts_at > now()
       and case l.lead
             when '24h' then now() >= e.starts_at - interval '24 hours' and now() < e.starts_at - interval '15 minutes'
             else now() >= e.starts_at - interval '15 minutes' end
  ), recorded as (
    insert into private.calendar_reminders_sent (event_id, lead, starts_at)
    select due.id, due.lead, due.starts_at from due
    on conflict do nothing
    returning event_id, lead
  )
  insert into public.notifications (user_id, type, title, message, data)
  select distinct person, 'interview'::public.notification_type,
         left(case r.lead when '24h' then 'Coming up: ' else 'Starting soon: ' end || due.title, 200),
         'Starts ' || private.event_time_label(due.starts_at, due.time_zone)
           || coalesce(' · ' || nullif(btrim(due.location), ''), ''),
         jsonb_build_object('kind', 'event_reminder', 'lead', r.lead, 'event_id', due.id, 'event_title', due.title,
                            'starts_at', due.starts_at, 'ends_at', due.ends_at, 'time_zone', due.time_zone,
                            'video_url', due.video_url)
    from recorded r
    join due on due.id = r.event_id and due.lead = r.lead
    cross join lateral unnest(array_append(due.attendee_ids, due.organizer_id)) as person;
  get diagnostics sent = row_count;
  return sent;
end;
$$;

comment on function public.send_calendar_reminders() is
  'Notifies the organiser and attendees of each confirmed event 24 hours and 15 minutes before it starts, once each; returns how many notifications it made. Run by the scheduler (pg_cron on a hosted project) or internal admins.';

revoke all on function public.send_calendar_reminders() from public, anon;
grant execute on function public.send_calendar_reminders() to authenticated, service_role;

select private.restrict_private_functions();
