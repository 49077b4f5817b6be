-- Tickets for the internal portal: recruiter applications under review, approved and rejected,
-- and support tickets of each category and status. Inserted as the database owner, so the
-- ticket guard leaves them as written (subjects and decisions included).
--   Lena Fischer (lena.fischer@)     applied to be a recruiter; under review
--   Tomasz Kowalski (tomasz.kowalski@) applied; rejected with a reason
--   Priya Raman (recruiter@)         her approved application of five months ago
insert into public.support_tickets
  (id, user_id, category, subject, body, details, status, assignee_id, decision_reason, decided_by, decided_at,
   created_at, updated_at)
values
  ('a7000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000011', 'recruiter_application',
   'Recruiter application: Lena Fischer', '',
   '{"experience_years": 4, "specialties": ["Frontend", "Design engineering"], "regions": ["Germany", "Remote EU"],
     "profile_url": "https://www.linkedin.com/in/lena-fischer-demo", "motivation": "I have referred six frontend engineers to start-ups in Berlin and want to do it properly, with the companies on Evee."}',
   'open', null, null, null, null, now() - interval '2 days', now() - interval '2 days'),
  ('a7000000-0000-4000-8000-000000000002', 'd0000000-0000-4000-8000-000000000020', 'recruiter_application',
   'Recruiter application: Tomasz Kowalski', '',
   '{"experience_years": 1, "specialties": ["Sales"], "regions": ["Poland"],
     "profile_url": "https://tomasz.example.com", "motivation": "I would like to earn some extra money on the side."}',
   'rejected', null, 'We look for at least two placements in the last year. Please apply again once you have them.',
   'd0000000-0000-4000-8000-000000000004', now() - interval '9 days', now() - interval '12 days', now() - interval '9 days'),
  ('a7000000-0000-4000-8000-000000000003', 'd0000000-0000-4000-8000-000000000003', 'recruiter_application',
   'Recruiter application: Priya Raman', '',
   '{"experience_years": 9, "specialties": ["Backend", "Data", "Robotics"], "regions": ["North America", "Europe"],
     "profile_url": "https://www.linkedin.com/in/priya-raman-demo", "motivation": "Nine years placing engineers with robotics and logistics companies; Evee is where they hire now."}',
   'approved', null, null, 'd0000000-0000-4000-8000-000000000004', now() - interval '150 days',
   now() - interval '151 days', now() - interval '150 days'),
  ('a7000000-0000-4000-8000-000000000004', 'd0000000-0000-4000-8000-000000000001', 'account',
   'I cannot change my e-mail address', 'Settings says the address is invalid, but it works for everything else.',
   '{}', 'open', null, null, null, null, now() - interval '5 hours', now() - interval '5 hours'),
  ('a7000000-0000-4000-8000-000000000005', 'd0000000-0000-4000-8000-000000000002', 'billing',
   'Invoice for October', 'Could we get the October invoice with our VAT number on it?',
   '{}', 'in_progress', 'd0000000-0000-4000-8000-000000000004', null, null, null,
   now() - interval '3 days', now() - interval '1 day'),
  ('a7000000-0000-4000-8000-000000000006', 'd0000000-0000-4000-8000-000000000013', 'bug',
   'Saved jobs list was empty after an update', 'It came back after a reload.',
   '{}', 'resolved', 'd0000000-0000-4000-8000-000000000004', null, null, null,
   now() - interval '20 days', now() - interval '18 days'),
  ('a7000000-0000-4000-8000-000000000007', 'd0000000-0000-4000-8000-000000000016', 'general',
   'How do I hide my phone number?', '', '{}', 'closed', null, null, null, null,
   now() - interval '30 days', now() - interval '29 days');
