-- What was sent to an e-mail address reaches only someone who proved they own it. Company
-- invitations, their notifications and pending profiles were matched by e-mail alone, so
-- whoever signed up first with an address (unconfirmed) got them. Now:
--   - an invitation is linked to, notified to, readable by and answerable by an account only
--     while that account's address is confirmed (auth.users.email_confirmed_at) and is the
--     invited address;
--   - a pending profile is claimed and activated only by a confirmed address;
--   - when an address is confirmed later (or an account changes to a confirmed address), a
--     trigger on auth.users links the invitations waiting for it, notifies, and activates the
--     pending profile, as staff invitations already did; the staff trigger also fires on an
--     e-mail change, so a confirmed new address joins the team it was invited to.

-- The account's address when it is confirmed (lower-case), else null.
create or replace function private.confirmed_email(person uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select lower(u.email) from auth.users u
   where u.id = person and u.email_confirmed_at is not null and u.email is not null
$$;

comment on function private.confirmed_email(uuid) is
  'The account''s e-mail address (lower-case) if it is confirmed, else null: what invitations and pending profiles are matched against.';

drop policy "Invitees can read the invitations sent to them" on public.company_invitations;

create policy "Invitees can read the invitations sent to their confirmed address"
  on public.company_invitations for select to authenticated
  using (lower(email) = private.confirmed_email((select auth.uid())));

create or replace function private.invitation_for_invitee(invitation uuid)
returns public.company_invitations
language plpgsql
security definer
set search_path = ''
as $$
declare
  found public.company_invitations;
  caller uuid := private.require_caller();
  caller_email text := private.confirmed_email(caller);
begin
  if invitation is null then
    raise exception 'invitation_id is required' using errcode = '22004';
  end if;
  select * into found from public.company_invitations i where i.id = invitation for update;
  if found.id is null then
    raise exception 'Invitation % not found', invitation using errcode = 'P0001';
  end if;
  if caller is null or caller_email is null or lower(found.email) <> caller_email then
    raise exception 'Only the invited person can respond to this invitation' using errcode = '42501';
  end if;
  return found;
end;
$$;

-- The invitee is the confirmed account holding the address, never what the client claims.
create or replace function private.resolve_invitee()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  account uuid;
begin
  new.email := lower(btrim(new.email));
  select u.id into account from auth.users u
   where lower(u.email) = new.email and u.email_confirmed_at is not null;
  new.invited_user_id := coalesce(account, case when private.is_service_request() then new.invited_user_id end);
  if new.invited_user_id is not null and exists (
    select 1 from public.company_team_members m
    where m.company_id = new.company_id and m.user_id = new.invited_user_id and not m._deleted
  ) then
    raise exception 'This person is already a member of the company' using errcode = 'P0001';
  end if;
  return new;
end;
$$;

-- A linked invitee is notified. An address without any account keeps a pending profile; an
-- address held by an unconfirmed account waits until it is confirmed (on_address_confirmed).
create or replace function private.after_invitation_created()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status <> 'pending' then
    return null;
  end if;
  if new.invited_user_id is not null then
    perform private.notify_invitation(new);
  elsif not exists (select 1 from auth.users u where lower(u.email) = lower(new.email)) then
    insert into public.user_profiles (email, status)
    values (new.email, 'pending')
    on conflict (lower(email)) where user_id is null and not _deleted do nothing;
  end if;
  return null;
end;
$$;

-- Links pending invitations sent to the account's address, and notifies; only for the
-- account's confirmed address.
create or replace function private.link_invitations_to_user(account uuid, account_email text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  invitation public.company_invitations;
  linked integer := 0;
begin
  if private.confirmed_email(account) is distinct from lower(account_email) then
    return 0;
  end if;
  for invitation in
    update public.company_invitations i
       set invited_user_id = account
     where i.invited_user_id is null and i.status = 'pending' and lower(i.email) = lower(account_email)
    returning i.*
  loop
    perform private.notify_invitation(invitation);
    linked := linked + 1;
  end loop;
  return linked;
end;
$$;

-- Activates the account's pending profile: the one it claimed at sign-up, or one still waiting
-- under its confirmed address (merged into the account's own). False when there was none, or
-- the address is not confirmed.
create or replace function private.activate_pending_profile(account uuid)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  account_email text := private.confirmed_email(account);
  own public.user_profiles;
  waiting public.user_profiles;
  activated boolean := false;
begin
  if account_email is null then
    return false;
  end if;
  select * into own from public.user_profiles p where p.user_id = account for update;
  select * into waiting from public.user_profiles p
   where p.user_id is null and not p._deleted and lower(p.email) = account_email for update;

  if own.id is not null and own.status = 'pending' then
    update public.user_profiles set status = 'active', updated_at = now() where id = own.id;
    activated := true;
  end if;
  if waiting.id is not null then
    if own.id is null then
      update public.user_profiles
         set user_id = account, email = (select u.email from auth.users u where u.id = account),
             status = 'active', updated_at = now()
       where id = waiting.id;
    else
      update public.user_profiles p
         set first_name = coalesce(p.first_name, waiting.first_name),
             last_name = coalesce(p.last_name, waiting.last_name),
             avatar_url = coalesce(p.avatar_url, waiting.avatar_url),
             status = 'active', updated_at = now()
       where p.id = own.id;
      update public.user_profiles set _deleted = true, updated_at = now() where id = waiting.id;
    end if;
    activated := true;
  end if;
  return activated;
end;
$$;

create or replace function public.activate_pending_user_profile(auth_user_id uuid, user_email text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  account_email text;
  activated boolean;
begin
  perform private.require_caller();
  if auth_user_id is null or nullif(btrim(user_email), '') is null then
    raise exception 'auth_user_id and user_email are required' using errcode = '22004';
  end if;
  if auth_user_id is distinct from auth.uid() and not private.is_service_request() then
    raise exception 'You can only activate your own profile' using errcode = '42501';
  end if;
  select u.email into account_email from auth.users u where u.id = auth_user_id;
  if account_email is null then
    raise exception 'User % not found', auth_user_id using errcode = 'P0001';
  end if;
  if lower(account_email) <> lower(btrim(user_email)) then
    raise exception 'user_email does not match the account''s e-mail address' using errcode = 'P0001';
  end if;
  -- An unconfirmed address activates nothing yet: confirming it does (on_address_confirmed).
  activated := private.activate_pending_profile(auth_user_id);
  perform private.link_invitations_to_user(auth_user_id, account_email);
  return activated;
end;
$$;

comment on function public.activate_pending_user_profile(uuid, text) is
  'Activates the caller''s pending profile, if any, and links invitations sent to their e-mail, once that address is confirmed. Returns true if a pending profile was activated.';

-- Sign-up claims a pending profile only for a confirmed address; otherwise the account gets a
-- profile of its own, and the pending one is merged in when the address is confirmed.
create or replace function private.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  meta_name text := private.display_name_from_metadata(meta);
  email_name text := nullif(btrim(split_part(coalesce(new.email, ''), '@', 1)), '');
  first text := nullif(btrim(coalesce(meta ->> 'first_name', meta ->> 'given_name')), '');
  last text := nullif(btrim(coalesce(meta ->> 'last_name', meta ->> 'family_name')), '');
  avatar text := nullif(btrim(coalesce(meta ->> 'avatar_url', meta ->> 'picture')), '');
  claimed uuid;
begin
  if new.email is not null and new.email_confirmed_at is not null then
    update public.user_profiles p
       set user_id = new.id,
           display_name = coalesce(meta_name, p.display_name, email_name, 'User'),
           first_name = coalesce(first, p.first_name),
           last_name = coalesce(last, p.last_name),
           avatar_url = coalesce(avatar, p.avatar_url),
           email = new.email,
           updated_at = now()
     where p.user_id is null and not p._deleted and lower(p.email) = lower(new.email)
    returning p.id into claimed;
  end if;

  if claimed is null then
    insert into public.user_profiles (user_id, display_name, first_name, last_name, avatar_url, email, status)
    values (new.id, coalesce(meta_name, email_name, 'User'), first, last, avatar, new.email, 'active')
    on conflict (user_id) do nothing;
  end if;

  insert into public.user_roles (user_id, role_type)
  values (new.id, 'talent')
  on conflict on constraint user_roles_one_per_context do nothing;
  return new;
end;
$$;

-- An address confirmed after sign-up, or an account moved to a confirmed address: what was
-- sent to that address now reaches it.
create or replace function private.on_address_confirmed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.email is null or new.email_confirmed_at is null then
    return null;
  end if;
  if old.email_confirmed_at is not null and lower(old.email) is not distinct from lower(new.email) then
    return null;
  end if;
  perform private.activate_pending_profile(new.id);
  perform private.link_invitations_to_user(new.id, new.email);
  return null;
end;
$$;

create trigger on_auth_user_confirmed_link_invitations
  after update of email, email_confirmed_at on auth.users
  for each row execute function private.on_address_confirmed();

drop trigger on_auth_user_confirmed_join_staff on auth.users;
create trigger on_auth_user_confirmed_join_staff
  after insert or update of email, email_confirmed_at on auth.users
  for each row execute function private.accept_staff_invitation();

select private.restrict_private_functions();
