-- User Management for the internal portal: search accounts, read one account's detail, grant or
-- revoke roles, and suspend or reactivate. The database enforces who may do what, by portal
-- rank: members read; admins change talent, recruiter and company roles and suspend accounts;
-- only owners and super admins manage internal roles or suspend internal staff. Nobody changes
-- their own internal role or suspends themselves, and the last owner stays. Every change is
-- recorded by the audit triggers of 20261125000100_audit_log.sql.

-- The caller's portal rank: owner 4, super admin 3, admin 2, member 1, not staff 0.
create or replace function private.internal_rank(person uuid)
returns int
language sql
stable
security definer
set search_path = ''
as $$
  select greatest(
    coalesce((select max(case r.role_type when 'internal_owner' then 4 when 'internal_super_admin' then 3
                                         when 'internal_admin' then 2 when 'internal_member' then 1 else 0 end)
                from public.user_roles r where r.user_id = person and not r._deleted), 0),
    coalesce((select case p.member_role when 'owner' then 4 when 'super_admin' then 3 when 'admin' then 2 else 1 end
                from public.internal_portal_users p where p.user_id = person and not p._deleted), 0))
$$;

create or replace function private.require_internal_rank(needed int, doing text)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if private.is_service_request() then
    return;
  end if;
  if private.internal_rank(auth.uid()) < needed then
    raise exception '%', doing using errcode = '42501';
  end if;
end;
$$;

