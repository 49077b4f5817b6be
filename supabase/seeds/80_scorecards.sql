-- Interview scorecards for Maya Okafor's screening call with Acme (seeds/50_calendar.sql), which
-- took place last week. Sam Patel (Acme's manager) joined the call, so he is one of its
-- interviewers, and wrote a scorecard; Daniel Reyes (company@), who organised it, has not yet,
-- so the demo shows 'Add scorecard' to him. Inserted as the database owner: the guard sets the
-- company from the application.
update public.calendar_events
   set attendee_ids = attendee_ids || 'd0000000-0000-4000-8000-000000000006'::uuid
 where id = 'ae000000-0000-4000-8000-000000000001'
   and not 'd0000000-0000-4000-8000-000000000006'::uuid = any (attendee_ids);

insert into public.interview_scorecards
  (id, application_id, event_id, author_id, ratings, recommendation, notes, created_at, updated_at)
values
  ('af000000-0000-4000-8000-000000000001', 'ab000000-0000-4000-8000-000000000001',
   'ae000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000006',
   '{"communication": 4, "professional": 3,
     "skills": {"React": 4, "TypeScript": 3, "CSS": 3, "Accessibility": 2}}',
   'yes',
   'Explained the warehouse dashboard clearly and owned its trade-offs. Accessibility is the gap: worth probing in the technical interview.',
   now() - interval '5 days', now() - interval '5 days');
