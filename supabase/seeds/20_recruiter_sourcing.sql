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

-- Priya's submissions to Globex's logistics platform role (open to recruiters): Omar waits for
-- his consent; Lena, Noah, Diego and Aiko agreed, were hired and are one placement per ledger
-- state (expected, scheduled, paid, void). Written as the database owner: no notifications.
insert into public.job_applications (id, job_id, company_id, user_id, status, cover_note, submitted_by, status_changed_at, created_at)
values
  ('a9100000-0000-4000-8000-000000000001', 'ab100000-0000-4000-8000-000000000002', 'c0000000-0000-4000-8000-000000000002',
   'd0000000-0000-4000-8000-000000000011', 'hired', 'Put forward by Priya Raman.', 'd0000000-0000-4000-8000-000000000003', now() - interval '3 days', now() - interval '30 days'),
  ('a9100000-0000-4000-8000-000000000002', 'ab100000-0000-4000-8000-000000000002', 'c0000000-0000-4000-8000-000000000002',
   'd0000000-0000-4000-8000-000000000016', 'hired', 'Put forward by Priya Raman.', 'd0000000-0000-4000-8000-000000000003', now() - interval '20 days', now() - interval '60 days'),
  ('a9100000-0000-4000-8000-000000000003', 'ab100000-0000-4000-8000-000000000002', 'c0000000-0000-4000-8000-000000000002',
   'd0000000-0000-4000-8000-000000000014', 'hired', 'Put forward by Priya Raman.', 'd0000000-0000-4000-8000-000000000003', now() - interval '130 days', now() - interval '150 days'),
  ('a9100000-0000-4000-8000-000000000004', 'ab100000-0000-4000-8000-000000000002', 'c0000000-0000-4000-8000-000000000002',
   'd0000000-0000-4000-8000-000000000013', 'hired', 'Put forward by Priya Raman.', 'd0000000-0000-4000-8000-000000000003', now() - interval '40 days', now() - interval '70 days');

insert into public.recruiter_submissions (id, recruiter_id, job_id, company_id, talent_id, candidate_id, pitch, status, application_id, decided_at, created_at)
values
  ('a9000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000003', 'ab100000-0000-4000-8000-000000000002',
   'c0000000-0000-4000-8000-000000000002', 'd0000000-0000-4000-8000-000000000018', 'a8000000-0000-4000-8000-000000000003',
   'Perception work maps straight onto route prediction.', 'pending_consent', null, null, now() - interval '1 day'),
  ('a9000000-0000-4000-8000-000000000002', 'd0000000-0000-4000-8000-000000000003', 'ab100000-0000-4000-8000-000000000002',
   'c0000000-0000-4000-8000-000000000002', 'd0000000-0000-4000-8000-000000000011', null, 'Design systems depth.', 'submitted',
   'a9100000-0000-4000-8000-000000000001', now() - interval '29 days', now() - interval '30 days'),
  ('a9000000-0000-4000-8000-000000000003', 'd0000000-0000-4000-8000-000000000003', 'ab100000-0000-4000-8000-000000000002',
   'c0000000-0000-4000-8000-000000000002', 'd0000000-0000-4000-8000-000000000016', null, 'Robotics grad, fast learner.', 'submitted',
   'a9100000-0000-4000-8000-000000000002', now() - interval '59 days', now() - interval '60 days'),
  ('a9000000-0000-4000-8000-000000000004', 'd0000000-0000-4000-8000-000000000003', 'ab100000-0000-4000-8000-000000000002',
   'c0000000-0000-4000-8000-000000000002', 'd0000000-0000-4000-8000-000000000014', 'a8000000-0000-4000-8000-000000000002',
   'Go and Postgres at fleet scale.', 'submitted', 'a9100000-0000-4000-8000-000000000003', now() - interval '149 days', now() - interval '150 days'),
  ('a9000000-0000-4000-8000-000000000005', 'd0000000-0000-4000-8000-000000000003', 'ab100000-0000-4000-8000-000000000002',
   'c0000000-0000-4000-8000-000000000002', 'd0000000-0000-4000-8000-000000000013', 'a8000000-0000-4000-8000-000000000001',
   'Maps and real-time UI.', 'submitted', 'a9100000-0000-4000-8000-000000000004', now() - interval '69 days', now() - interval '70 days');

