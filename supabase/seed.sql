-- Demo data for a new local database. Every demo account signs in with Evee@demo2026.
--   talent@evee.dev     Maya Okafor       talent only; unread notifications of every type,
--                                         including a pending invitation to Acme Robotics
--   company@evee.dev    Daniel Reyes      company only: owner of Acme Robotics, admin of Globex
--   recruiter@evee.dev  Priya Raman       recruiter only
--   internal@evee.dev   Jonas Lindqvist   internal owner only (the owner from seeds/30_internal_team.sql)
--   all@evee.dev        Alex Morgan       talent, company (Globex), recruiter and internal admin
-- Two colleagues fill out the teams: Sam Patel (Acme) and Hannah Becker (Globex owner).
-- Ten more talent (lena.fischer@, marcus.johnson@, aiko.tanaka@, diego.alvarez@,
-- fatima.elamrani@, noah.williams@, chloe.martin@, omar.haddad@, ingrid.nilsen@,
-- tomasz.kowalski@evee.dev) apply to the two companies' jobs; each has a talent profile.
-- Ids are fixed so tests can name them (tests/fixtures/backend.ts (SEED)). The signup trigger
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

-- Hiring. Ten more talent, real accounts like the ones above (same password), each with a
-- full talent profile; Maya has one too. The signup trigger gives them the talent role.
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change)
select
  '00000000-0000-0000-0000-000000000000', u.id, 'authenticated', 'authenticated', u.email,
  extensions.crypt('Evee@demo2026', extensions.gen_salt('bf')), now() - u.age, now() - interval '2 days',
  '{"provider":"email","providers":["email"]}'::jsonb,
  jsonb_build_object('first_name', u.first_name, 'last_name', u.last_name, 'display_name', u.first_name || ' ' || u.last_name),
  now() - u.age, now() - u.age,
  '', '', '', ''
from (values
  ('d0000000-0000-4000-8000-000000000011'::uuid, 'lena.fischer@evee.dev', 'Lena', 'Fischer', interval '70 days'),
  ('d0000000-0000-4000-8000-000000000012'::uuid, 'marcus.johnson@evee.dev', 'Marcus', 'Johnson', interval '64 days'),
  ('d0000000-0000-4000-8000-000000000013'::uuid, 'aiko.tanaka@evee.dev', 'Aiko', 'Tanaka', interval '41 days'),
  ('d0000000-0000-4000-8000-000000000014'::uuid, 'diego.alvarez@evee.dev', 'Diego', 'Alvarez', interval '88 days'),
  ('d0000000-0000-4000-8000-000000000015'::uuid, 'fatima.elamrani@evee.dev', 'Fatima', 'El Amrani', interval '120 days'),
  ('d0000000-0000-4000-8000-000000000016'::uuid, 'noah.williams@evee.dev', 'Noah', 'Williams', interval '75 days'),
  ('d0000000-0000-4000-8000-000000000017'::uuid, 'chloe.martin@evee.dev', 'Chloé', 'Martin', interval '59 days'),
  ('d0000000-0000-4000-8000-000000000018'::uuid, 'omar.haddad@evee.dev', 'Omar', 'Haddad', interval '97 days'),
  ('d0000000-0000-4000-8000-000000000019'::uuid, 'ingrid.nilsen@evee.dev', 'Ingrid', 'Nilsen', interval '50 days'),
  ('d0000000-0000-4000-8000-000000000020'::uuid, 'tomasz.kowalski@evee.dev', 'Tomasz', 'Kowalski', interval '133 days')
) as u (id, email, first_name, last_name, age);

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select u.id::text, u.id,
       jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
       'email', u.last_sign_in_at, u.created_at, u.updated_at
from auth.users u
where u.id::text like 'd0000000-0000-4000-8000-00000000001_' or u.id = 'd0000000-0000-4000-8000-000000000020';

update public.user_profiles p
   set avatar_url = 'https://i.pravatar.cc/160?img=' || a.img, updated_at = now() - interval '10 days'
  from (values
    ('d0000000-0000-4000-8000-000000000011'::uuid, 5), ('d0000000-0000-4000-8000-000000000012'::uuid, 15),
    ('d0000000-0000-4000-8000-000000000013'::uuid, 44), ('d0000000-0000-4000-8000-000000000014'::uuid, 59),
    ('d0000000-0000-4000-8000-000000000015'::uuid, 26), ('d0000000-0000-4000-8000-000000000016'::uuid, 68),
    ('d0000000-0000-4000-8000-000000000018'::uuid, 51), ('d0000000-0000-4000-8000-000000000019'::uuid, 36)
  ) as a (user_id, img)
 where p.user_id = a.user_id;

