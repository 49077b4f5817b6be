-- The demo's photos and logos are files in the storage buckets, not links to other hosts: each
-- avatar_url and logo_url becomes the root-relative path of an object in a public bucket, which
-- the app puts its Supabase URL before (src/lib/files/file-url.ts). The files themselves are in
-- supabase/seed-files/<bucket>/<path> (drawn by scripts/seed-images.ts); the local stack uploads
-- them when it seeds a new database (supabase/local/seed-files.ts), and for a hosted demo project
-- `npx tsx supabase/local/seed-files.ts <project url> <service role key>` does the same.
-- Chloé Martin and Tomasz Kowalski keep no photo, so the initials fallback stays in the demo.

update public.user_profiles p
   set avatar_url = '/storage/v1/object/public/avatars/' || p.user_id || '/avatar.png'
 where p.user_id in (
   'd0000000-0000-4000-8000-000000000001', 'd0000000-0000-4000-8000-000000000002',
   'd0000000-0000-4000-8000-000000000003', 'd0000000-0000-4000-8000-000000000006',
   'd0000000-0000-4000-8000-000000000011', 'd0000000-0000-4000-8000-000000000012',
   'd0000000-0000-4000-8000-000000000013', 'd0000000-0000-4000-8000-000000000014',
   'd0000000-0000-4000-8000-000000000015', 'd0000000-0000-4000-8000-000000000016',
   'd0000000-0000-4000-8000-000000000018', 'd0000000-0000-4000-8000-000000000019');

update public.companies c
   set logo_url = '/storage/v1/object/public/company-logos/' || c.id || '/logo.png'
 where c.id in ('c0000000-0000-4000-8000-000000000001', 'c0000000-0000-4000-8000-000000000002');

-- Copies taken when the earlier seeds wrote messages and notifications follow the new paths.
update public.conversation_messages m
   set sender_avatar_url = p.avatar_url
  from public.user_profiles p
 where p.user_id = m.sender_id and m.sender_avatar_url is distinct from p.avatar_url
   and m.sender_avatar_url is not null;

update public.notifications n
   set data = jsonb_set(n.data, '{company_logo}', to_jsonb(c.logo_url))
  from public.companies c
 where n.data ->> 'company_logo' is not null
   and n.data ->> 'company_id' = c.id::text;