create or replace function public.internal_search_users(q text default null, page_number int default 0, page_size int default 20)
returns table (
  user_id uuid, email text, display_name text, avatar_url text, created_at timestamptz,
  last_sign_in_at timestamptz, suspended boolean, roles text[], total bigint
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  pattern text := '%' || replace(replace(replace(btrim(coalesce(q, '')), '\', '\\'), '%', '\%'), '_', '\_') || '%';
begin
  perform private.require_internal_rank(1, 'Only internal staff can search users');
  if page_number < 0 or page_size not between 1 and 100 then
    raise exception 'Ask for a page from 0, of 1 to 100 users' using errcode = '22023';
  end if;
  return query
    select u.id, u.email::text, p.display_name, p.avatar_url, u.created_at, u.last_sign_in_at,
           coalesce(u.banned_until > now(), false),
           coalesce((select array_agg(distinct r.role_type::text order by r.role_type::text)
                       from public.user_roles r where r.user_id = u.id and not r._deleted), '{}'),
           count(*) over ()
      from auth.users u
      left join public.user_profiles p on p.user_id = u.id
     where u.deleted_at is null
       and (btrim(coalesce(q, '')) = '' or u.email ilike pattern or p.display_name ilike pattern)
     order by u.created_at desc, u.id
     limit page_size offset page_number * page_size;
end;
$$;

comment on function public.internal_search_users(text, int, int) is
  'Internal staff: accounts whose e-mail or name contains q, newest first, a page at a time, with roles, suspension and the total.';

create or replace function public.internal_user_detail(target uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  account auth.users;
begin
  perform private.require_internal_rank(1, 'Only internal staff can read user details');
  select * into account from auth.users u where u.id = target and u.deleted_at is null;
  if account.id is null then
    raise exception 'No such user' using errcode = '22023';
  end if;
  return jsonb_build_object(
    'user_id', account.id,
    'email', account.email,
    'created_at', account.created_at,
    'last_sign_in_at', account.last_sign_in_at,
    'suspended', coalesce(account.banned_until > now(), false),
    'profile', (select to_jsonb(p) - '_deleted' - '_modified' from public.user_profiles p where p.user_id = target),
    'portal_role', (select p.member_role from public.internal_portal_users p where p.user_id = target and not p._deleted),
    'roles', coalesce((
      select jsonb_agg(jsonb_build_object('id', r.id, 'role', r.role_type, 'context_id', r.context_id,
                                          'company_name', c.name, 'granted_at', r.created_at) order by r.created_at)
        from public.user_roles r left join public.companies c on r.context_type = 'company' and c.id = r.context_id
       where r.user_id = target and not r._deleted), '[]'),
    'companies', coalesce((
      select jsonb_agg(jsonb_build_object('company_id', c.id, 'name', c.name, 'identifier', c.identifier,
                                          'member_role', m.member_role) order by c.name)
        from public.company_team_members m join public.companies c on c.id = m.company_id
       where m.user_id = target and not m._deleted), '[]'),
    'activity', jsonb_build_object(
      'applications', (select count(*) from public.job_applications a where a.user_id = target and not a._deleted),
      'last_application_at', (select max(a.created_at) from public.job_applications a where a.user_id = target),
      'messages_30_days', (select count(*) from public.conversation_messages m
                            where m.sender_id = target and m.created_at > now() - interval '30 days'),
      'last_message_at', (select max(m.created_at) from public.conversation_messages m where m.sender_id = target),
      'tickets', (select count(*) from public.support_tickets t where t.user_id = target and not t._deleted)));
end;
$$;

comment on function public.internal_user_detail(uuid) is
  'Internal staff: one account''s profile, roles, companies, portal role, suspension and recent activity.';

-- The portal role an internal app_role stands for, kept in step on internal_portal_users.
create or replace function private.portal_role_of(role public.app_role)
returns public.internal_member_role
language sql
immutable
set search_path = ''
as $$
  select case role when 'internal_owner' then 'owner' when 'internal_super_admin' then 'super_admin'
                   when 'internal_admin' then 'admin' when 'internal_member' then 'member' end::public.internal_member_role
$$;

create or replace function private.require_another_internal_owner(leaving uuid)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if private.internal_rank(leaving) = 4 and not exists (
    select 1 from public.internal_portal_users p
     where p.user_id <> leaving and p.member_role = 'owner' and not p._deleted
  ) and not exists (
    select 1 from public.user_roles r
     where r.user_id <> leaving and r.role_type = 'internal_owner' and not r._deleted
  ) then
    raise exception 'The portal needs at least one owner' using errcode = 'P0001';
  end if;
end;
$$;

create or replace function private.set_internal_role(target uuid, role public.app_role, granted boolean)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_internal_rank(3, 'Only owners and super admins manage internal roles');
  if target = auth.uid() then
    raise exception 'You cannot change your own internal role' using errcode = '42501';
  end if;
  -- Serialises internal role changes, so two owners cannot demote each other at once.
  perform pg_advisory_xact_lock(hashtext('internal_roles'));
  if granted then
    if role = 'internal_owner' and private.internal_rank(auth.uid()) < 4 and not private.is_service_request() then
      raise exception 'Only an owner can make an owner' using errcode = '42501';
    end if;
    if private.portal_role_of(role) <> 'owner' then
      perform private.require_another_internal_owner(target);
    end if;
    -- One internal role at a time: the new one replaces the others.
    update public.user_roles r set _deleted = true
     where r.user_id = target and not r._deleted and r.role_type <> role
       and r.role_type in ('internal_owner', 'internal_super_admin', 'internal_admin', 'internal_member');
    insert into public.user_roles as r (user_id, role_type, context_type)
    values (target, role, 'global')
    on conflict on constraint user_roles_one_per_context do update set _deleted = false where r._deleted;
    insert into public.internal_portal_users as p (user_id, member_role)
    values (target, private.portal_role_of(role))
    on conflict (user_id) do update set member_role = excluded.member_role, _deleted = false
     where p.member_role <> excluded.member_role or p._deleted;
  else
    if private.internal_rank(target) = 4 and private.internal_rank(auth.uid()) < 4 and not private.is_service_request() then
      raise exception 'Only an owner can remove an owner' using errcode = '42501';
    end if;
    perform private.require_another_internal_owner(target);
    update public.user_roles r set _deleted = true
     where r.user_id = target and not r._deleted
       and r.role_type in ('internal_owner', 'internal_super_admin', 'internal_admin', 'internal_member');
    update public.internal_portal_users p set _deleted = true where p.user_id = target and not p._deleted;
  end if;
end;
$$;

create or replace function private.set_company_role(target uuid, role public.app_role, granted boolean, company uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  membership public.company_team_members;
begin
  if company is null or not exists (select 1 from public.companies c where c.id = company) then
    raise exception 'Choose the company for a company role' using errcode = '22023';
  end if;
  perform 1 from public.companies c where c.id = company for no key update;
  select * into membership from public.company_team_members m
   where m.company_id = company and m.user_id = target for update;
  if granted then
    if membership.id is not null and not membership._deleted and membership.member_role = 'company_owner' then
      perform private.require_another_owner(membership);
    end if;
    insert into public.company_team_members as m (company_id, user_id, member_role)
    values (company, target, role::text::public.company_member_role)
    on conflict (company_id, user_id) do update set member_role = excluded.member_role, _deleted = false;
  else
    if membership.id is null or membership._deleted then
      raise exception 'They are not a member of this company' using errcode = '22023';
    end if;
    if membership.member_role = 'company_owner' then
      perform private.require_another_owner(membership);
    end if;
    update public.company_team_members m set _deleted = true where m.id = membership.id;
  end if;
end;
$$;

create or replace function public.internal_set_role(target uuid, role public.app_role, granted boolean, company_id uuid default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if granted is null or role is null then
    raise exception 'Say which role, and whether to grant or revoke it' using errcode = '22023';
  end if;
  if not exists (select 1 from auth.users u where u.id = target and u.deleted_at is null) then
    raise exception 'No such user' using errcode = '22023';
  end if;
  if role::text like 'internal\_%' then
    perform private.set_internal_role(target, role, granted);
    return;
  end if;
  perform private.require_internal_rank(2, 'Only internal admins can change roles');
  if role in ('company_admin', 'company_member') then
    perform private.set_company_role(target, role, granted, company_id);
  elsif granted then
    insert into public.user_roles as r (user_id, role_type, context_type)
    values (target, role, 'global')
    on conflict on constraint user_roles_one_per_context do update set _deleted = false where r._deleted;
  else
    update public.user_roles r set _deleted = true
     where r.user_id = target and r.role_type = role and r.context_type = 'global' and not r._deleted;
  end if;
end;
$$;

comment on function public.internal_set_role(uuid, public.app_role, boolean, uuid) is
  'Grants or revokes a role. Admins: talent, recruiter and company roles (company_admin or company_member of company_id, as a membership). Owners and super admins: internal roles (one at a time, kept in step with internal_portal_users; only an owner makes or removes an owner; the last owner stays). Audited.';

create or replace function public.internal_set_suspended(target uuid, suspended boolean)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_internal_rank(2, 'Only internal admins can suspend accounts');
  if suspended is null then
    raise exception 'Say whether to suspend or reactivate' using errcode = '22023';
  end if;
  if target = auth.uid() then
    raise exception 'You cannot suspend yourself' using errcode = '42501';
  end if;
  if not exists (select 1 from auth.users u where u.id = target and u.deleted_at is null) then
    raise exception 'No such user' using errcode = '22023';
  end if;
  if private.internal_rank(target) > 0 and private.internal_rank(auth.uid()) < 3 and not private.is_service_request() then
    raise exception 'Only owners and super admins can suspend internal staff' using errcode = '42501';
  end if;
  if suspended then
    perform private.require_another_internal_owner(target);
  end if;
  update auth.users u
     set banned_until = case when suspended then 'infinity'::timestamptz end, updated_at = now()
   where u.id = target and coalesce(u.banned_until > now(), false) <> suspended;
  -- Suspension ends every session: refresh tokens go with them, and the gateway refuses an
  -- access token whose session is gone.
  if suspended then
    delete from auth.sessions s where s.user_id = target;
  end if;
end;
$$;

comment on function public.internal_set_suspended(uuid, boolean) is
  'Internal admins suspend (no sign-in; every session ends) or reactivate an account; suspending internal staff needs an owner or super admin. Audited.';

revoke all on function public.internal_search_users(text, int, int) from public, anon;
revoke all on function public.internal_user_detail(uuid) from public, anon;
revoke all on function public.internal_set_role(uuid, public.app_role, boolean, uuid) from public, anon;
revoke all on function public.internal_set_suspended(uuid, boolean) from public, anon;
grant execute on function public.internal_search_users(text, int, int) to authenticated, service_role;
grant execute on function public.internal_user_detail(uuid) to authenticated, service_role;
grant execute on function public.internal_set_role(uuid, public.app_role, boolean, uuid) to authenticated, service_role;
grant execute on function public.internal_set_suspended(uuid, boolean) to authenticated, service_role;

select private.restrict_private_functions();
