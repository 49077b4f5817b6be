-- E-mail addresses are private. Every signed-in user reads every account's profile (names and
-- avatar: chat, candidates and teams show them), but a profile's e-mail only reaches:
--   the person themself; members of a company they belong to; the members of a company they
--   applied to (an application not withdrawn); the people they share a conversation with (the
--   chat falls back to the address's local part for a contact without a name); internal staff;
--   the service role.
-- Row-level security is per row, so the column is taken away instead: authenticated keeps
-- SELECT on every column but `email`, and public.profile_emails() hands out the addresses the
-- caller may see. PostgreSQL then refuses any read, filter or order on `email` (42501) whatever
-- the route (`select=*` included), and Supabase Realtime leaves out of a change the columns the
-- subscriber's role may not select, so live changes carry no e-mail either.

revoke select on table public.user_profiles from authenticated;
grant select (id, user_id, display_name, first_name, last_name, avatar_url, status, created_at, updated_at, _deleted, _modified)
  on table public.user_profiles to authenticated;

comment on column public.user_profiles.email is
  'Private: not selectable by authenticated; read through profile_emails(), which applies who may see it.';

create or replace function public.profile_emails(user_ids uuid[])
returns table (user_id uuid, email text)
language sql
stable
security definer
set search_path = ''
as $$
  select p.user_id, p.email
    from public.user_profiles p
   where p.user_id = any (profile_emails.user_ids)
     and p.user_id is not null
     and not p._deleted
     and (
       (select auth.role()) = 'service_role'
       or p.user_id = (select auth.uid())
       or public.is_internal_user()
       -- Teammates: both are members of one company.
       or exists (
         select 1 from public.company_team_members mine
           join public.company_team_members theirs on theirs.company_id = mine.company_id
          where mine.user_id = (select auth.uid()) and not mine._deleted
            and theirs.user_id = p.user_id and not theirs._deleted)
       -- An applicant, for the members of the company they applied to.
       or exists (
         select 1 from public.company_team_members mine
           join public.job_applications a on a.company_id = mine.company_id
          where mine.user_id = (select auth.uid()) and not mine._deleted
            and a.user_id = p.user_id and not a._deleted)
       -- Conversation contacts: the caller is an active participant of a conversation the
       -- person is (or was) in.
       or exists (
         select 1 from public.conversation_participants mine
           join public.conversation_participants theirs on theirs.conversation_id = mine.conversation_id
          where mine.user_id = (select auth.uid()) and mine.is_active and not mine._deleted
            and theirs.user_id = p.user_id and not theirs._deleted)
     );
$$;

comment on function public.profile_emails(uuid[]) is
  'The e-mail addresses of these accounts that the caller may see: their own, teammates'', their companies'' applicants'', their conversation contacts''; every one for internal staff and the service role. Others are left out.';

revoke all on function public.profile_emails(uuid[]) from public, anon;
grant execute on function public.profile_emails(uuid[]) to authenticated, service_role;

-- A message takes its sender's name and avatar from the profile, in a trigger that runs as the
-- sender: it now reads just those columns (it read the whole row, e-mail included).
create or replace function private.guard_message_write()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  sender_name text;
  sender_avatar text;
  found_profile boolean;
begin
  if tg_op = 'INSERT' then
    select true, p.display_name, p.avatar_url into found_profile, sender_name, sender_avatar
      from public.user_profiles p where p.user_id = new.sender_id;
    if found_profile then
      new.sender_name := coalesce(sender_name, 'User');
      new.sender_avatar_url := sender_avatar;
    end if;
    if private.is_client_write() then
      if new.message_type = 'system' or new.sender_type <> 'user' then
        raise exception 'System messages are written by the server only' using errcode = '42501';
      end if;
      new.created_at := least(coalesce(new.created_at, now()), now());
      new.updated_at := new.created_at;
      new.reactions := '{}'::jsonb;
      new._deleted := false;
    end if;
    return new;
  end if;
  if not private.is_client_write() then
    return new;
  end if;
  perform private.reject_other_column_changes(to_jsonb(old), to_jsonb(new), array['_deleted', 'updated_at'],
    'A sent message');
  if old._deleted and not new._deleted then
    raise exception 'A deleted message cannot be restored' using errcode = '42501';
  end if;
  new.updated_at := now();
  return new;
end;
$$;

select private.restrict_table_grants();
select private.restrict_private_functions();
