-- Demo data for a new local database. Every demo account signs in with Evee@demo2026.
--   talent@evee.dev     Maya Okafor       talent only; unread notifications of every type,
--                                         including a pending invitation to Acme Robotics
--   company@evee.dev    Daniel Reyes      company only: owner of Acme Robotics, admin of Globex
--   recruiter@evee.dev  Priya Raman       recruiter only
--   internal@evee.dev   Jonas Lindqvist   internal admin only
--   all@evee.dev        Alex Morgan       talent, company (Globex), recruiter and internal admin
-- Two colleagues fill out the teams: Sam Patel (Acme) and Hannah Becker (Globex owner).
-- Ids are fixed so tests can name them (tests/fixtures/seed-ids.ts). The signup trigger
-- gives each account a profile and the talent role; roles are then trimmed to fit.

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change)
select
  '00000000-0000-0000-0000-000000000000', u.id, 'authenticated', 'authenticated', u.email,
  extensions.crypt('Evee@demo2026', extensions.gen_salt('bf')), now() - u.age, now() - interval '1 day',
  '{"provider":"email","providers":["email"]}'::jsonb,
  jsonb_build_object('first_name', u.first_name, 'last_name', u.last_name, 'display_name', u.first_name || ' ' || u.last_name),
  now() - u.age, now() - u.age,
  '', '', '', ''
from (values
  ('d0000000-0000-4000-8000-000000000001'::uuid, 'talent@evee.dev', 'Maya', 'Okafor', interval '94 days'),
  ('d0000000-0000-4000-8000-000000000002'::uuid, 'company@evee.dev', 'Daniel', 'Reyes', interval '210 days'),
  ('d0000000-0000-4000-8000-000000000003'::uuid, 'recruiter@evee.dev', 'Priya', 'Raman', interval '152 days'),
  ('d0000000-0000-4000-8000-000000000004'::uuid, 'internal@evee.dev', 'Jonas', 'Lindqvist', interval '400 days'),
  ('d0000000-0000-4000-8000-000000000005'::uuid, 'all@evee.dev', 'Alex', 'Morgan', interval '365 days'),
  ('d0000000-0000-4000-8000-000000000006'::uuid, 'sam.patel@evee.dev', 'Sam', 'Patel', interval '180 days'),
  ('d0000000-0000-4000-8000-000000000007'::uuid, 'hannah.becker@evee.dev', 'Hannah', 'Becker', interval '330 days')
) as u (id, email, first_name, last_name, age);

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select u.id::text, u.id,
       jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
       'email', u.last_sign_in_at, u.created_at, u.updated_at
from auth.users u
where u.email like '%@evee.dev';

update public.user_profiles p
   set avatar_url = a.avatar_url, updated_at = now() - interval '3 days'
  from (values
    ('d0000000-0000-4000-8000-000000000001'::uuid, 'https://i.pravatar.cc/160?img=47'),
    ('d0000000-0000-4000-8000-000000000002'::uuid, 'https://i.pravatar.cc/160?img=12'),
    ('d0000000-0000-4000-8000-000000000003'::uuid, 'https://i.pravatar.cc/160?img=32'),
    ('d0000000-0000-4000-8000-000000000006'::uuid, 'https://i.pravatar.cc/160?img=53')
  ) as a (user_id, avatar_url)
 where p.user_id = a.user_id;

-- Roles. Everyone got talent at signup; only Maya and Alex keep it.
delete from public.user_roles
 where role_type = 'talent'
   and user_id not in ('d0000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000005');

insert into public.user_roles (user_id, role_type, context_type, permissions) values
  ('d0000000-0000-4000-8000-000000000003', 'recruiter', 'global', '{"commission_rate": 0.12, "specialties": ["frontend", "platform"]}'),
  ('d0000000-0000-4000-8000-000000000004', 'internal_admin', 'global', '{"manage_users": true, "manage_templates": true, "process_notifications": true}'),
  ('d0000000-0000-4000-8000-000000000005', 'recruiter', 'global', '{"commission_rate": 0.10, "specialties": ["logistics"]}'),
  ('d0000000-0000-4000-8000-000000000005', 'internal_admin', 'global', '{"manage_users": true, "manage_templates": true, "process_notifications": true}');

