-- An owner cannot demote or remove themselves: another owner does it. Before, an owner with a
-- co-owner could step down or leave with one click, and the last owner was kept only by the
-- count of owners. Now the team RPCs refuse an owner's change to their own membership (42501,
-- in words), whatever the number of owners; another owner may still change or remove them,
-- and the last owner is still never demoted or removed (private.require_another_owner).
-- The body is 20261128004100's with the one check added.

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
  if target.member_role = 'company_owner' and target.user_id = auth.uid() then
    raise exception 'An owner cannot change their own role or remove themselves: another owner can'
      using errcode = '42501';
  end if;
  return target;
end;
$$;

comment on function public.change_company_member_role(uuid, public.company_member_role) is
  'Gives a membership (company_team_members.id) a new company role. Team managers (owners, super admins, admins), never to or from a role above their own rank; only an owner changes or makes an owner, never themselves; the last owner cannot be demoted. Setting the current role again changes nothing.';

comment on function public.remove_company_member(uuid) is
  'Removes a membership (company_team_members.id) by soft-deleting it; the member''s company role in user_roles goes with it. Team managers, never someone ranked above them; only an owner removes an owner, never themselves; the last owner cannot be removed. Removing again changes nothing.';

select private.restrict_private_functions();
