-- Sixty days of marketplace activity, so the internal Dashboard's trends and the Analytics
-- charts have shape: 36 talent who signed up over the last 60 days (activity.01@ … activity.36@
-- evee.dev), their applications to Northwind Health and Initech Labs (companies without a team,
-- so no demo account is notified), moving through the funnel, and conversations among them with
-- messages on most days. Deterministic: the spread comes from the row numbers, not random().

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change)
select
  '00000000-0000-0000-0000-000000000000', p.id, 'authenticated', 'authenticated', p.email,
  extensions.crypt('Evee@demo2026', extensions.gen_salt('bf')), p.joined, least(now(), p.joined + interval '2 days'),
  '{"provider":"email","providers":["email"]}'::jsonb,
  jsonb_build_object('first_name', p.first_name, 'last_name', p.last_name,
                     'display_name', p.first_name || ' ' || p.last_name),
  p.joined, p.joined, '', '', '', ''
from (
  select ('d1000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid as id,
         'activity.' || lpad(i::text, 2, '0') || '@evee.dev' as email,
         (array['Ana', 'Ben', 'Carla', 'Dev', 'Elif', 'Femi', 'Gus', 'Hana', 'Ivan', 'Jade', 'Kofi', 'Lina'])[1 + i % 12] as first_name,
         (array['Silva', 'Novak', 'Osei', 'Park', 'Rossi', 'Sato', 'Berg', 'Costa', 'Dubois'])[1 + (i * 7) % 9] as last_name,
         now() - make_interval(days => 59 - (i * 59) / 36, hours => (i * 5) % 24) as joined
    from generate_series(1, 36) as i
) p;

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select u.id::text, u.id,
       jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
       'email', u.last_sign_in_at, u.created_at, u.updated_at
from auth.users u
where u.email like 'activity.%@evee.dev';

-- Each applies to one or two open jobs a few days after joining; older applications got further.
insert into public.job_applications (job_id, user_id, status, cover_note, status_changed_at, created_at)
select j.id, u.id,
       (case
          when age_days > 30 and n % 5 = 0 then 'hired'
          when age_days > 20 and n % 3 = 0 then 'interviewed'
          when n % 4 = 1 then 'rejected'
          else 'reviewing' end)::public.application_status,
       'Applied from the activity seed.',
       least(now(), applied + make_interval(days => (5 + n % 20)::int)),
       applied
  from (
    select u.id, row_number() over (order by u.created_at) as n,
           u.created_at + make_interval(days => 1 + (extract(epoch from u.created_at)::bigint % 3)::int) as applied,
           extract(day from now() - u.created_at)::int as age_days
      from auth.users u where u.email like 'activity.%@evee.dev'
  ) u
  join lateral (
    select jb.id from public.jobs jb
     where jb.company_id in ('c0000000-0000-4000-8000-000000000003', 'c0000000-0000-4000-8000-000000000004')
       and jb.status = 'open'
     order by md5(jb.id::text || u.n::text)
     limit 1 + (u.n % 2)::int
  ) j on true
 where u.applied < now();

-- Pairs of activity talent chat: a conversation per pair, messages on most days since they met.
insert into public.conversations (id, conversation_type, conversation_category, access_level, created_by, created_at)
select ('cd000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid, 'direct', 'general', 'private',
       ('d1000000-0000-4000-8000-' || lpad((2 * i - 1)::text, 12, '0'))::uuid,
       (select u.created_at from auth.users u where u.id = ('d1000000-0000-4000-8000-' || lpad((2 * i)::text, 12, '0'))::uuid)
  from generate_series(1, 18) as i;

insert into public.conversation_participants (conversation_id, user_id, participant_role, user_type, joined_at)
select c.id, ('d1000000-0000-4000-8000-' || lpad((2 * i - side)::text, 12, '0'))::uuid,
       case side when 1 then 'owner' else 'member' end, 'talent', c.created_at
  from generate_series(1, 18) as i
  cross join (values (0), (1)) as s (side)
  join public.conversations c on c.id = ('cd000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid;

insert into public.conversation_messages (conversation_id, sender_id, sender_type, content, message_type, created_at)
select c.id,
       ('d1000000-0000-4000-8000-' || lpad((2 * i - (d % 2))::text, 12, '0'))::uuid,
       'user',
       (array['Did you hear back from Northwind?', 'Initech just moved me to interviews!', 'Good luck tomorrow.',
              'Their take-home took me two evenings.', 'Sharing my notes on the system design round.'])[1 + (i + d) % 5],
       'text',
       c.created_at + make_interval(days => d, hours => (i * 3 + d) % 12)
  from generate_series(1, 18) as i
  join public.conversations c on c.id = ('cd000000-0000-4000-8000-' || lpad(i::text, 12, '0'))::uuid
  cross join generate_series(0, 59) as d
 where c.created_at + make_interval(days => d, hours => (i * 3 + d) % 12) < now() - interval '1 hour'
   and (i + d) % 4 <> 0;