insert into public.internal_portal_users (user_id, member_role, created_at) values
  ('d0000000-0000-4000-8000-000000000004', 'admin', now() - interval '400 days'),
  ('d0000000-0000-4000-8000-000000000005', 'admin', now() - interval '300 days');

-- Companies. The creator becomes owner (trigger); memberships keep company roles in step.
insert into public.companies (id, name, identifier, logo_url, description, website, location, size, industry, created_by, created_at) values
  ('c0000000-0000-4000-8000-000000000001', 'Acme Robotics', 'acme', '/logos/acme.svg',
   'Acme Robotics builds autonomous picking arms for mid-size warehouses. Our fleet software plans thousands of picks an hour, and our small product teams ship to customers every week.',
   'https://acme.evee.dev', 'Pittsburgh, PA', '51-200', 'Robotics & Automation',
   'd0000000-0000-4000-8000-000000000002', now() - interval '200 days'),
  ('c0000000-0000-4000-8000-000000000002', 'Globex', 'globex', '/logos/globex.svg',
   'Globex moves temperature-controlled freight across Europe. We are rebuilding our dispatch and tracking platform and hiring engineers, planners and customer-facing operations staff.',
   'https://globex.evee.dev', 'Rotterdam, Netherlands', '201-500', 'Freight & Logistics',
   'd0000000-0000-4000-8000-000000000007', now() - interval '320 days');

insert into public.company_team_members (company_id, user_id, member_role, joined_at) values
  ('c0000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000006', 'manager', now() - interval '170 days'),
  ('c0000000-0000-4000-8000-000000000002', 'd0000000-0000-4000-8000-000000000002', 'company_admin', now() - interval '120 days'),
  ('c0000000-0000-4000-8000-000000000002', 'd0000000-0000-4000-8000-000000000005', 'hr_manager', now() - interval '90 days');

delete from public.user_roles
 where role_type = 'talent'
   and user_id in ('d0000000-0000-4000-8000-000000000006', 'd0000000-0000-4000-8000-000000000007');

-- Invitations. Inserting one notifies the invitee (or leaves a pending profile for an
-- e-mail with no account yet).
insert into public.company_invitations (id, company_id, email, member_role, invited_by, created_at) values
  ('aa000000-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000001', 'talent@evee.dev',
   'company_member', 'd0000000-0000-4000-8000-000000000002', now() - interval '2 hours'),
  ('aa000000-0000-4000-8000-000000000002', 'c0000000-0000-4000-8000-000000000002', 'jordan.lee@evee.dev',
   'hr_manager', 'd0000000-0000-4000-8000-000000000007', now() - interval '1 day');

update public.notifications
   set created_at = now() - interval '2 hours'
 where data ->> 'invitation_id' = 'aa000000-0000-4000-8000-000000000001';

update public.user_profiles
   set first_name = 'Jordan', last_name = 'Lee', display_name = 'Jordan Lee'
 where user_id is null and email = 'jordan.lee@evee.dev';