insert into public.recruiter_ownerships (talent_id, company_id, recruiter_id, submission_id, starts_at, expires_at)
select s.talent_id, s.company_id, s.recruiter_id, s.id, s.decided_at, s.decided_at + interval '12 months'
  from public.recruiter_submissions s
 where s.recruiter_id = 'd0000000-0000-4000-8000-000000000003' and s.status = 'submitted';

insert into public.placements (id, submission_id, application_id, recruiter_id, company_id, job_id, talent_id, fee_type,
                               fee_amount, currency, guarantee_days, start_date, status, paid_at, void_reason, voided_by, created_at)
select p.id, p.submission_id, p.application_id, 'd0000000-0000-4000-8000-000000000003', 'c0000000-0000-4000-8000-000000000002',
       'ab100000-0000-4000-8000-000000000002', p.talent_id, 'fixed', 12000, 'EUR', 90, p.start_date, p.status, p.paid_at,
       p.void_reason, p.voided_by, now() - p.age
  from (values
    ('a9200000-0000-4000-8000-000000000001'::uuid, 'a9000000-0000-4000-8000-000000000002'::uuid, 'a9100000-0000-4000-8000-000000000001'::uuid,
     'd0000000-0000-4000-8000-000000000011'::uuid, null::date, 'expected', null::timestamptz, null, null::uuid, interval '3 days'),
    ('a9200000-0000-4000-8000-000000000002', 'a9000000-0000-4000-8000-000000000003', 'a9100000-0000-4000-8000-000000000002',
     'd0000000-0000-4000-8000-000000000016', current_date + 10, 'scheduled', null, null, null, interval '20 days'),
    ('a9200000-0000-4000-8000-000000000003', 'a9000000-0000-4000-8000-000000000004', 'a9100000-0000-4000-8000-000000000003',
     'd0000000-0000-4000-8000-000000000014', current_date - 120, 'paid', now() - interval '30 days', null, null, interval '130 days'),
    ('a9200000-0000-4000-8000-000000000004', 'a9000000-0000-4000-8000-000000000005', 'a9100000-0000-4000-8000-000000000004',
     'd0000000-0000-4000-8000-000000000013', current_date - 35, 'void', null, 'Left after three weeks for a relocation.',
     'd0000000-0000-4000-8000-000000000004'::uuid, interval '40 days')
  ) as p (id, submission_id, application_id, talent_id, start_date, status, paid_at, void_reason, voided_by, age);

-- Priya's campaigns: one running (Grace was sent the first e-mail, Marco replied) and a draft.
insert into public.recruiter_campaigns (id, recruiter_id, name, job_id, steps, status, started_at, created_at)
values
  ('a9300000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000003', 'Data engineers, winter',
   'ab100000-0000-4000-8000-000000000002',
   '[{"template_id": "recruiter_outreach_intro", "delay_days": 0}, {"template_id": "recruiter_outreach_follow_up", "delay_days": 4}, {"template_id": "recruiter_outreach_last_call", "delay_days": 7}]',
   'running', now() - interval '2 days', now() - interval '3 days'),
  ('a9300000-0000-4000-8000-000000000002', 'd0000000-0000-4000-8000-000000000003', 'Embedded leads', null,
   '[{"template_id": "recruiter_outreach_intro", "delay_days": 0}]', 'draft', null, now() - interval '1 day');

insert into public.campaign_recipients (campaign_id, recruiter_id, candidate_id, email, full_name, state, current_step, next_step_at, created_at)
values
  ('a9300000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000003', 'a8000000-0000-4000-8000-000000000004',
   'grace.liu@example.com', 'Grace Liu', 'sent', 0, now() + interval '2 days', now() - interval '3 days'),
  ('a9300000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000003', 'a8000000-0000-4000-8000-000000000005',
   'marco.bianchi@example.com', 'Marco Bianchi', 'replied', 0, null, now() - interval '3 days'),
  ('a9300000-0000-4000-8000-000000000002', 'd0000000-0000-4000-8000-000000000003', 'a8000000-0000-4000-8000-000000000005',
   'marco.bianchi@example.com', 'Marco Bianchi', 'queued', 0, null, now() - interval '1 day');

