-- Every new account gets a profile and the talent role. The display name falls back as the
-- product specifies: metadata display_name, full_name, name, then the e-mail's local part,
-- then 'User'. A pending profile made for the same e-mail (an invitation sent before the
-- account existed) is claimed instead of creating a second one.

create or replace function private.display_name_from_metadata(meta jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(
    nullif(btrim(meta ->> 'display_name'), ''),
    nullif(btrim(meta ->> 'full_name'), ''),
    nullif(btrim(meta ->> 'name'), '')
  )
$$;

create or replace function private.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  meta_name text := private.display_name_from_metadata(meta);
  email_name text := nullif(btrim(split_part(coalesce(new.email, ''), '@', 1)), '');
  first text := nullif(btrim(coalesce(meta ->> 'first_name', meta ->> 'given_name')), '');
  last text := nullif(btrim(coalesce(meta ->> 'last_name', meta ->> 'family_name')), '');
  avatar text := nullif(btrim(coalesce(meta ->> 'avatar_url', meta ->> 'picture')), '');
  claimed uuid;
begin
  if new.email is not null then
    update public.user_profiles p
       set user_id = new.id,
           display_name = coalesce(meta_name, p.display_name, email_name, 'User'),
           first_name = coalesce(first, p.first_name),
           last_name = coalesce(last, p.last_name),
           avatar_url = coalesce(avatar, p.avatar_url),
           email = new.email,
           updated_at = now()
     where p.user_id is null and not p._deleted and lower(p.email) = lower(new.email)
    returning p.id into claimed;
  end if;

  if claimed is null then
    insert into public.user_profiles (user_id, display_name, first_name, last_name, avatar_url, email, status)
    values (new.id, coalesce(meta_name, email_name, 'User'), first, last, avatar, new.email, 'active')
    on conflict (user_id) do nothing;
  end if;

  insert into public.user_roles (user_id, role_type)
  values (new.id, 'talent')
  on conflict on constraint user_roles_one_per_context do nothing;
  return new;
end;
$$;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function private.handle_new_user();

-- Keeps the profile's e-mail in step with the account's after an e-mail change.
create or replace function private.sync_profile_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.user_profiles set email = new.email, updated_at = now()
   where user_id = new.id and email is distinct from new.email;
  return new;
end;
$$;

create trigger on_auth_user_email_changed
  after update of email on auth.users
  for each row when (old.email is distinct from new.email)
  execute function private.sync_profile_email();
