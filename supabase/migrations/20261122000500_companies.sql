-- Companies and their teams. A company's public fields are readable by anyone (public job
-- pages); only its owners and admins edit it. Memberships are written by the server alone
-- (company creation, accepted invitations), and each one keeps a matching company_admin or
-- company_member role in user_roles so role loading sees company access.

create type public.company_member_role as enum (
  'company_owner', 'company_super_admin', 'company_admin', 'company_member', 'hr_manager', 'recruiter', 'manager'
);

create table public.companies (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 1 and 120),
  identifier text not null unique
    check (char_length(identifier) between 2 and 63 and identifier ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  logo_url text check (char_length(logo_url) <= 2048),
  description text check (char_length(description) <= 5000),
  website text check (char_length(website) <= 2048),
  location text check (char_length(location) <= 200),
  size text check (char_length(size) <= 40),
  industry text check (char_length(industry) <= 120),
  created_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  _deleted boolean not null default false,
  _modified timestamptz not null default now()
);

comment on table public.companies is
  'Hiring companies. identifier is the lower-case slug in public URLs (/company/{identifier}). Mirrored on the device.';
comment on column public.companies.identifier is 'URL slug: lower-case letters and digits, words joined by single hyphens, 2 to 63 characters.';

create index companies_modified_id_idx on public.companies (_modified, id);

create trigger set_modified before insert or update on public.companies
  for each row execute function public.set_replication_modified();

create table public.company_team_members (
  id uuid primary key default gen_random_uuid(),
  company_id uuid not null references public.companies (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  member_role public.company_member_role not null default 'company_member',
  joined_at timestamptz not null default now(),
  _deleted boolean not null default false,
  _modified timestamptz not null default now(),
  unique (company_id, user_id)
);

comment on table public.company_team_members is
  'Who belongs to which company, with their company role. Mirrored on the device; written only by the server.';

create index company_team_members_user_id_idx on public.company_team_members (user_id);
create index company_team_members_modified_id_idx on public.company_team_members (_modified, id);

create trigger set_modified before insert or update on public.company_team_members
  for each row execute function public.set_replication_modified();

create or replace function public.is_company_member(company uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.company_team_members m
    where m.company_id = company and m.user_id = auth.uid() and not m._deleted
  )
$$;

comment on function public.is_company_member(uuid) is 'Whether the caller is an active member of the company.';

create or replace function public.has_company_role(company uuid, roles public.company_member_role[])
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.company_team_members m
    where m.company_id = company and m.user_id = auth.uid() and not m._deleted and m.member_role = any (roles)
  )
$$;

comment on function public.has_company_role(uuid, public.company_member_role[]) is
  'Whether the caller is an active member of the company with one of the given roles.';

create or replace function private.guard_company_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not private.is_client_write() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.created_at := now();
    new.updated_at := now();
    new._deleted := false;
    return new;
  end if;
  perform private.reject_other_column_changes(
    to_jsonb(old), to_jsonb(new),
    array['name', 'identifier', 'logo_url', 'description', 'website', 'location', 'size', 'industry', 'updated_at', '_deleted'],
    'A company''s id, creator and creation time');
  if new._deleted and not old._deleted and not public.has_company_role(old.id, array['company_owner']::public.company_member_role[]) then
    raise exception 'Only a company owner can delete the company' using errcode = '42501';
  end if;
  new.updated_at := now();
  return new;
end;
$$;

create trigger guard_client_write before insert or update on public.companies
  for each row execute function private.guard_company_write();

-- The creator of a company becomes its owner.
create or replace function private.add_company_creator_as_owner()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.created_by is not null then
    insert into public.company_team_members (company_id, user_id, member_role)
    values (new.id, new.created_by, 'company_owner')
    on conflict (company_id, user_id) do nothing;
  end if;
  return null;
end;
$$;

create trigger add_creator_as_owner after insert on public.companies
  for each row execute function private.add_company_creator_as_owner();

-- Keeps one company_admin or company_member role per membership, soft-deleting the other.
create or replace function private.sync_company_member_role()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  wanted public.app_role := case
    when new.member_role in ('company_owner', 'company_super_admin', 'company_admin') then 'company_admin'
    else 'company_member' end;
begin
  update public.user_roles r
     set _deleted = true
   where r.user_id = new.user_id and r.context_type = 'company' and r.context_id = new.company_id
     and r.role_type in ('company_admin', 'company_member') and not r._deleted
     and (new._deleted or r.role_type <> wanted);
  if not new._deleted then
    insert into public.user_roles as r (user_id, role_type, context_type, context_id)
    values (new.user_id, wanted, 'company', new.company_id)
    on conflict on constraint user_roles_one_per_context do update set _deleted = false where r._deleted;
  end if;
  return null;
end;
$$;

create trigger sync_member_role after insert or update of member_role, _deleted on public.company_team_members
  for each row execute function private.sync_company_member_role();

alter table public.companies enable row level security;
alter table public.company_team_members enable row level security;

create policy "Anyone can read companies"
  on public.companies for select to anon, authenticated
  using (true);

create policy "Signed-in users can create a company they own"
  on public.companies for insert to authenticated
  with check (created_by = (select auth.uid()));

create policy "Company owners and admins can update their company"
  on public.companies for update to authenticated
  using (public.has_company_role(id, array['company_owner', 'company_super_admin', 'company_admin']::public.company_member_role[]))
  with check (public.has_company_role(id, array['company_owner', 'company_super_admin', 'company_admin']::public.company_member_role[]));

create policy "Users can read their own memberships"
  on public.company_team_members for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Company members can read their team"
  on public.company_team_members for select to authenticated
  using (public.is_company_member(company_id));

create policy "Internal staff can read every membership"
  on public.company_team_members for select to authenticated
  using ((select public.is_internal_user()));

alter publication supabase_realtime add table public.companies;
alter publication supabase_realtime add table public.company_team_members;