-- More of Priya's submissions, to Acme's staff backend role, one per remaining state: Chloe's
-- application is in review, Ingrid's was interviewed, Noah's was rejected with a reason;
-- Marcus declined to be submitted, and Priya withdrew Tomasz before he answered.
insert into public.job_applications (id, job_id, company_id, user_id, status, cover_note, rejection_reason, submitted_by, status_changed_at, created_at)
values
  ('a9100000-0000-4000-8000-000000000005', 'ab100000-0000-4000-8000-000000000003', 'c0000000-0000-4000-8000-000000000001',
   'd0000000-0000-4000-8000-000000000017', 'reviewing', 'Put forward by Priya Raman.', null, 'd0000000-0000-4000-8000-000000000003', now() - interval '4 days', now() - interval '4 days'),
  ('a9100000-0000-4000-8000-000000000006', 'ab100000-0000-4000-8000-000000000003', 'c0000000-0000-4000-8000-000000000001',
   'd0000000-0000-4000-8000-000000000019', 'interviewed', 'Put forward by Priya Raman.', null, 'd0000000-0000-4000-8000-000000000003', now() - interval '2 days', now() - interval '12 days'),
  ('a9100000-0000-4000-8000-000000000007', 'ab100000-0000-4000-8000-000000000003', 'c0000000-0000-4000-8000-000000000001',
   'd0000000-0000-4000-8000-000000000016', 'rejected', 'Put forward by Priya Raman.',
   'We need more production experience with fleet planning for this role.', 'd0000000-0000-4000-8000-000000000003', now() - interval '6 days', now() - interval '15 days');

insert into public.recruiter_submissions (id, recruiter_id, job_id, company_id, talent_id, pitch, status, application_id, decided_at, created_at)
values
  ('a9000000-0000-4000-8000-000000000006', 'd0000000-0000-4000-8000-000000000003', 'ab100000-0000-4000-8000-000000000003',
   'c0000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000017', 'Dispatch know-how.', 'submitted',
   'a9100000-0000-4000-8000-000000000005', now() - interval '4 days', now() - interval '5 days'),
  ('a9000000-0000-4000-8000-000000000007', 'd0000000-0000-4000-8000-000000000003', 'ab100000-0000-4000-8000-000000000003',
   'c0000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000019', 'Event pipelines at scale.', 'submitted',
   'a9100000-0000-4000-8000-000000000006', now() - interval '12 days', now() - interval '13 days'),
  ('a9000000-0000-4000-8000-000000000008', 'd0000000-0000-4000-8000-000000000003', 'ab100000-0000-4000-8000-000000000003',
   'c0000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000016', 'Fast learner.', 'submitted',
   'a9100000-0000-4000-8000-000000000007', now() - interval '15 days', now() - interval '16 days'),
  ('a9000000-0000-4000-8000-000000000009', 'd0000000-0000-4000-8000-000000000003', 'ab100000-0000-4000-8000-000000000003',
   'c0000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000012', 'Full-stack, moving to backend.', 'declined',
   null, now() - interval '8 days', now() - interval '9 days'),
  ('a9000000-0000-4000-8000-000000000010', 'd0000000-0000-4000-8000-000000000003', 'ab100000-0000-4000-8000-000000000003',
   'c0000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000020', 'Logistics tracking.', 'withdrawn',
   null, now() - interval '10 days', now() - interval '11 days');

insert into public.recruiter_ownerships (talent_id, company_id, recruiter_id, submission_id, starts_at, expires_at)
select s.talent_id, s.company_id, s.recruiter_id, s.id, s.decided_at, s.decided_at + interval '12 months'
  from public.recruiter_submissions s
 where s.id in ('a9000000-0000-4000-8000-000000000006', 'a9000000-0000-4000-8000-000000000007', 'a9000000-0000-4000-8000-000000000008');