-- Notifications.
insert into public.notifications (id, user_id, type, title, message, data, read, created_at) values
  ('bb000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000001', 'application',
   'Application viewed', 'Acme Robotics reviewed your application for Senior Frontend Engineer.',
   '{"company_name": "Acme Robotics", "job_title": "Senior Frontend Engineer", "job_application_id": "ab000000-0000-4000-8000-000000000001"}',
   false, now() - interval '5 hours'),
  ('bb000000-0000-4000-8000-000000000002', 'd0000000-0000-4000-8000-000000000001', 'interview',
   'Interview scheduled', 'Your interview with Acme Robotics for Senior Frontend Engineer is booked. Sam Patel will join the call.',
   jsonb_build_object('company_name', 'Acme Robotics', 'job_title', 'Senior Frontend Engineer', 'scheduled_for', date_trunc('hour', now() + interval '2 days') + interval '10 hours'),
   false, now() - interval '1 day'),
  ('bb000000-0000-4000-8000-000000000003', 'd0000000-0000-4000-8000-000000000001', 'grading',
   'Your AI interview has been graded', 'You scored 86 out of 100 on the Senior Frontend Engineer screening. Strongest area: state management.',
   '{"score": 86, "job_title": "Senior Frontend Engineer", "assessment": "AI interview"}',
   false, now() - interval '26 hours'),
  ('bb000000-0000-4000-8000-000000000004', 'd0000000-0000-4000-8000-000000000001', 'chat',
   'New message from Daniel Reyes', 'Would Thursday at 10:00 work for a call with our engineering manager?',
   '{"conversation_id": "cc000000-0000-4000-8000-000000000001", "sender_name": "Daniel Reyes"}',
   false, now() - interval '40 minutes'),
  ('bb000000-0000-4000-8000-000000000005', 'd0000000-0000-4000-8000-000000000001', 'application',
   'Application submitted', 'Your application for Logistics Platform Engineer at Globex was sent.',
   '{"company_name": "Globex", "job_title": "Logistics Platform Engineer"}',
   true, now() - interval '6 days'),
  ('bb000000-0000-4000-8000-000000000006', 'd0000000-0000-4000-8000-000000000002', 'application',
   'New application received for Senior Frontend Engineer', 'Maya Okafor has applied for the position.',
   '{"company_name": "Acme Robotics", "job_title": "Senior Frontend Engineer", "candidate_name": "Maya Okafor", "job_application_id": "ab000000-0000-4000-8000-000000000001"}',
   false, now() - interval '3 days'),
  ('bb000000-0000-4000-8000-000000000007', 'd0000000-0000-4000-8000-000000000002', 'chat',
   'New message from Priya Raman', 'I have two more platform engineers who fit the Globex dispatch role.',
   '{"conversation_id": "cc000000-0000-4000-8000-000000000002", "sender_name": "Priya Raman"}',
   false, now() - interval '3 hours'),
  ('bb000000-0000-4000-8000-000000000008', 'd0000000-0000-4000-8000-000000000003', 'interview',
   'Interview scheduled for Maya Okafor', 'Acme Robotics booked a first interview with your candidate.',
   '{"company_name": "Acme Robotics", "candidate_name": "Maya Okafor"}',
   false, now() - interval '1 day'),
  ('bb000000-0000-4000-8000-000000000009', 'd0000000-0000-4000-8000-000000000005', 'chat',
   'New message from Jonas Lindqvist', 'Your recruiter verification is complete.',
   '{"conversation_id": "cc000000-0000-4000-8000-000000000004", "sender_name": "Jonas Lindqvist"}',
   false, now() - interval '50 minutes');

-- Hiring: the jobs and the application the conversations below talk about.
insert into public.jobs (id, company_id, slug, title, description, employment_type, location, workplace,
                         salary_min, salary_max, salary_currency, salary_period, status, published_at, created_by, created_at) values
  ('ab100000-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000001', 'senior-frontend-engineer',
   'Senior Frontend Engineer',
   'Own the operator console our customers use to watch and steer their picking fleets: live maps, alerts and shift reports in React and TypeScript.',
   'full_time', 'Pittsburgh, PA', 'hybrid', 145000, 175000, 'USD', 'year', 'open', now() - interval '21 days',
   'd0000000-0000-4000-8000-000000000002', now() - interval '24 days'),
  ('ab100000-0000-4000-8000-000000000002', 'c0000000-0000-4000-8000-000000000002', 'logistics-platform-engineer',
   'Logistics Platform Engineer',
   'Build the services that plan and track refrigerated loads across Europe: routing, carrier integrations and the event pipeline behind live tracking.',
   'full_time', 'Rotterdam, Netherlands', 'hybrid', 70000, 90000, 'EUR', 'year', 'open', now() - interval '18 days',
   'd0000000-0000-4000-8000-000000000007', now() - interval '20 days');