insert into public.talent_profiles (id, user_id, headline, location, experience_years, skills, work_experience, education,
                                    expected_rate, expected_rate_currency, expected_rate_period, employment_type, phone, links,
                                    open_to_recruiters, show_email, show_phone, created_at) values
  ('ab300000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000001',
   'Senior frontend engineer: React, TypeScript and data-heavy operations dashboards', 'Columbus, OH', 8,
   '{React,TypeScript,"State management",GraphQL,"Web performance",Accessibility}',
   '[{"title": "Senior Frontend Engineer", "company": "Northline Logistics", "period": "2022 – present", "description": "Rebuilt the warehouse dashboard used at 40 sites; cut map render time by half and led a team of four."},
     {"title": "Frontend Engineer", "company": "Brightcart", "period": "2018 – 2022", "description": "Checkout and order tracking for a grocery delivery app with 2 million monthly users."}]',
   '[{"school": "Ohio State University", "degree": "B.Sc. Computer Science", "period": "2014 – 2018"}]',
   160000, 'USD', 'year', 'full_time', '+1 614 555 0147',
   '[{"label": "GitHub", "url": "https://github.com/mayaokafor"}, {"label": "Portfolio", "url": "https://mayaokafor.dev"}]',
   true, true, false, now() - interval '90 days'),
  ('ab300000-0000-4000-8000-000000000011', 'd0000000-0000-4000-8000-000000000011',
   'Frontend engineer who designs the systems she builds', 'Berlin, Germany', 6,
   '{React,TypeScript,"Design systems",Storybook,Figma,Testing}',
   '[{"title": "Frontend Engineer", "company": "Kiezwerk", "period": "2021 – present", "description": "Owns the component library shared by five product teams."},
     {"title": "UI Developer", "company": "Lumen Studio", "period": "2019 – 2021", "description": "Built marketing sites and booking flows for hotel groups."}]',
   '[{"school": "HTW Berlin", "degree": "B.Sc. Applied Computer Science", "period": "2015 – 2019"}]',
   150000, 'USD', 'year', 'full_time', '+49 30 5550 1822',
   '[{"label": "GitHub", "url": "https://github.com/lenafischer"}]', true, true, false, now() - interval '68 days'),
  ('ab300000-0000-4000-8000-000000000012', 'd0000000-0000-4000-8000-000000000012',
   'Full-stack developer moving into frontend leadership', 'Atlanta, GA', 5,
   '{JavaScript,React,Node.js,PostgreSQL,CSS}',
   '[{"title": "Full-stack Developer", "company": "Peachtree Health", "period": "2020 – present", "description": "Patient scheduling portal and its appointment API."}]',
   '[{"school": "Georgia State University", "degree": "B.B.A. Computer Information Systems", "period": "2015 – 2019"}]',
   125000, 'USD', 'year', 'full_time', '+1 404 555 0199', '[]', false, true, true, now() - interval '62 days'),
  ('ab300000-0000-4000-8000-000000000013', 'd0000000-0000-4000-8000-000000000013',
   'Frontend engineer focused on real-time maps and visualisation', 'Seattle, WA', 4,
   '{TypeScript,React,WebGL,Mapbox,D3.js}',
   '[{"title": "Software Engineer", "company": "Cascade Transit", "period": "2022 – present", "description": "Live vehicle map for a regional bus network."},
     {"title": "Graduate Engineer", "company": "Orbital Maps", "period": "2021 – 2022", "description": "Tile rendering and label placement."}]',
   '[{"school": "University of Washington", "degree": "B.Sc. Informatics", "period": "2017 – 2021"}]',
   140000, 'USD', 'year', 'full_time', null,
   '[{"label": "Portfolio", "url": "https://aikotanaka.dev"}]', true, false, false, now() - interval '40 days'),
  ('ab300000-0000-4000-8000-000000000014', 'd0000000-0000-4000-8000-000000000014',
   'Backend engineer: distributed systems, Go and Kubernetes', 'Austin, TX', 9,
   '{Go,Kubernetes,PostgreSQL,Kafka,"System design",Terraform}',
   '[{"title": "Senior Backend Engineer", "company": "Freightly", "period": "2019 – present", "description": "Route optimisation service planning 30,000 loads a day."},
     {"title": "Software Engineer", "company": "Lone Star Payments", "period": "2015 – 2019", "description": "Card authorisation service and its reconciliation jobs."}]',
   '[{"school": "Texas A&M University", "degree": "B.Sc. Computer Engineering", "period": "2011 – 2015"}]',
   195000, 'USD', 'year', 'full_time', '+1 512 555 0130',
   '[{"label": "GitHub", "url": "https://github.com/dalvarez"}, {"label": "LinkedIn", "url": "https://www.linkedin.com/in/diego-alvarez-eng"}]',
   true, true, true, now() - interval '85 days'),
  ('ab300000-0000-4000-8000-000000000015', 'd0000000-0000-4000-8000-000000000015',
   'Backend and compliance engineer for regulated logistics', 'Antwerp, Belgium', 7,
   '{Python,Django,PostgreSQL,"GDP compliance",AWS}',
   '[{"title": "Backend Engineer", "company": "PharmaRoute", "period": "2020 – present", "description": "Temperature excursion alerts and audit trails for pharmaceutical shipments."},
     {"title": "Quality Analyst", "company": "Scheldt Cold Storage", "period": "2017 – 2020", "description": "Ran GDP audits across three warehouses."}]',
   '[{"school": "University of Antwerp", "degree": "M.Sc. Business Engineering", "period": "2012 – 2017"}]',
   78000, 'EUR', 'year', 'full_time', '+32 3 555 28 19', '[]', true, true, false, now() - interval '110 days'),
  ('ab300000-0000-4000-8000-000000000016', 'd0000000-0000-4000-8000-000000000016',
   'Robotics student building pick-and-place demos', 'Pittsburgh, PA', 1,
   '{Python,ROS,C++,"Computer vision"}',
   '[{"title": "Research Assistant", "company": "CMU Manipulation Lab", "period": "2025 – present", "description": "Grasp success benchmarks on cluttered bins."}]',
   '[{"school": "Carnegie Mellon University", "degree": "B.Sc. Mechanical Engineering (expected 2027)", "period": "2023 – 2027"}]',
   30, 'USD', 'hour', 'internship', null,
   '[{"label": "GitHub", "url": "https://github.com/noahw-robotics"}]', false, true, false, now() - interval '74 days'),
  ('ab300000-0000-4000-8000-000000000017', 'd0000000-0000-4000-8000-000000000017',
   'Transport planner with eight years on the dispatch desk', 'Lille, France', 8,
   '{"Route planning","Carrier management",TMS,Excel,French,Dutch}',
   '[{"title": "Dispatch Planner", "company": "Transports Verhaeghe", "period": "2019 – present", "description": "Plans 120 refrigerated trucks a day between France and Benelux."},
     {"title": "Logistics Coordinator", "company": "Nord Frais", "period": "2016 – 2019", "description": "Customer bookings and carrier follow-up."}]',
   '[{"school": "IUT de Lille", "degree": "DUT Gestion logistique et transport", "period": "2014 – 2016"}]',
   3900, 'EUR', 'month', 'full_time', '+33 3 55 50 12 40', '[]', true, true, true, now() - interval '58 days'),
  ('ab300000-0000-4000-8000-000000000018', 'd0000000-0000-4000-8000-000000000018',
   'Machine learning engineer: perception and reinforcement learning', 'Montreal, QC', 6,
   '{Python,PyTorch,"Reinforcement learning","Computer vision",CUDA}',
   '[{"title": "ML Engineer", "company": "Glacier Robotics", "period": "2021 – present", "description": "Trained grasp policies now running on 300 arms."},
     {"title": "Research Intern", "company": "Mila", "period": "2019 – 2020", "description": "Sim-to-real transfer for manipulation."}]',
   '[{"school": "McGill University", "degree": "M.Sc. Computer Science", "period": "2018 – 2020"}]',
   185000, 'USD', 'year', 'full_time', null,
   '[{"label": "Google Scholar", "url": "https://scholar.google.com/citations?user=ohaddad"}]', true, false, false, now() - interval '95 days'),
  ('ab300000-0000-4000-8000-000000000019', 'd0000000-0000-4000-8000-000000000019',
   'Platform engineer: event pipelines and observability', 'Oslo, Norway', 7,
   '{Kotlin,Kafka,Kubernetes,Grafana,PostgreSQL}',
   '[{"title": "Platform Engineer", "company": "Fjordline Shipping", "period": "2020 – present", "description": "Vessel tracking event pipeline, 4 billion events a month."},
     {"title": "Backend Developer", "company": "Nordpost", "period": "2017 – 2020", "description": "Parcel status API."}]',
   '[{"school": "NTNU", "degree": "M.Sc. Computer Science", "period": "2012 – 2017"}]',
   95000, 'EUR', 'year', 'full_time', '+47 555 10 334',
   '[{"label": "GitHub", "url": "https://github.com/ingridnilsen"}]', true, true, false, now() - interval '49 days'),
  ('ab300000-0000-4000-8000-000000000020', 'd0000000-0000-4000-8000-000000000020',
   'Senior backend engineer for logistics and tracking platforms', 'Gdansk, Poland', 11,
   '{Java,Spring,Kafka,PostgreSQL,"Domain-driven design"}',
   '[{"title": "Lead Backend Engineer", "company": "Baltic Cargo Systems", "period": "2018 – present", "description": "Shipment tracking platform used by 60 carriers."},
     {"title": "Java Developer", "company": "Pomerania Soft", "period": "2013 – 2018", "description": "Warehouse management integrations."}]',
   '[{"school": "Gdansk University of Technology", "degree": "M.Sc. Computer Science", "period": "2008 – 2013"}]',
   88000, 'EUR', 'year', 'contract', '+48 58 555 21 07', '[]', false, true, false, now() - interval '130 days');

