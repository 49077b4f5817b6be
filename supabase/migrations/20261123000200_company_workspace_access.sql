-- Who may do what in a company's workspace (hiring plans, jobs, applications), asked once per
-- query: policies compare company_id with the caller's companies, which Postgres works out
-- once (a hashed subplan) instead of calling a membership check for every row a device's
-- checkpoint pull reads. The role lists live here so every table and RPC uses the same ones:
--   planners (create and edit hiring plans and jobs): owner, super admin, admin, HR manager, manager
--   reviewers (move applications along): every member role except plain company_member
--   team managers (change roles, remove members): owner, super admin, admin

create or replace function private.hiring_planner_roles()
returns public.company_member_role[]
language sql
immutable
set search_path = ''
as $$
  select array['company_owner', 'company_super_admin', 'company_admin', 'hr_manager', 'manager']::public.company_member_role[]
$$;

create or replace function private.application_reviewer_roles()
returns public.company_member_role[]
language sql
immutable
set search_path = ''
as $$
  select array['company_owner', 'company_super_admin', 'company_admin', 'hr_manager', 'manager', 'recruiter']::public.company_member_role[]
$$;

create or replace function private.team_manager_roles()
returns public.company_member_role[]
language sql
immutable
set search_path = ''
as $$
  select array['company_owner', 'company_super_admin', 'company_admin']::public.company_member_role[]
$$;

create or replace function private.member_company_ids()
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select m.company_id from public.company_team_members m
   where m.user_id = auth.uid() and not m._deleted
$$;

comment on function private.member_company_ids() is 'The companies the caller is an active member of, for row-level security.';

create or replace function private.company_ids_with_role(roles public.company_member_role[])
returns setof uuid
language sql
stable
security definer
set search_path = ''
as $$
  select m.company_id from public.company_team_members m
   where m.user_id = auth.uid() and not m._deleted and m.member_role = any (roles)
$$;

comment on function private.company_ids_with_role(public.company_member_role[]) is
  'The companies where the caller is an active member with one of the given roles, for row-level security.';

grant execute on function
  private.hiring_planner_roles(), private.application_reviewer_roles(), private.team_manager_roles(),
  private.member_company_ids(), private.company_ids_with_role(public.company_member_role[])
  to authenticated, service_role;
