-- Access: the eight roles of the product (user_roles) and the internal portal's staff list
-- (internal_portal_users), with the helpers policies use to ask "is the caller internal
-- staff?". Neither table is writable by clients: roles come from RPCs and administrators.

create type public.app_role as enum (
  'internal_owner', 'internal_super_admin', 'internal_admin', 'internal_member',
  'company_admin', 'company_member', 'recruiter', 'talent'
);

create table public.user_roles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  role_type public.app_role not null,
  context_type text check (context_type in ('company', 'global')),
  context_id uuid,
  permissions jsonb not null default '{}'::jsonb check (jsonb_typeof(permissions) = 'object'),
  created_at timestamptz not null default now(),
  _deleted boolean not null default false,
  _modified timestamptz not null default now(),
  constraint user_roles_context_needs_type check (context_id is null or context_type is not null),
  constraint user_roles_one_per_context unique nulls not distinct (user_id, role_type, context_type, context_id)
);

comment on table public.user_roles is
  'Roles held by an account (role_type), optionally within a context such as a company. Mirrored on the device; written only by RPCs and administrators.';

create index user_roles_user_id_idx on public.user_roles (user_id);
create index user_roles_modified_id_idx on public.user_roles (_modified, id);

create trigger set_modified before insert or update on public.user_roles
  for each row execute function public.set_replication_modified();

create type public.internal_member_role as enum ('owner', 'super_admin', 'admin', 'member');

create table public.internal_portal_users (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references auth.users (id) on delete cascade,
  member_role public.internal_member_role not null default 'member',
  created_at timestamptz not null default now(),
  _deleted boolean not null default false,
  _modified timestamptz not null default now()
);

comment on table public.internal_portal_users is
  'Staff of the internal portal (Evee AI Internal) and their portal role. Mirrored on the device.';

create index internal_portal_users_modified_id_idx on public.internal_portal_users (_modified, id);

create trigger set_modified before insert or update on public.internal_portal_users
  for each row execute function public.set_replication_modified();

create or replace function public.is_internal_user()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles r
    where r.user_id = auth.uid() and not r._deleted
      and r.role_type in ('internal_owner', 'internal_super_admin', 'internal_admin', 'internal_member')
  ) or exists (
    select 1 from public.internal_portal_users p
    where p.user_id = auth.uid() and not p._deleted
  )
$$;

comment on function public.is_internal_user() is 'Whether the caller holds any internal role or is on the internal portal.';

create or replace function public.is_internal_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles r
    where r.user_id = auth.uid() and not r._deleted
      and r.role_type in ('internal_owner', 'internal_super_admin', 'internal_admin')
  ) or exists (
    select 1 from public.internal_portal_users p
    where p.user_id = auth.uid() and not p._deleted
      and p.member_role in ('owner', 'super_admin', 'admin')
  )
$$;

comment on function public.is_internal_admin() is 'Whether the caller is an internal owner, super admin or admin.';

alter table public.user_roles enable row level security;
alter table public.internal_portal_users enable row level security;

create policy "Users can read their own roles"
  on public.user_roles for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Internal staff can read every role"
  on public.user_roles for select to authenticated
  using ((select public.is_internal_user()));

create policy "Users can read their own portal membership"
  on public.internal_portal_users for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Internal staff can read the portal team"
  on public.internal_portal_users for select to authenticated
  using ((select public.is_internal_user()));

alter publication supabase_realtime add table public.user_roles;
alter publication supabase_realtime add table public.internal_portal_users;
