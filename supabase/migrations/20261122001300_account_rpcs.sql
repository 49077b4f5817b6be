-- Account RPCs the app calls while loading a user: their roles, their companies, and the
-- activation of a profile that was waiting for them (made when someone invited their
-- e-mail before they had an account). A caller reads only their own data, unless they are
-- internal staff or the service role.

create or replace function private.require_self_or_staff(target uuid, what text)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_caller();
  if target is distinct from auth.uid() and not private.is_service_request() and not public.is_internal_user() then
    raise exception 'You can only read your own %', what using errcode = '42501';
  end if;
  if not exists (select 1 from auth.users u where u.id = target) then
    raise exception 'User % not found', target using errcode = 'P0001';
  end if;
end;
$$;

create or replace function public.get_user_roles_simple(target_user_id uuid)
returns table (role_type public.app_role, context_type text, context_id uuid, permissions jsonb)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if target_user_id is null then
    raise exception 'target_user_id is required' using errcode = '22004';
  end if;
  perform private.require_self_or_staff(target_user_id, 'roles');
  return query
    select r.role_type, r.context_type, r.context_id, r.permissions
      from public.user_roles r
     where r.user_id = target_user_id and not r._deleted
     order by r.role_type, r.context_type nulls first, r.context_id nulls first;
end;
$$;

comment on function public.get_user_roles_simple(uuid) is
  'The roles of a user: role_type, context_type, context_id, permissions. Callers read their own; internal staff and the service role anyone''s.';

create or replace function public.get_user_companies_detailed(user_uuid uuid)
returns table (
  company_id uuid, company_name text, company_logo_url text, company_identifier text, user_role public.company_member_role)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if user_uuid is null then
    raise exception 'user_uuid is required' using errcode = '22004';
  end if;
  perform private.require_self_or_staff(user_uuid, 'companies');
  return query
    select c.id, c.name, c.logo_url, c.identifier, m.member_role
      from public.company_team_members m
      join public.companies c on c.id = m.company_id
     where m.user_id = user_uuid and not m._deleted and not c._deleted
     order by c.name, c.id;
end;
$$;

comment on function public.get_user_companies_detailed(uuid) is
  'The companies a user belongs to, with the user''s role in each. Callers read their own; internal staff and the service role anyone''s.';

-- True when a pending profile was activated: the one the account claimed at signup, or one
-- still waiting under the account's e-mail (merged into the account's profile if it has
-- one). Also links invitations sent to that e-mail before the account existed.
create or replace function public.activate_pending_user_profile(auth_user_id uuid, user_email text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  account_email text;
  own public.user_profiles;
  waiting public.user_profiles;
  activated boolean := false;
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

  select * into own from public.user_profiles p where p.user_id = auth_user_id for update;
  select * into waiting from public.user_profiles p
   where p.user_id is null and not p._deleted and lower(p.email) = lower(account_email) for update;

  if own.id is not null and own.status = 'pending' then
    update public.user_profiles set status = 'active', updated_at = now() where id = own.id;
    activated := true;
  end if;
  if waiting.id is not null then
    if own.id is null then
      update public.user_profiles set user_id = auth_user_id, email = account_email, status = 'active', updated_at = now()
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
  perform private.link_invitations_to_user(auth_user_id, account_email);
  return activated;
end;
$$;

comment on function public.activate_pending_user_profile(uuid, text) is
  'Activates the caller''s pending profile, if any, and links invitations sent to their e-mail. Returns true if a pending profile was activated.';