insert into public.job_applications (id, job_id, user_id, status, cover_note, progress_resume, progress_ai_interview,
                                     progress_screening, match_score, status_changed_at, created_at) values
  ('ab000000-0000-4000-8000-000000000001', 'ab100000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000001',
   'interviewed', 'I led the rebuild of a warehouse dashboard used by 40 sites and would love to do the same for your operators.',
   'reviewed', 'analyzed', 'scheduled', 86, now() - interval '1 day', now() - interval '4 days');

-- Conversations of each category.
insert into public.conversations (id, title, conversation_type, conversation_category, access_level, description,
                                  company_id, job_id, job_application_id, created_by, created_at) values
  ('cc000000-0000-4000-8000-000000000001', null, 'direct', 'hiring', 'private', null,
   'c0000000-0000-4000-8000-000000000001', null, null, 'd0000000-0000-4000-8000-000000000002', now() - interval '2 days'),
  ('cc000000-0000-4000-8000-000000000002', 'Frontend hiring sync', 'group', 'hiring', 'company',
   'Weekly shortlist review for the Senior Frontend Engineer role.',
   'c0000000-0000-4000-8000-000000000001', 'ab100000-0000-4000-8000-000000000001', null,
   'd0000000-0000-4000-8000-000000000002', now() - interval '9 days'),
  ('cc000000-0000-4000-8000-000000000003', 'Senior Frontend Engineer – Maya Okafor', 'group', 'application', 'private',
   'Application conversation for Senior Frontend Engineer at Acme Robotics.',
   'c0000000-0000-4000-8000-000000000001', 'ab100000-0000-4000-8000-000000000001', 'ab000000-0000-4000-8000-000000000001',
   'd0000000-0000-4000-8000-000000000002', now() - interval '3 days'),
  ('cc000000-0000-4000-8000-000000000004', 'Evee Support', 'direct', 'support', 'internal', null,
   null, null, null, 'd0000000-0000-4000-8000-000000000004', now() - interval '4 days');

insert into public.conversation_participants (conversation_id, user_id, participant_role, user_type, joined_at) values
  ('cc000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000002', 'owner', 'company', now() - interval '2 days'),
  ('cc000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000001', 'member', 'talent', now() - interval '2 days'),
  ('cc000000-0000-4000-8000-000000000002', 'd0000000-0000-4000-8000-000000000002', 'owner', 'company', now() - interval '9 days'),
  ('cc000000-0000-4000-8000-000000000002', 'd0000000-0000-4000-8000-000000000006', 'admin', 'company', now() - interval '9 days'),
  ('cc000000-0000-4000-8000-000000000002', 'd0000000-0000-4000-8000-000000000003', 'member', 'recruiter', now() - interval '8 days'),
  ('cc000000-0000-4000-8000-000000000003', 'd0000000-0000-4000-8000-000000000002', 'owner', 'company', now() - interval '3 days'),
  ('cc000000-0000-4000-8000-000000000003', 'd0000000-0000-4000-8000-000000000006', 'member', 'company', now() - interval '3 days'),
  ('cc000000-0000-4000-8000-000000000003', 'd0000000-0000-4000-8000-000000000001', 'member', 'talent', now() - interval '3 days'),
  ('cc000000-0000-4000-8000-000000000004', 'd0000000-0000-4000-8000-000000000004', 'owner', 'internal', now() - interval '4 days'),
  ('cc000000-0000-4000-8000-000000000004', 'd0000000-0000-4000-8000-000000000005', 'member', 'recruiter', now() - interval '4 days');

