-- Recruiter sourcing: six of the seeded talent chose 'Open to recruiters', so Talent Search has
-- people to find, and Priya Raman (recruiter@) keeps candidates: three of them, and two leads
-- not on Evee yet, with notes and tags.
update public.talent_profiles
   set open_to_recruiters = true
 where user_id in (
   'd0000000-0000-4000-8000-000000000011', 'd0000000-0000-4000-8000-000000000013',
   'd0000000-0000-4000-8000-000000000014', 'd0000000-0000-4000-8000-000000000016',
   'd0000000-0000-4000-8000-000000000018', 'd0000000-0000-4000-8000-000000000019');

insert into public.recruiter_candidates
  (id, recruiter_id, talent_id, full_name, email, resume_url, notes, tags, created_at, updated_at)
values
  ('a8000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000003',
   'd0000000-0000-4000-8000-000000000013', 'Aiko Tanaka', null, null,
   'Frontend lead material. Wants a hybrid role in Austin or remote; not before January.',
   '{frontend,react,shortlist}', now() - interval '20 days', now() - interval '2 days'),
  ('a8000000-0000-4000-8000-000000000002', 'd0000000-0000-4000-8000-000000000003',
   'd0000000-0000-4000-8000-000000000014', 'Diego Alvarez', null, null,
   'Backend, Go and Postgres. Talked on the phone on the 12th; open to fleet and logistics.',
   '{backend,go}', now() - interval '15 days', now() - interval '5 days'),
  ('a8000000-0000-4000-8000-000000000003', 'd0000000-0000-4000-8000-000000000003',
   'd0000000-0000-4000-8000-000000000018', 'Omar Haddad', null, null,
   'Robotics perception; published at ICRA. Salary expectations above most ranges.',
   '{robotics,ml,shortlist}', now() - interval '9 days', now() - interval '9 days'),
  ('a8000000-0000-4000-8000-000000000004', 'd0000000-0000-4000-8000-000000000003',
   null, 'Grace Liu', 'grace.liu@example.com', 'https://example.com/grace-liu-cv.pdf',
   'Met at the Berlin data meetup. Senior data engineer at a bank, curious about start-ups.',
   '{data,lead}', now() - interval '6 days', now() - interval '6 days'),
  ('a8000000-0000-4000-8000-000000000005', 'd0000000-0000-4000-8000-000000000003',
   null, 'Marco Bianchi', 'marco.bianchi@example.com', null,
   'Referred by Diego. Embedded C++, looking for hardware-adjacent roles.',
   '{embedded,lead}', now() - interval '2 days', now() - interval '2 days');

-- Two open jobs take recruiters: Acme's staff backend role for 18% of first-year salary, and
-- Globex's logistics platform role for a fixed 12,000 EUR, both with the 90-day guarantee.
update public.jobs
   set open_to_recruiters = true, recruiter_fee_type = 'percentage', recruiter_fee_percent = 18
 where id = 'ab100000-0000-4000-8000-000000000003';
update public.jobs
   set open_to_recruiters = true, recruiter_fee_type = 'fixed', recruiter_fee_amount = 12000
 where id = 'ab100000-0000-4000-8000-000000000002';
