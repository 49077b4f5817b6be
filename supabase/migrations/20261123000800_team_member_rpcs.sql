-- Team management: changing a member's company role and removing a member. Owners, super
-- admins and admins of the company may; only an owner changes, makes or removes an owner; and
-- the last owner can never be demoted or removed. member_id is the membership's id
-- (company_team_members.id). Removal soft-deletes the membership, and the membership trigger
-- keeps user_roles in step. Team changes of one company run one at a time, so two owners
-- cannot demote each other at once and leave the company without one.

create or replace function private.team_member_for_change(member uuid)
returns public.company_team_members
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.company_team_members;
begin
  select * into target from public.company_team_members m where m.id = member;
  if target.id is null then
    raise exception 'Team member % not found', member using errcode = 'P0001';
  end if;
  perform 1 from public.companies c where c.id = target.company_id for no key update;
  select * into target from public.company_team_members m where m.id = member for update;
  if private.is_service_request() then
    return target;
  end if;
  if not public.has_company_role(target.company_id, private.team_manager_roles()) then
    raise exception 'Only company owners and admins can manage the team' using errcode = '42501';
  end if;
  if target.member_role = 'company_owner'
     and not public.has_company_role(target.company_id, array['company_owner']::public.company_member_role[]) then
    raise exception 'Only a company owner can change or remove an owner' using errcode = '42501';
  end if;
  return target;
end;
$$;

create or replace function private.require_another_owner(target public.company_team_members)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not exists (
    select 1 from public.company_team_members m
     where m.company_id = target.company_id and m.id <> target.id
       and m.member_role = 'company_owner' and not m._deleted) then
    raise exception 'A company needs at least one owner' using errcode = 'P0001';
  end if;
end;
$$;

create or replace function public.change_company_member_role(member_id uuid, new_role public.company_member_role)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.company_team_members;
begin
  perform private.require_caller();
  if member_id is null or new_role is null then
    raise exception 'member_id and new_role are required' using errcode = '22004';
  end if;
  target := private.team_member_for_change(member_id);
  if target._deleted then
    raise exception 'This person is no longer a member of the company' using errcode = 'P0001';
  end if;
  if target.member_role = new_role then
    return;
  end if;
  if new_role = 'company_owner' and not private.is_service_request()
     and not public.has_company_role(target.company_id, array['company_owner']::public.company_member_role[]) then
    raise exception 'Only a company owner can make someone an owner' using errcode = '42501';
  end if;
  if target.member_role = 'company_owner' then
    perform private.require_another_owner(target);
  end if;
  update public.company_team_members m set member_role = new_role where m.id = target.id;
end;
$$;

comment on function public.change_company_member_role(uuid, public.company_member_role) is
  'Gives a membership (company_team_members.id) a new company role. Owners, super admins and admins; only an owner changes or makes an owner; the last owner cannot be demoted. Setting the current role again changes nothing.';

create or replace function public.remove_company_member(member_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.company_team_members;
begin
  perform private.require_caller();
  if member_id is null then
    raise exception 'member_id is required' using errcode = '22004';
  end if;
  target := private.team_member_for_change(member_id);
  if target._deleted then
    return;
  end if;
  if target.member_role = 'company_owner' then
    perform private.require_another_owner(target);
  end if;
  update public.company_team_members m set _deleted = true where m.id = target.id;
end;
$$;

comment on function public.remove_company_member(uuid) is
  'Removes a membership (company_team_members.id) by soft-deleting it; the member''s company role in user_roles goes with it. Owners, super admins and admins; only an owner removes an owner; the last owner cannot be removed. Removing again changes nothing.';

revoke execute on function public.change_company_member_role(uuid, public.company_member_role) from public, anon;
revoke execute on function public.remove_company_member(uuid) from public, anon;
grant execute on function public.change_company_member_role(uuid, public.company_member_role) to authenticated, service_role;
grant execute on function public.remove_company_member(uuid) to authenticated, service_role;
