-- Profiles: one per account, created by the signup trigger (a later migration). A profile
-- may also exist before its account does: a company can invite an e-mail address that has
-- no account yet, which leaves a pending profile with no user_id; signing up with that
-- address claims it, and activate_pending_user_profile() activates it.

create type public.profile_status as enum ('pending', 'active');

create table public.user_profiles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid unique references auth.users (id) on delete cascade,
  display_name text check (char_length(display_name) <= 120),
  first_name text check (char_length(first_name) <= 80),
  last_name text check (char_length(last_name) <= 80),
  avatar_url text check (char_length(avatar_url) <= 2048),
  email text check (char_length(email) <= 254),
  status public.profile_status not null default 'active',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  _deleted boolean not null default false,
  _modified timestamptz not null default now(),
  constraint user_profiles_unclaimed_is_pending check (user_id is not null or (status = 'pending' and email is not null))
);

comment on table public.user_profiles is
  'Public face of an account: names, avatar, e-mail. Mirrored on the device. Rows without user_id are pending profiles for invited e-mail addresses that have no account yet.';

create unique index user_profiles_unclaimed_email_key on public.user_profiles (lower(email)) where user_id is null and not _deleted;
create index user_profiles_modified_id_idx on public.user_profiles (_modified, id);

create trigger set_modified before insert or update on public.user_profiles
  for each row execute function public.set_replication_modified();

-- Clients write names and the avatar; the account link, e-mail and status belong to the server.
create or replace function private.guard_user_profile_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not private.is_client_write() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.status := 'active';
    new.email := (select u.email from auth.users u where u.id = new.user_id);
    new.created_at := now();
    new.updated_at := now();
    return new;
  end if;
  perform private.reject_other_column_changes(
    to_jsonb(old), to_jsonb(new),
    array['display_name', 'first_name', 'last_name', 'avatar_url', 'updated_at'],
    'A profile''s account, e-mail and status');
  new.updated_at := now();
  return new;
end;
$$;

create trigger guard_client_write before insert or update on public.user_profiles
  for each row execute function private.guard_user_profile_write();

alter table public.user_profiles enable row level security;

create policy "Signed-in users can read the profiles of accounts"
  on public.user_profiles for select to authenticated
  using (user_id is not null);

create policy "Users can create their own profile"
  on public.user_profiles for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "Users can update their own profile"
  on public.user_profiles for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

alter publication supabase_realtime add table public.user_profiles;