-- Hiring plans of each status for both companies; some deadlines have passed.
insert into public.hiring_plans (id, company_id, title, goal, status, department, priority, budget, budget_currency,
                                 positions, deadline, needs_recruiter, created_by, created_at) values
  ('ab200000-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000001', 'Operator console team',
   'Grow the team behind the operator console from two to five engineers before the spring fleet launch.',
   'ongoing', 'Engineering', 'high', 540000, 'USD', 3, current_date + 45, true, 'd0000000-0000-4000-8000-000000000002', now() - interval '30 days'),
  ('ab200000-0000-4000-8000-000000000002', 'c0000000-0000-4000-8000-000000000001', 'Midwest field service',
   'Two technicians to install and maintain arms at customer sites in Ohio and Indiana.',
   'propose', 'Field Operations', 'medium', 150000, 'USD', 2, current_date + 90, false, 'd0000000-0000-4000-8000-000000000006', now() - interval '6 days'),
  ('ab200000-0000-4000-8000-000000000003', 'c0000000-0000-4000-8000-000000000001', 'Grasp planning research',
   'A machine learning engineer to bring learned grasping to mixed-SKU bins. On hold until the next funding round closes.',
   'paused', 'Research', 'low', 210000, 'USD', 1, current_date - 10, true, 'd0000000-0000-4000-8000-000000000002', now() - interval '55 days'),
  ('ab200000-0000-4000-8000-000000000004', 'c0000000-0000-4000-8000-000000000001', 'Summer internships',
   'Robotics software interns for the summer cohort.',
   'past', 'Engineering', 'medium', 48000, 'USD', 2, current_date - 40, false, 'd0000000-0000-4000-8000-000000000006', now() - interval '80 days'),
  ('ab200000-0000-4000-8000-000000000005', 'c0000000-0000-4000-8000-000000000002', 'Dispatch platform rebuild',
   'Replace the legacy dispatch system: platform and reliability engineers to own routing, tracking and on-call.',
   'ongoing', 'Technology', 'high', 380000, 'EUR', 4, current_date + 60, false, 'd0000000-0000-4000-8000-000000000007', now() - interval '28 days'),
  ('ab200000-0000-4000-8000-000000000006', 'c0000000-0000-4000-8000-000000000002', 'Benelux customer operations',
   'Planners and customer operations staff for the new Antwerp hub.',
   'propose', 'Operations', 'medium', 160000, 'EUR', 3, current_date + 75, true, 'd0000000-0000-4000-8000-000000000005', now() - interval '9 days'),
  ('ab200000-0000-4000-8000-000000000007', 'c0000000-0000-4000-8000-000000000002', 'Data team',
   'A senior data engineer for shipment analytics. Paused while the warehouse migration finishes.',
   'paused', 'Technology', 'low', 95000, 'EUR', 1, current_date + 20, false, 'd0000000-0000-4000-8000-000000000002', now() - interval '47 days'),
  ('ab200000-0000-4000-8000-000000000008', 'c0000000-0000-4000-8000-000000000002', 'Cold-chain compliance',
   'A compliance analyst ahead of the GDP audit.',
   'past', 'Quality', 'high', 70000, 'EUR', 1, current_date - 25, true, 'd0000000-0000-4000-8000-000000000007', now() - interval '75 days');

