-- Role changes and removals follow the company rank order (private.company_role_rank): team
-- managers only, nobody changes or removes someone ranked above them, and nobody gives a role
-- above their own. Before, any admin could make a super admin, and an admin could demote or
-- remove a super admin. Owners keep their own words ('Only a company owner ...').

create or replace function private.team_member_for_change(member uuid)
returns public.company_team_members
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.company_team_members;
  mine int;
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
  mine := private.company_rank(target.company_id, auth.uid());
  if mine < 3 then
    raise exception 'Only company owners and admins can manage the team' using errcode = '42501';
  end if;
  if target.member_role = 'company_owner' and mine < 5 then
    raise exception 'Only a company owner can change or remove an owner' using errcode = '42501';
  end if;
  if private.company_role_rank(target.member_role) > mine then
    raise exception 'You cannot change or remove someone whose role is above yours' using errcode = '42501';
  end if;
  return target;
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
  if not private.is_service_request() and not private.may_grant_company_role(target.company_id, auth.uid(), new_role) then
    raise exception 'You can only give a role up to your own' using errcode = '42501';
  end if;
  if target.member_role = 'company_owner' then
    perform private.require_another_owner(target);
  end if;
  update public.company_team_members m set member_role = new_role where m.id = target.id;
end;
$$;

comment on function public.change_company_member_role(uuid, public.company_member_role) is
  'Gives a membership (company_team_members.id) a new company role. Team managers (owners, super admins, admins), never to or from a role above their own rank; only an owner changes or makes an owner; the last owner cannot be demoted. Setting the current role again changes nothing.';

comment on function public.remove_company_member(uuid) is
  'Removes a membership (company_team_members.id) by soft-deleting it; the member''s company role in user_roles goes with it. Team managers, never someone ranked above them; only an owner removes an owner; the last owner cannot be removed. Removing again changes nothing.';