-- Messages, oldest first. The message trigger counts them and raises unread counts.
insert into public.conversation_messages (id, conversation_id, sender_id, sender_type, content, message_type, created_at) values
  ('ee000000-0000-4000-8000-000000000101', 'cc000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000002', 'user',
   'Hi Maya, thanks for applying to Acme. Your work on the warehouse dashboard caught our eye.', 'text', now() - interval '2 days'),
  ('ee000000-0000-4000-8000-000000000102', 'cc000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000001', 'user',
   'Thank you, Daniel! Happy to walk you through how we cut the map render time in half.', 'text', now() - interval '47 hours'),
  ('ee000000-0000-4000-8000-000000000103', 'cc000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000002', 'user',
   'That would be great. I shared the role brief in the application chat.', 'text', now() - interval '46 hours'),
  ('ee000000-0000-4000-8000-000000000104', 'cc000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000001', 'user',
   'Got it, reading it now.', 'text', now() - interval '45 hours'),
  ('ee000000-0000-4000-8000-000000000105', 'cc000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000002', 'user',
   'Would Thursday at 10:00 work for a call with our engineering manager?', 'text', now() - interval '40 minutes'),
  ('ee000000-0000-4000-8000-000000000201', 'cc000000-0000-4000-8000-000000000002', 'd0000000-0000-4000-8000-000000000002', 'user',
   'Shortlist for the frontend role is in the hiring center. Three strong profiles so far.', 'text', now() - interval '8 days'),
  ('ee000000-0000-4000-8000-000000000202', 'cc000000-0000-4000-8000-000000000002', 'd0000000-0000-4000-8000-000000000006', 'user',
   'I can take first interviews on Tuesdays and Thursdays.', 'text', now() - interval '8 days' + interval '2 hours'),
  ('ee000000-0000-4000-8000-000000000203', 'cc000000-0000-4000-8000-000000000002', 'd0000000-0000-4000-8000-000000000003', 'user',
   'I have two more platform engineers who fit. Sending their profiles this afternoon.', 'text', now() - interval '3 hours'),
  ('ee000000-0000-4000-8000-000000000204', 'cc000000-0000-4000-8000-000000000002', 'd0000000-0000-4000-8000-000000000003', 'user',
   'candidate-profiles-frontend.pdf', 'file', now() - interval '2 hours 50 minutes'),
  ('ee000000-0000-4000-8000-000000000301', 'cc000000-0000-4000-8000-000000000003', null, 'system',
   'Maya Okafor applied for Senior Frontend Engineer.', 'system', now() - interval '3 days'),
  ('ee000000-0000-4000-8000-000000000302', 'cc000000-0000-4000-8000-000000000003', 'd0000000-0000-4000-8000-000000000006', 'user',
   'Hi Maya, I am Sam, the engineering manager for this team. The role brief is pinned above.', 'text', now() - interval '46 hours'),
  ('ee000000-0000-4000-8000-000000000303', 'cc000000-0000-4000-8000-000000000003', 'd0000000-0000-4000-8000-000000000001', 'user',
   'Thanks Sam. Is the team split between Pittsburgh and remote?', 'text', now() - interval '44 hours'),
  ('ee000000-0000-4000-8000-000000000304', 'cc000000-0000-4000-8000-000000000003', 'd0000000-0000-4000-8000-000000000006', 'user',
   'Mostly remote across US time zones, with a week on site each quarter.', 'text', now() - interval '20 hours'),
  ('ee000000-0000-4000-8000-000000000401', 'cc000000-0000-4000-8000-000000000004', 'd0000000-0000-4000-8000-000000000005', 'user',
   'Hi, I submitted my recruiter application last week. Anything else you need from me?', 'text', now() - interval '4 days'),
  ('ee000000-0000-4000-8000-000000000402', 'cc000000-0000-4000-8000-000000000004', 'd0000000-0000-4000-8000-000000000004', 'user',
   'Your recruiter verification is complete. You can now use the Recruiter workspace.', 'text', now() - interval '50 minutes');

update public.conversation_messages
   set attachments = '[{"name": "candidate-profiles-frontend.pdf", "size": 482113, "type": "application/pdf"}]'
 where id = 'ee000000-0000-4000-8000-000000000204';

-- Each participant has read up to their own last message; what others wrote since is unread.
update public.conversation_participants p
   set last_read_at = r.last_read_at,
       unread_count = (
         select count(*) from public.conversation_messages m
          where m.conversation_id = p.conversation_id
            and m.sender_id is distinct from p.user_id
            and m.created_at > coalesce(r.last_read_at, '-infinity'))
  from (
    select pp.id, (select max(m.created_at) from public.conversation_messages m
                    where m.conversation_id = pp.conversation_id and m.sender_id = pp.user_id) as last_read_at
      from public.conversation_participants pp
  ) r
 where r.id = p.id;

