-- Files: the four storage buckets and who may do what in each, as row-level security policies
-- on storage.objects, written as for a hosted project (Storage owns the schema; a project adds
-- its buckets as rows and its rules as policies). The first folder of an object's path decides
-- who writes it:
--   avatars/{user_id}/{file}                            public; the user writes their own folder
--   company-logos/{company_id}/{file}                   public; the company's owners and admins write
--   resumes/{talent_user_id}/{file}                     private; the talent reads and writes their own;
--                                                       members of a company the talent applied to
--                                                       (not withdrawn) and the recruiter who submitted
--                                                       the application read
--   chat-attachments/{user_id}/{conversation_id}/{file} private; the sender writes under their own id
--                                                       in a conversation they take part in; the
--                                                       conversation's active participants read
-- A public bucket's files are read by anyone through their public URL; listing, signing and
-- downloading through the API follow the select policies, so nobody enumerates a bucket. Private
-- files are read through signed URLs, which the Storage API signs only for a caller whose select
-- policy shows the object. Upload is insert; replacing (upsert, update, move) needs select and
-- update; remove needs select and delete. Only signed-in people have policies: anon may do
-- nothing but read public URLs.

-- Sizes in bytes (MB = 1024 × 1024, as Storage counts them); the device's rules
-- (src/lib/files/rules.ts) mirror these. No SVG: an SVG is a document that can run script.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values
  ('avatars', 'avatars', true, 2 * 1024 * 1024, array['image/png', 'image/jpeg', 'image/webp']),
  ('company-logos', 'company-logos', true, 2 * 1024 * 1024, array['image/png', 'image/jpeg', 'image/webp']),
  ('resumes', 'resumes', false, 10 * 1024 * 1024,
   array['application/pdf', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document']),
  ('chat-attachments', 'chat-attachments', false, 25 * 1024 * 1024, null)
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- A path a policy may trust: no empty, '.' or '..' segment (nor '..' anywhere), no leading or
-- trailing slash, no backslash or control character, at most 1024 characters. The Storage API
-- checks paths too; this holds even if a request reaches the table some other way.
create or replace function private.storage_path_is_clean(name text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(
    char_length(name) between 1 and 1024
    and name !~ '(^|/)\.?(/|$)'
    and position('..' in name) = 0
    and name !~ '[\\[:cntrl:]]',
    false)
$$;

comment on function private.storage_path_is_clean(text) is
  'Whether a storage object name has no empty, dot or dot-dot segment, no ".." at all, no backslash or control character, and 1 to 1024 characters.';

-- The talent whose résumés the caller may read besides their own: those with an application
-- (not withdrawn) to a company the caller is a member of, and those whose application the
-- caller submitted as their recruiter.
create or replace function private.resume_reader_talent_ids()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select private.applicant_user_ids()
  union
  select a.user_id from public.job_applications a
   where a.submitted_by = auth.uid() and a.user_id <> auth.uid() and not a._deleted
$$;

comment on function private.resume_reader_talent_ids() is
  'The talent whose résumés the caller reads: applicants (not withdrawn) to the caller''s companies, and the talent of applications the caller submitted as recruiter. For storage policies.';

-- avatars: a person's own folder.
create policy "People can upload photos to their own avatar folder"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'avatars' and private.storage_path_is_clean(name)
              and (storage.foldername(name))[1] = (select auth.uid()::text));

create policy "People can see the files in their own avatar folder"
  on storage.objects for select to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid()::text));

create policy "People can replace the files in their own avatar folder"
  on storage.objects for update to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid()::text))
  with check (bucket_id = 'avatars' and private.storage_path_is_clean(name)
              and (storage.foldername(name))[1] = (select auth.uid()::text));

create policy "People can remove the files in their own avatar folder"
  on storage.objects for delete to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid()::text));