-- Jobs: open, draft, paused and closed. Jobs that opened keep their first publication time.
insert into public.jobs (id, company_id, hiring_plan_id, slug, title, description, employment_type, location, workplace,
                         salary_min, salary_max, salary_currency, salary_period, status, published_at, created_by, created_at) values
  ('ab100000-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000001', 'ab200000-0000-4000-8000-000000000001',
   'senior-frontend-engineer', 'Senior Frontend Engineer',
   'Own the operator console our customers use to watch and steer their picking fleets: live maps, alerts and shift reports in React and TypeScript.',
   'full_time', 'Pittsburgh, PA', 'hybrid', 145000, 175000, 'USD', 'year', 'open', now() - interval '27 days',
   'd0000000-0000-4000-8000-000000000002', now() - interval '29 days'),
  ('ab100000-0000-4000-8000-000000000003', 'c0000000-0000-4000-8000-000000000001', 'ab200000-0000-4000-8000-000000000001',
   'staff-backend-engineer-fleet-planning', 'Staff Backend Engineer, Fleet Planning',
   'Design the planner that assigns thousands of picks an hour across a fleet of arms, and the APIs the console reads it through.',
   'full_time', 'United States', 'remote', 180000, 215000, 'USD', 'year', 'open', now() - interval '22 days',
   'd0000000-0000-4000-8000-000000000002', now() - interval '23 days'),
  ('ab100000-0000-4000-8000-000000000004', 'c0000000-0000-4000-8000-000000000001', 'ab200000-0000-4000-8000-000000000001',
   null, 'Product Designer, Operator Tools',
   'Shape how shift leads see and fix a stalled fleet, from first sketch to shipped screen.',
   'full_time', 'Pittsburgh, PA', 'hybrid', 120000, 145000, 'USD', 'year', 'draft', null,
   'd0000000-0000-4000-8000-000000000006', now() - interval '3 days'),
  ('ab100000-0000-4000-8000-000000000005', 'c0000000-0000-4000-8000-000000000001', 'ab200000-0000-4000-8000-000000000002',
   'field-service-technician', 'Field Service Technician',
   'Install, calibrate and service picking arms at customer warehouses; about 60% travel within Ohio and Indiana.',
   'full_time', 'Columbus, OH', 'onsite', 32, 41, 'USD', 'hour', 'draft', null,
   'd0000000-0000-4000-8000-000000000006', now() - interval '5 days'),
  ('ab100000-0000-4000-8000-000000000006', 'c0000000-0000-4000-8000-000000000001', 'ab200000-0000-4000-8000-000000000004',
   'robotics-software-intern', 'Robotics Software Intern',
   'Twelve weeks on the motion team: write and test the code that moves real arms.',
   'internship', 'Pittsburgh, PA', 'onsite', 28, 32, 'USD', 'hour', 'closed', now() - interval '78 days',
   'd0000000-0000-4000-8000-000000000006', now() - interval '79 days'),
  ('ab100000-0000-4000-8000-000000000007', 'c0000000-0000-4000-8000-000000000001', 'ab200000-0000-4000-8000-000000000003',
   'machine-learning-engineer-grasping', 'Machine Learning Engineer, Grasping',
   'Train and ship grasp policies for bins of mixed products, from simulation to the warehouse floor.',
   'full_time', 'Pittsburgh, PA', 'hybrid', 170000, 200000, 'USD', 'year', 'paused', now() - interval '50 days',
   'd0000000-0000-4000-8000-000000000002', now() - interval '52 days'),
  ('ab100000-0000-4000-8000-000000000002', 'c0000000-0000-4000-8000-000000000002', 'ab200000-0000-4000-8000-000000000005',
   'logistics-platform-engineer', 'Logistics Platform Engineer',
   'Build the services that plan and track refrigerated loads across Europe: routing, carrier integrations and the event pipeline behind live tracking.',
   'full_time', 'Rotterdam, Netherlands', 'hybrid', 70000, 90000, 'EUR', 'year', 'open', now() - interval '25 days',
   'd0000000-0000-4000-8000-000000000007', now() - interval '26 days'),
  ('ab100000-0000-4000-8000-000000000008', 'c0000000-0000-4000-8000-000000000002', 'ab200000-0000-4000-8000-000000000007',
   'senior-data-engineer', 'Senior Data Engineer',
   'Own the shipment analytics warehouse and the pipelines that feed it from tracking and billing.',
   'full_time', 'Rotterdam, Netherlands', 'hybrid', 75000, 92000, 'EUR', 'year', 'paused', now() - interval '44 days',
   'd0000000-0000-4000-8000-000000000002', now() - interval '46 days'),
  ('ab100000-0000-4000-8000-000000000009', 'c0000000-0000-4000-8000-000000000002', null,
   'dispatch-planner', 'Dispatch Planner',
   'Plan refrigerated loads between Benelux and northern France, and keep carriers and customers informed when plans change.',
   'full_time', 'Antwerp, Belgium', 'onsite', 46000, 55000, 'EUR', 'year', 'open', now() - interval '12 days',
   'd0000000-0000-4000-8000-000000000005', now() - interval '12 days'),
  ('ab100000-0000-4000-8000-000000000010', 'c0000000-0000-4000-8000-000000000002', 'ab200000-0000-4000-8000-000000000006',
   null, 'Customer Operations Specialist (Dutch and French)',
   'Be the first call for shippers at the Antwerp hub: bookings, claims and delivery updates.',
   'part_time', 'Antwerp, Belgium', 'hybrid', 2400, 2900, 'EUR', 'month', 'draft', null,
   'd0000000-0000-4000-8000-000000000005', now() - interval '2 days'),
  ('ab100000-0000-4000-8000-000000000011', 'c0000000-0000-4000-8000-000000000002', 'ab200000-0000-4000-8000-000000000008',
   'compliance-analyst-cold-chain', 'Compliance Analyst, Cold Chain',
   'Keep our temperature records audit-ready and lead the GDP inspection with the quality manager.',
   'contract', 'Rotterdam, Netherlands', 'onsite', 60000, 70000, 'EUR', 'year', 'closed', now() - interval '70 days',
   'd0000000-0000-4000-8000-000000000007', now() - interval '72 days'),
  ('ab100000-0000-4000-8000-000000000012', 'c0000000-0000-4000-8000-000000000002', 'ab200000-0000-4000-8000-000000000005',
   'site-reliability-engineer', 'Site Reliability Engineer',
   'Run the new dispatch platform: Kubernetes, observability, incident response and the on-call rota that goes with it.',
   'full_time', 'Europe', 'remote', 85000, 105000, 'EUR', 'year', 'open', now() - interval '16 days',
   'd0000000-0000-4000-8000-000000000007', now() - interval '17 days');