-- Notification templates, the queue and the outbox.
insert into public.notification_templates (id, name, type, channel, subject, body, created_at) values
  ('company_invitation_email', 'Company invitation', 'company_invitation', 'email',
   'You''re invited to join {{company_name}} on Evee',
   E'Hi {{recipient_name}},\n\n{{inviter_name}} invited you to join {{company_name}} on Evee as {{role_label}}.\n\nSign in to Evee to accept or decline the invitation.\n\nThe Evee team',
   now() - interval '60 days'),
  ('application_received', 'New application (in app)', 'application', 'in_app',
   'New application received for {{job_title}}', '{{candidate_name}} has applied for the position.',
   now() - interval '60 days'),
  ('interview_scheduled_email', 'Interview scheduled', 'interview', 'email',
   'Interview scheduled: {{job_title}} at {{company_name}}',
   E'Hi {{recipient_name}},\n\nYour interview for {{job_title}} at {{company_name}} is scheduled for {{interview_time}}.\nJoin from your Evee calendar a few minutes early.\n\nGood luck!\nThe Evee team',
   now() - interval '45 days'),
  ('grading_complete', 'Assessment graded (in app)', 'grading', 'in_app',
   'Your {{assessment_name}} has been graded', 'You scored {{score}} out of 100. Open Applications to see the breakdown.',
   now() - interval '30 days'),
  ('chat_digest_email', 'Unread messages digest', 'chat', 'email',
   'You have {{unread_count}} unread messages on Evee',
   E'Hi {{recipient_name}},\n\n{{latest_sender}} and others wrote to you while you were away.\n\nOpen Evee to reply.',
   now() - interval '20 days');

insert into public.notification_queue (id, notification_type, template_id, channel, recipient_user_id, recipient_email,
                                       template_variables, company_id, priority, scheduled_for, status, processed_at, attempts, created_by, created_at) values
  ('9a000000-0000-4000-8000-000000000001', 'company_invitation', 'company_invitation_email', 'email', null, 'jordan.lee@evee.dev',
   '{"recipient_name": "Jordan", "inviter_name": "Hannah Becker", "company_name": "Globex", "role_label": "HR Manager"}',
   'c0000000-0000-4000-8000-000000000002', 3, now() - interval '1 day', 'processed', now() - interval '1 day', 1,
   'd0000000-0000-4000-8000-000000000007', now() - interval '1 day'),
  ('9a000000-0000-4000-8000-000000000002', 'interview', 'interview_scheduled_email', 'email', 'd0000000-0000-4000-8000-000000000001', null,
   jsonb_build_object('recipient_name', 'Maya', 'job_title', 'Senior Frontend Engineer', 'company_name', 'Acme Robotics',
                      'interview_time', to_char(date_trunc('hour', now() + interval '2 days') + interval '10 hours', 'FMDay, FMDD FMMonth "at" HH24:MI "UTC"')),
   'c0000000-0000-4000-8000-000000000001', 5, now() - interval '5 minutes', 'pending', null, 0,
   'd0000000-0000-4000-8000-000000000002', now() - interval '1 day'),
  ('9a000000-0000-4000-8000-000000000003', 'chat', 'chat_digest_email', 'email', 'd0000000-0000-4000-8000-000000000005', null,
   '{"recipient_name": "Alex", "unread_count": 1, "latest_sender": "Jonas Lindqvist"}',
   null, 8, now() + interval '6 hours', 'pending', null, 0, null, now() - interval '50 minutes');

insert into public.email_outbox (to_email, subject, body, template_id, queue_id, created_at, sent_at) values
  ('jordan.lee@evee.dev', 'You''re invited to join Globex on Evee',
   E'Hi Jordan,\n\nHannah Becker invited you to join Globex on Evee as HR Manager.\n\nSign in to Evee to accept or decline the invitation.\n\nThe Evee team',
   'company_invitation_email', '9a000000-0000-4000-8000-000000000001', now() - interval '1 day', now() - interval '1 day');