-- company-logos: the folder of a company where the caller is an owner, super admin or admin.
create policy "Company owners and admins can upload their company's logo"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'company-logos' and private.storage_path_is_clean(name)
              and (storage.foldername(name))[1] in
                  (select c::text from private.company_ids_with_role(private.team_manager_roles()) c));

create policy "Company owners and admins can see their company's logo files"
  on storage.objects for select to authenticated
  using (bucket_id = 'company-logos'
         and (storage.foldername(name))[1] in
             (select c::text from private.company_ids_with_role(private.team_manager_roles()) c));

create policy "Company owners and admins can replace their company's logo"
  on storage.objects for update to authenticated
  using (bucket_id = 'company-logos'
         and (storage.foldername(name))[1] in
             (select c::text from private.company_ids_with_role(private.team_manager_roles()) c))
  with check (bucket_id = 'company-logos' and private.storage_path_is_clean(name)
              and (storage.foldername(name))[1] in
                  (select c::text from private.company_ids_with_role(private.team_manager_roles()) c));

create policy "Company owners and admins can remove their company's logo"
  on storage.objects for delete to authenticated
  using (bucket_id = 'company-logos'
         and (storage.foldername(name))[1] in
             (select c::text from private.company_ids_with_role(private.team_manager_roles()) c));

-- resumes: the talent's own folder; companies they applied to and their submitting recruiter read.
create policy "Talent can upload résumés to their own folder"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'resumes' and private.storage_path_is_clean(name)
              and (storage.foldername(name))[1] = (select auth.uid()::text));

create policy "Talent can read the résumés in their own folder"
  on storage.objects for select to authenticated
  using (bucket_id = 'resumes' and (storage.foldername(name))[1] = (select auth.uid()::text));

create policy "Companies applied to and submitting recruiters read résumés"
  on storage.objects for select to authenticated
  using (bucket_id = 'resumes'
         and (storage.foldername(name))[1] in (select t::text from private.resume_reader_talent_ids() t));

create policy "Talent can replace the résumés in their own folder"
  on storage.objects for update to authenticated
  using (bucket_id = 'resumes' and (storage.foldername(name))[1] = (select auth.uid()::text))
  with check (bucket_id = 'resumes' and private.storage_path_is_clean(name)
              and (storage.foldername(name))[1] = (select auth.uid()::text));

create policy "Talent can remove the résumés in their own folder"
  on storage.objects for delete to authenticated
  using (bucket_id = 'resumes' and (storage.foldername(name))[1] = (select auth.uid()::text));

-- chat-attachments: {sender}/{conversation}/{file}; the sender must take part in the conversation.
create policy "Participants can attach files to their conversations"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'chat-attachments' and private.storage_path_is_clean(name)
              and array_length(storage.foldername(name), 1) = 2
              and (storage.foldername(name))[1] = (select auth.uid()::text)
              and (storage.foldername(name))[2] in (select c::text from private.active_conversation_ids() c));

create policy "Participants can read their conversations' attachments"
  on storage.objects for select to authenticated
  using (bucket_id = 'chat-attachments'
         and (storage.foldername(name))[2] in (select c::text from private.active_conversation_ids() c));

create policy "Senders can replace the files they attached"
  on storage.objects for update to authenticated
  using (bucket_id = 'chat-attachments'
         and (storage.foldername(name))[1] = (select auth.uid()::text)
         and (storage.foldername(name))[2] in (select c::text from private.active_conversation_ids() c))
  with check (bucket_id = 'chat-attachments' and private.storage_path_is_clean(name)
              and array_length(storage.foldername(name), 1) = 2
              and (storage.foldername(name))[1] = (select auth.uid()::text)
              and (storage.foldername(name))[2] in (select c::text from private.active_conversation_ids() c));

create policy "Senders can remove the files they attached"
  on storage.objects for delete to authenticated
  using (bucket_id = 'chat-attachments'
         and (storage.foldername(name))[1] = (select auth.uid()::text)
         and (storage.foldername(name))[2] in (select c::text from private.active_conversation_ids() c));

select private.restrict_private_functions();
