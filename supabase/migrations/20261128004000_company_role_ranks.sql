-- Company roles in one rank order, so nobody invites, grants or changes a role above their own:
--   owner 5 > super admin 4 > admin 3 > HR manager, manager, recruiter 2 > member 1.
-- Only team managers (rank 3 and up: owners, super admins, admins) invite or change roles, and
-- only to a role whose rank is at most their own. HR managers no longer invite: an HR manager
-- could invite a super admin, who then promoted them.

create or replace function private.company_role_rank(role public.company_member_role)
returns int
language sql
immutable
set search_path = ''
as $$
  select case role
    when 'company_owner' then 5
    when 'company_super_admin' then 4
    when 'company_admin' then 3
    when 'hr_manager' then 2
    when 'manager' then 2
    when 'recruiter' then 2
    when 'company_member' then 1
    else 0
  end
$$;

comment on function private.company_role_rank(public.company_member_role) is
  'A company role''s rank: owner 5, super admin 4, admin 3, HR manager, manager and recruiter 2, member 1.';

-- The person's rank in the company now (0 when not an active member).
create or replace function private.company_rank(company uuid, person uuid)
returns int
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(max(private.company_role_rank(m.member_role)), 0)
    from public.company_team_members m
   where m.company_id = company and m.user_id = person and not m._deleted
$$;

comment on function private.company_rank(uuid, uuid) is
  'The person''s current rank in the company (private.company_role_rank of their active membership), 0 for non-members.';

-- Whether the person may give the role in the company: a team manager (rank 3 or more) whose
-- rank is at least the role's.
create or replace function private.may_grant_company_role(company uuid, person uuid, role public.company_member_role)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.company_rank(company, person) >= greatest(3, private.company_role_rank(role))
$$;

comment on function private.may_grant_company_role(uuid, uuid, public.company_member_role) is
  'Whether the person is a team manager of the company ranked at least as high as the role (invitations, role changes, accepting).';

-- The invitation guard says in words why an invitation is refused (it runs before the policy).
create or replace function private.guard_invitation_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not private.is_client_write() then
    return new;
  end if;
  new.invited_by := auth.uid();
  new.status := 'pending';
  new.responded_at := null;
  new.created_at := now();
  if private.company_rank(new.company_id, auth.uid()) < 3 then
    raise exception 'Only company owners and admins can invite people' using errcode = '42501';
  end if;
  if new.member_role = 'company_owner' and not private.may_grant_company_role(new.company_id, auth.uid(), new.member_role) then
    raise exception 'Only a company owner can invite another owner' using errcode = '42501';
  end if;
  if not private.may_grant_company_role(new.company_id, auth.uid(), new.member_role) then
    raise exception 'You can only invite people to a role up to your own' using errcode = '42501';
  end if;
  return new;
end;
$$;

drop policy "Company owners, admins and HR managers can invite people" on public.company_invitations;

create policy "Team managers can invite people to roles up to their own"
  on public.company_invitations for insert to authenticated
  with check (private.may_grant_company_role(company_id, (select auth.uid()), member_role));

select private.restrict_private_functions();