-- Applications across every status, with the AI interview's assessment where it ran.
insert into public.job_applications (id, job_id, user_id, status, cover_note, resume_url, progress_resume,
                                     progress_ai_interview, progress_screening, match_score, assessment,
                                     rejection_reason, status_changed_at, created_at)
select a.id, a.job_id, a.user_id, a.status::public.application_status, a.cover_note,
       'https://files.evee.dev/resumes/' || a.user_id || '.pdf',
       case when a.status = 'reviewing' and a.ai is null then 'submitted' else 'reviewed' end,
       a.ai, a.screening, a.score,
       case when a.ai = 'analyzed' then jsonb_build_object(
         'summary', a.summary,
         'skills', (select jsonb_agg(jsonb_build_object('skill', split_part(s, ':', 1), 'score', split_part(s, ':', 2)::int) order by o)
                      from unnest(string_to_array(a.skills, ',')) with ordinality as x(s, o)),
         'communication', a.communication,
         'professional', a.professional,
         'video_interview', jsonb_build_object(
           'date', to_char((now() - a.applied + interval '2 days') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
           'duration_minutes', a.minutes, 'has_transcription', true, 'original_language', a.language)) end,
       a.rejection, now() - a.changed, now() - a.applied
from (values
  ('ab000000-0000-4000-8000-000000000001'::uuid, 'ab100000-0000-4000-8000-000000000001'::uuid, 'd0000000-0000-4000-8000-000000000001'::uuid,
   'interviewed', 'I led the rebuild of a warehouse dashboard used at 40 sites and would love to do the same for your operators.',
   'analyzed', 'scheduled', 86, null, interval '4 days', interval '1 day',
   'Strong React and TypeScript engineer with deep experience in real-time operational dashboards. Explained state management trade-offs clearly and gave concrete performance numbers.',
   'React:92,TypeScript:88,State management:90,Testing:74,Accessibility:70', 88, 84, 32, 'English'),
  ('ab000000-0000-4000-8000-000000000002', 'ab100000-0000-4000-8000-000000000002', 'd0000000-0000-4000-8000-000000000001',
   'reviewing', 'Your tracking rebuild sounds a lot like the dispatch map I built at Northline; happy to relocate to Rotterdam.',
   null, null, null, null, interval '6 days', interval '6 days', null, null, null, null, null, null),
  ('ab000000-0000-4000-8000-000000000003', 'ab100000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000011',
   'hired', 'I maintain a design system used by five teams and care a lot about consistent, accessible operator tools.',
   'analyzed', 'scheduled', 91, null, interval '25 days', interval '5 days',
   'Excellent component architecture and testing discipline. Showed a design system she built end to end and walked through its accessibility audits.',
   'React:94,TypeScript:90,Design systems:96,Testing:88,Accessibility:89', 90, 92, 38, 'German'),
  ('ab000000-0000-4000-8000-000000000004', 'ab100000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000012',
   'rejected', 'Full-stack developer keen to focus on frontend work at a robotics company.',
   'analyzed', 'pending', 58, 'We are looking for more experience with large TypeScript codebases for this senior role.',
   interval '20 days', interval '14 days',
   'Solid JavaScript fundamentals; less depth in TypeScript and in structuring large React applications.',
   'React:68,TypeScript:52,State management:60,Testing:55,CSS:80', 76, 65, 27, 'English'),
  ('ab000000-0000-4000-8000-000000000005', 'ab100000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000013',
   'reviewing', 'I build live transit maps in WebGL and would love to work on your fleet map.',
   'completed', null, null, null, interval '2 days', interval '2 days', null, null, null, null, null, null),
  ('ab000000-0000-4000-8000-000000000006', 'ab100000-0000-4000-8000-000000000003', 'd0000000-0000-4000-8000-000000000014',
   'interviewed', 'I plan 30,000 freight loads a day in Go; a fleet of arms sounds like the same problem at a smaller scale.',
   'analyzed', 'scheduled', 88, null, interval '15 days', interval '3 days',
   'Senior backend engineer with strong distributed systems design. Clear on consistency trade-offs; slightly light on robotics domain knowledge.',
   'Go:93,System design:91,PostgreSQL:85,Kubernetes:82,Kafka:80', 82, 90, 41, 'Spanish'),
  ('ab000000-0000-4000-8000-000000000007', 'ab100000-0000-4000-8000-000000000003', 'd0000000-0000-4000-8000-000000000015',
   'talent_reserved', 'Backend engineer used to regulated, audited systems.',
   'analyzed', 'pending', 74, null, interval '18 days', interval '8 days',
   'Careful backend engineer with strong auditing and data integrity instincts; better suited to a compliance-heavy role than fleet planning.',
   'Python:88,PostgreSQL:86,System design:70,AWS:78', 85, 83, 29, 'French'),
  ('ab000000-0000-4000-8000-000000000008', 'ab100000-0000-4000-8000-000000000006', 'd0000000-0000-4000-8000-000000000016',
   'hired', 'I benchmark grasp success in the CMU manipulation lab and want to see it on a real warehouse floor.',
   'analyzed', 'scheduled', 84, null, interval '70 days', interval '52 days',
   'Enthusiastic robotics student with hands-on ROS experience and good debugging habits.',
   'Python:82,ROS:85,C++:70,Computer vision:74', 80, 78, 25, 'English'),
  ('ab000000-0000-4000-8000-000000000009', 'ab100000-0000-4000-8000-000000000006', 'd0000000-0000-4000-8000-000000000017',
   'rejected', 'Looking to move from dispatch planning into robotics.',
   null, null, 31, 'The internship is for students in a robotics or computer science programme.',
   interval '66 days', interval '60 days', null, null, null, null, null, null),
  ('ab000000-0000-4000-8000-000000000010', 'ab100000-0000-4000-8000-000000000007', 'd0000000-0000-4000-8000-000000000018',
   'talent_reserved', 'My grasp policies run on 300 arms today; I would like to take learned grasping to mixed-SKU bins.',
   'analyzed', 'scheduled', 93, null, interval '45 days', interval '30 days',
   'Outstanding applied ML engineer with production robotics experience. Kept in reserve while the plan is paused.',
   'PyTorch:95,Reinforcement learning:92,Computer vision:90,Python:93,CUDA:80', 86, 91, 44, 'English'),
  ('ab000000-0000-4000-8000-000000000011', 'ab100000-0000-4000-8000-000000000002', 'd0000000-0000-4000-8000-000000000019',
   'interviewed', 'I run a vessel tracking pipeline of four billion events a month.',
   'analyzed', 'scheduled', 89, null, interval '19 days', interval '4 days',
   'Strong platform engineer; event pipelines and observability are clear strengths. Asked good questions about on-call.',
   'Kafka:92,Kubernetes:88,Kotlin:85,Observability:90,PostgreSQL:80', 84, 88, 35, 'Norwegian'),
  ('ab000000-0000-4000-8000-000000000012', 'ab100000-0000-4000-8000-000000000002', 'd0000000-0000-4000-8000-000000000020',
   'hired', 'I lead the tracking platform used by 60 carriers at Baltic Cargo Systems.',
   'analyzed', 'scheduled', 92, null, interval '24 days', interval '7 days',
   'Very experienced logistics backend lead; domain-driven design and carrier integrations are exactly what the rebuild needs.',
   'Java:94,Kafka:88,Domain-driven design:92,PostgreSQL:87', 83, 93, 40, 'Polish'),
  ('ab000000-0000-4000-8000-000000000013', 'ab100000-0000-4000-8000-000000000012', 'd0000000-0000-4000-8000-000000000014',
   'reviewing', 'Happy to own on-call for a platform I help build.',
   null, null, null, null, interval '5 days', interval '5 days', null, null, null, null, null, null),
  ('ab000000-0000-4000-8000-000000000014', 'ab100000-0000-4000-8000-000000000012', 'd0000000-0000-4000-8000-000000000018',
   'rejected', 'Interested in infrastructure for ML-heavy platforms.',
   'analyzed', 'pending', 47, 'The role needs hands-on Kubernetes operations experience.',
   interval '13 days', interval '9 days',
   'Strong ML background but limited operations experience; not a fit for a reliability role.',
   'Kubernetes:45,Observability:50,Python:90,Incident response:40', 80, 70, 22, 'French'),
  ('ab000000-0000-4000-8000-000000000015', 'ab100000-0000-4000-8000-000000000009', 'd0000000-0000-4000-8000-000000000017',
   'reviewing', 'I plan 120 refrigerated trucks a day between France and Benelux and speak French and Dutch.',
   'completed', null, null, null, interval '1 day', interval '1 day', null, null, null, null, null, null),
  ('ab000000-0000-4000-8000-000000000016', 'ab100000-0000-4000-8000-000000000011', 'd0000000-0000-4000-8000-000000000015',
   'hired', 'I have run GDP audits in three cold stores and built excursion alerting for pharma shipments.',
   'analyzed', 'scheduled', 95, null, interval '65 days', interval '50 days',
   'Ideal compliance profile: audit experience plus the engineering skills to automate temperature records.',
   'GDP compliance:96,Auditing:92,Python:85,PostgreSQL:82', 91, 94, 36, 'Dutch'),
  ('ab000000-0000-4000-8000-000000000017', 'ab100000-0000-4000-8000-000000000009', 'd0000000-0000-4000-8000-000000000016',
   'talent_reserved', 'Summer job before my final year; I know Excel and route planning from a logistics course.',
   null, null, 52, null, interval '10 days', interval '6 days', null, null, null, null, null, null),
  ('ab000000-0000-4000-8000-000000000018', 'ab100000-0000-4000-8000-000000000008', 'd0000000-0000-4000-8000-000000000013',
   'interviewed', 'I have built the data side of a live transit map and would like to go deeper into data engineering.',
   'analyzed', 'pending', 71, null, interval '40 days', interval '33 days',
   'Good SQL and visualisation skills; growing into pipeline design. Interview done before the plan paused.',
   'SQL:84,Python:76,Data modelling:70,Airflow:55', 86, 79, 30, 'Japanese'),
  ('ab000000-0000-4000-8000-000000000019', 'ab100000-0000-4000-8000-000000000012', 'd0000000-0000-4000-8000-000000000012',
   'interviewed', 'I run the deployment pipeline and monitoring for our patient portal.',
   'analyzed', 'scheduled', 69, null, interval '11 days', interval '2 days',
   'Practical operations experience on a smaller scale; promising but would need support on Kubernetes.',
   'Kubernetes:60,Observability:72,Node.js:85,Incident response:66', 81, 74, 28, 'English'),
  ('ab000000-0000-4000-8000-000000000020', 'ab100000-0000-4000-8000-000000000011', 'd0000000-0000-4000-8000-000000000019',
   'rejected', 'Interested in the quality side of cold-chain logistics.',
   null, null, 40, 'We went ahead with a candidate who has GDP audit experience.',
   interval '68 days', interval '55 days', null, null, null, null, null, null)
) as a (id, job_id, user_id, status, cover_note, ai, screening, score, rejection, applied, changed,
        summary, skills, communication, professional, minutes, language);

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

-- Templates a company sends its team, invitees and applicants (the others are Evee's own).
update public.notification_templates
   set company_may_send = true
 where id in ('company_invitation_email', 'application_received', 'interview_scheduled_email', 'grading_complete');

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

-- Job Search. Two more companies with open roles, so search has something to rank: varied
-- places, workplaces, employment types and salaries. They have no team yet (no creator).
insert into public.companies (id, name, identifier, description, website, location, size, industry, created_at) values
  ('c0000000-0000-4000-8000-000000000003', 'Northwind Health', 'northwind-health',
   'Northwind Health builds scheduling and records software for community clinics.',
   'https://northwind.evee.dev', 'Toronto, Canada', '51-200', 'Health Tech', now() - interval '150 days'),
  ('c0000000-0000-4000-8000-000000000004', 'Initech Labs', 'initech-labs',
   'Initech Labs makes payment reconciliation tools for small banks and credit unions.',
   'https://initech.evee.dev', 'Austin, TX', '11-50', 'Fintech', now() - interval '90 days');

insert into public.jobs (id, company_id, slug, title, description, employment_type, location, workplace,
                         salary_min, salary_max, salary_currency, salary_period, status, published_at, created_at) values
  ('ab100000-0000-4000-8000-000000000101', 'c0000000-0000-4000-8000-000000000003', 'frontend-engineer-patient-portal',
   'Frontend Engineer, Patient Portal', 'Build the portal patients use to book visits and read results: React, TypeScript and accessibility first.',
   'full_time', 'Toronto, Canada', 'hybrid', 110000, 135000, 'CAD', 'year', 'open', now() - interval '3 days', now() - interval '4 days'),
  ('ab100000-0000-4000-8000-000000000102', 'c0000000-0000-4000-8000-000000000003', 'clinical-data-engineer',
   'Clinical Data Engineer', 'Model clinic schedules and records in PostgreSQL, and keep the nightly exports to health authorities correct.',
   'full_time', 'Canada', 'remote', 120000, 150000, 'CAD', 'year', 'open', now() - interval '9 days', now() - interval '10 days'),
  ('ab100000-0000-4000-8000-000000000103', 'c0000000-0000-4000-8000-000000000003', 'product-designer-clinics',
   'Product Designer', 'Design calm, fast tools for front-desk staff in busy clinics; research with the people who use them daily.',
   'contract', 'Toronto, Canada', 'onsite', 75, 95, 'CAD', 'hour', 'open', now() - interval '12 days', now() - interval '13 days'),
  ('ab100000-0000-4000-8000-000000000104', 'c0000000-0000-4000-8000-000000000003', 'support-specialist-part-time',
   'Customer Support Specialist', 'Help clinics get the most out of Northwind by e-mail and phone; part-time, afternoons.',
   'part_time', 'Vancouver, Canada', 'remote', 28, 34, 'CAD', 'hour', 'open', now() - interval '1 day', now() - interval '2 days'),
  ('ab100000-0000-4000-8000-000000000105', 'c0000000-0000-4000-8000-000000000003', 'software-engineering-intern',
   'Software Engineering Intern', 'A summer on the scheduling team: ship real features with a mentor, in TypeScript and Go.',
   'internship', 'Toronto, Canada', 'hybrid', 30, 35, 'CAD', 'hour', 'open', now() - interval '20 days', now() - interval '21 days'),
  ('ab100000-0000-4000-8000-000000000106', 'c0000000-0000-4000-8000-000000000004', 'backend-engineer-payments',
   'Backend Engineer, Payments', 'Reconcile millions of ledger entries a day in Go and PostgreSQL; correctness over cleverness.',
   'full_time', 'Austin, TX', 'onsite', 140000, 170000, 'USD', 'year', 'open', now() - interval '5 days', now() - interval '6 days'),
  ('ab100000-0000-4000-8000-000000000107', 'c0000000-0000-4000-8000-000000000004', 'senior-frontend-engineer',
   'Senior Frontend Engineer', 'Lead the reconciliation dashboard bankers use all day: dense tables, keyboard-first, React.',
   'full_time', 'United States', 'remote', 150000, 185000, 'USD', 'year', 'open', now() - interval '2 days', now() - interval '3 days'),
  ('ab100000-0000-4000-8000-000000000108', 'c0000000-0000-4000-8000-000000000004', 'site-reliability-engineer',
   'Site Reliability Engineer', 'Keep bank-grade uptime: on-call you can live with, Kubernetes, and incident reviews that fix things.',
   'full_time', 'Austin, TX', 'hybrid', 145000, 175000, 'USD', 'year', 'open', now() - interval '15 days', now() - interval '16 days'),
  ('ab100000-0000-4000-8000-000000000109', 'c0000000-0000-4000-8000-000000000004', 'compliance-contractor',
   'Compliance Analyst (Contract)', 'Six months mapping our controls to new reconciliation rules with the banks we serve.',
   'contract', 'New York, NY', 'remote', 80, 100, 'USD', 'hour', 'open', now() - interval '7 days', now() - interval '8 days'),
  ('ab100000-0000-4000-8000-000000000110', 'c0000000-0000-4000-8000-000000000004', 'data-analyst-temporary',
   'Data Analyst (Temporary)', 'Three months cleaning and charting reconciliation data for our year-end report.',
   'temporary', 'Austin, TX', 'onsite', 40, 50, 'USD', 'hour', 'open', now() - interval '30 days', now() - interval '31 days');

-- Maya (talent@evee.dev) keeps one job for later and one search as an alert.
insert into public.saved_jobs (id, user_id, job_id, created_at) values
  ('ab500000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000001', 'ab100000-0000-4000-8000-000000000107',
   now() - interval '1 day');

insert into public.job_alerts (id, user_id, name, query, workplace, min_salary, created_at, updated_at) values
  ('ab400000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000001', 'Remote frontend roles', 'frontend',
   'remote', 120000, now() - interval '6 days', now() - interval '6 days');
