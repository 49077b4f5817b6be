-- Picking an interview slot, and the notifications the calendar makes (type 'interview', told
-- apart by data.kind; only writes through the API as a person notify, as for hiring):
--   event_proposed: the organiser proposed times; each attendee gets the slots in data, so
--     the talent can pick one from the notification;
--   event_scheduled: a confirmed event was made; the attendees hear of it;
--   event_confirmed: an attendee picked a slot; the organiser and the other attendees hear
--     'Interview scheduled for {title}' / 'Scheduled for {time}' (product-spec §8);
--   event_rescheduled, event_cancelled: the organiser moved or cancelled it; the attendees hear.
-- Nobody is told of their own change.

create or replace function private.event_time_label(at timestamptz, zone text)
returns text
language sql
stable
set search_path = ''
as $$
  select to_char(at at time zone zone, 'FMDy DD Mon YYYY, HH24:MI') || ' (' || zone || ')'
$$;

comment on function private.event_time_label(timestamptz, text) is
  'An event''s time as notifications say it, in the event''s own time zone.';

create or replace function private.notify_event_people(e public.calendar_events, people uuid[], title text,
                                                       message text, data jsonb)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.notifications (user_id, type, title, message, data)
  select distinct person, 'interview'::public.notification_type, left(title, 200), message,
         data || jsonb_build_object('event_id', e.id, 'event_title', e.title, 'starts_at', e.starts_at,
                                    'ends_at', e.ends_at, 'time_zone', e.time_zone)
    from unnest(people) as person
   where person is distinct from auth.uid()
$$;

create or replace function private.notify_calendar_event()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  attendees uuid[] := array(select a from unnest(new.attendee_ids) a where a <> new.organizer_id);
  everyone uuid[] := array_append(attendees, new.organizer_id);
  at_label text := private.event_time_label(new.starts_at, new.time_zone);
  organiser text := private.person_name(new.organizer_id);
begin
  if private.is_service_request() or new._deleted then
    return null;
  end if;
  if new.status = 'proposed'
     and (tg_op = 'INSERT' or old.status <> 'proposed' or old.proposed_slots is distinct from new.proposed_slots) then
    perform private.notify_event_people(new, attendees, 'Pick a time: ' || new.title,
      organiser || ' proposed ' || jsonb_array_length(new.proposed_slots)
        || case when jsonb_array_length(new.proposed_slots) = 1 then ' time' else ' times' end,
      jsonb_build_object('kind', 'event_proposed', 'slots', new.proposed_slots,
                         'application_id', new.job_application_id));
  elsif tg_op = 'INSERT' and new.status = 'confirmed' then
    perform private.notify_event_people(new, attendees, 'New ' || new.kind || ': ' || new.title,
      'Scheduled for ' || at_label, jsonb_build_object('kind', 'event_scheduled'));
  elsif tg_op = 'UPDATE' and new.status = 'cancelled' and old.status <> 'cancelled' then
    perform private.notify_event_people(new, attendees, 'Cancelled: ' || new.title,
      organiser || ' cancelled ' || new.title || ' on ' || at_label, jsonb_build_object('kind', 'event_cancelled'));
  elsif tg_op = 'UPDATE' and new.status = 'confirmed' and old.status = 'proposed' then
    perform private.notify_event_people(new, everyone,
      case when new.kind = 'interview' then 'Interview scheduled for ' else 'Scheduled: ' end || new.title,
      'Scheduled for ' || at_label, jsonb_build_object('kind', 'event_confirmed'));
  elsif tg_op = 'UPDATE' and new.status = 'confirmed'
        and (old.starts_at, old.ends_at, old.time_zone) is distinct from (new.starts_at, new.ends_at, new.time_zone) then
    perform private.notify_event_people(new, attendees, 'Rescheduled: ' || new.title,
      'Now ' || at_label, jsonb_build_object('kind', 'event_rescheduled'));
  end if;
  return null;
end;
$$;

create trigger notify_calendar_event after insert or update on public.calendar_events
  for each row execute function private.notify_calendar_event();

create or replace function public.confirm_interview_slot(event_id uuid, slot_index integer)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  e public.calendar_events;
  slot jsonb;
begin
  select * into e from public.calendar_events x where x.id = event_id and not x._deleted for update;
  if e.id is null or auth.uid() is null or not auth.uid() = any (e.attendee_ids) then
    raise exception 'Only the people invited can pick a time' using errcode = '42501';
  end if;
  if e.status = 'cancelled' then
    raise exception 'This event was cancelled' using errcode = '22023';
  end if;
  slot := e.proposed_slots -> slot_index;
  if slot_index is null or slot_index < 0 or slot is null then
    raise exception 'Pick one of the proposed times' using errcode = '22023';
  end if;
  if e.status = 'confirmed' then
    -- Picking the same time again (a replayed command) changes nothing.
    if e.starts_at = (slot ->> 'starts_at')::timestamptz and e.ends_at = (slot ->> 'ends_at')::timestamptz then
      return jsonb_build_object('success', true, 'changed', false, 'event_id', e.id, 'starts_at', e.starts_at,
                                'ends_at', e.ends_at);
    end if;
    raise exception 'A time was already picked for this event' using errcode = '22023';
  end if;
  update public.calendar_events x
     set status = 'confirmed', starts_at = (slot ->> 'starts_at')::timestamptz,
         ends_at = (slot ->> 'ends_at')::timestamptz
   where x.id = e.id
  returning * into e;
  return jsonb_build_object('success', true, 'changed', true, 'event_id', e.id, 'starts_at', e.starts_at,
                            'ends_at', e.ends_at);
end;
$$;

comment on function public.confirm_interview_slot(uuid, integer) is
  'An attendee picks one of a proposed event''s slots (0-based): the event is confirmed at that time for everyone, and the organiser and the other attendees are told. Picking the same slot again changes nothing.';

revoke all on function public.confirm_interview_slot(uuid, integer) from public, anon;
grant execute on function public.confirm_interview_slot(uuid, integer) to authenticated, service_role;

select private.restrict_private_functions();
