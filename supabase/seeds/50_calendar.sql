-- Calendar events for the demo accounts, at times relative to now() so the calendar stays
-- current whenever the database is made (times on the hour, a few days around today):
--   Daniel Reyes (company@) interviewed Maya Okafor (talent@) for Acme's Senior Frontend
--     Engineer last week and meets her again tomorrow (confirmed, video);
--   Daniel proposed three times for the final interview; Maya has not picked one yet (with the
--     notification she picks from);
--   Priya Raman (recruiter@) has a call with her candidate Aiko Tanaka, and a start-date
--     check-in about Noah's placement.
-- Inserted as the database owner: the guard leaves them as written and nothing is notified,
-- so the proposal's notification is written here.
with base as (select date_trunc('hour', now()) as h)
insert into public.calendar_events
  (id, kind, title, starts_at, ends_at, time_zone, location, video_url, organizer_id, attendee_ids, status,
   proposed_slots, job_application_id, company_id, notes, created_at, updated_at)
select e.id::uuid, e.kind, e.title, e.starts_at, e.starts_at + e.length, e.tz, e.location, e.video_url,
       e.organizer::uuid, e.attendees::uuid[], e.status, e.slots, e.application::uuid, e.company::uuid, e.notes,
       now() - interval '2 days', now() - interval '2 days'
from base, lateral (values
  ('ae000000-0000-4000-8000-000000000001', 'interview', 'Screening call: Senior Frontend Engineer',
   date_trunc('day', base.h) - interval '6 days' + interval '15 hours', interval '30 minutes', 'America/Chicago',
   null, 'https://meet.evee.dev/acme-maya-screening', 'd0000000-0000-4000-8000-000000000002',
   '{d0000000-0000-4000-8000-000000000001}', 'confirmed', '[]'::jsonb,
   'ab000000-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000001',
   'Walk through the warehouse dashboard project.'),
  ('ae000000-0000-4000-8000-000000000002', 'interview', 'Technical interview: Senior Frontend Engineer',
   date_trunc('day', base.h) + interval '1 day' + interval '16 hours', interval '1 hour', 'America/Chicago',
   'Acme Robotics, 400 N Lake St, Chicago', 'https://meet.evee.dev/acme-maya-technical',
   'd0000000-0000-4000-8000-000000000002', '{d0000000-0000-4000-8000-000000000001,d0000000-0000-4000-8000-000000000006}',
   'confirmed', '[]'::jsonb, 'ab000000-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000001',
   'Pairing on a small React component; bring questions about the operator console.'),
  ('ae000000-0000-4000-8000-000000000003', 'interview', 'Final interview: Senior Frontend Engineer',
   date_trunc('day', base.h) + interval '3 days' + interval '15 hours', interval '45 minutes', 'America/Chicago',
   null, 'https://meet.evee.dev/acme-maya-final', 'd0000000-0000-4000-8000-000000000002',
   '{d0000000-0000-4000-8000-000000000001}', 'proposed',
   jsonb_build_array(
     jsonb_build_object('starts_at', date_trunc('day', base.h) + interval '3 days' + interval '15 hours',
                        'ends_at', date_trunc('day', base.h) + interval '3 days' + interval '15 hours 45 minutes'),
     jsonb_build_object('starts_at', date_trunc('day', base.h) + interval '3 days' + interval '19 hours',
                        'ends_at', date_trunc('day', base.h) + interval '3 days' + interval '19 hours 45 minutes'),
     jsonb_build_object('starts_at', date_trunc('day', base.h) + interval '4 days' + interval '16 hours',
                        'ends_at', date_trunc('day', base.h) + interval '4 days' + interval '16 hours 45 minutes')),
   'ab000000-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000001',
   'With our CTO and the operator console lead.'),
  ('ae000000-0000-4000-8000-000000000004', 'call', 'Intro call with Aiko Tanaka',
   date_trunc('day', base.h) + interval '2 days' + interval '17 hours', interval '30 minutes', 'America/New_York',
   null, 'https://meet.evee.dev/priya-aiko', 'd0000000-0000-4000-8000-000000000003',
   '{d0000000-0000-4000-8000-000000000013}', 'confirmed', '[]'::jsonb, null, null,
   'Hybrid roles in Austin; not before January.'),
  ('ae000000-0000-4000-8000-000000000005', 'meeting', 'Start-date check-in: Globex placement',
   date_trunc('day', base.h) + interval '5 days' + interval '14 hours', interval '30 minutes', 'Europe/Amsterdam',
   'Phone', null, 'd0000000-0000-4000-8000-000000000003', '{d0000000-0000-4000-8000-000000000016}', 'confirmed',
   '[]'::jsonb, 'a9100000-0000-4000-8000-000000000002', 'c0000000-0000-4000-8000-000000000002', null)
) as e(id, kind, title, starts_at, length, tz, location, video_url, organizer, attendees, status, slots, application,
       company, notes);

insert into public.notifications (user_id, type, title, message, data, read, created_at)
select 'd0000000-0000-4000-8000-000000000001', 'interview', 'Pick a time: ' || e.title, 'Daniel Reyes proposed 3 times',
       jsonb_build_object('kind', 'event_proposed', 'event_id', e.id, 'event_title', e.title, 'slots', e.proposed_slots,
                          'starts_at', e.starts_at, 'ends_at', e.ends_at, 'time_zone', e.time_zone,
                          'application_id', e.job_application_id),
       false, now() - interval '2 days'
  from public.calendar_events e
 where e.id = 'ae000000-0000-4000-8000-000000000003';
