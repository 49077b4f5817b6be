-- The internal portal's team, one person per portal role, so every level of access can be tried:
--   internal@evee.dev          Jonas Lindqvist   owner (runs the marketplace)
--   sofia.marchetti@evee.dev   Sofia Marchetti   super admin
--   all@evee.dev               Alex Morgan       admin (seed.sql)
--   kenji.watanabe@evee.dev    Kenji Watanabe    admin
--   amara.nwosu@evee.dev       Amara Nwosu       member (reads only)
-- Staff hold only their internal role. Every account signs in with Evee@demo2026.

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
  ('d0000000-0000-4000-8000-000000000031'::uuid, 'sofia.marchetti@evee.dev', 'Sofia', 'Marchetti', interval '250 days'),
  ('d0000000-0000-4000-8000-000000000032'::uuid, 'kenji.watanabe@evee.dev', 'Kenji', 'Watanabe', interval '120 days'),
  ('d0000000-0000-4000-8000-000000000033'::uuid, 'amara.nwosu@evee.dev', 'Amara', 'Nwosu', interval '40 days')
) as u (id, email, first_name, last_name, age);

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select u.id::text, u.id,
       jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
       'email', u.last_sign_in_at, u.created_at, u.updated_at
from auth.users u
where u.id in ('d0000000-0000-4000-8000-000000000031', 'd0000000-0000-4000-8000-000000000032',
               'd0000000-0000-4000-8000-000000000033');

delete from public.user_roles
 where role_type = 'talent'
   and user_id in ('d0000000-0000-4000-8000-000000000031', 'd0000000-0000-4000-8000-000000000032',
                   'd0000000-0000-4000-8000-000000000033');

update public.user_roles set role_type = 'internal_owner'
 where user_id = 'd0000000-0000-4000-8000-000000000004' and role_type = 'internal_admin';
update public.internal_portal_users set member_role = 'owner'
 where user_id = 'd0000000-0000-4000-8000-000000000004';

insert into public.user_roles (user_id, role_type, context_type, created_at) values
  ('d0000000-0000-4000-8000-000000000031', 'internal_super_admin', 'global', now() - interval '250 days'),
  ('d0000000-0000-4000-8000-000000000032', 'internal_admin', 'global', now() - interval '120 days'),
  ('d0000000-0000-4000-8000-000000000033', 'internal_member', 'global', now() - interval '40 days');

insert into public.internal_portal_users (user_id, member_role, created_at) values
  ('d0000000-0000-4000-8000-000000000031', 'super_admin', now() - interval '250 days'),
  ('d0000000-0000-4000-8000-000000000032', 'admin', now() - interval '120 days'),
  ('d0000000-0000-4000-8000-000000000033', 'member', now() - interval '40 days');
