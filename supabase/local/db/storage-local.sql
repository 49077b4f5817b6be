-- The storage schema as hosted Supabase Storage leaves it once its own migrations have run,
-- recreated for the local stack so that our migrations' buckets and policies on
-- storage.objects are written exactly as for hosted. Only what a project's migrations and the
-- Storage API use: buckets, objects, the path helpers, row-level security and the grants.
-- Idempotent: it runs on every start, before the migrations.
--
-- Reference (read, not copied): github.com/supabase/storage at commit
-- 4fa61fba9371c4bd40cbb81509f07bcb3af21683 (2026-08-21), migrations/tenant/:
--   0002-storage-schema (tables, helpers, row-level security on objects, default grants),
--   0003-pathtoken-column, 0007-add-rls-to-buckets, 0008-add-public-to-buckets,
--   0011-add-trigger-to-auto-update-updated_at-column, 0012-add-automatic-avif-detection-flag,
--   0013/0014 (file_size_limit in bytes, allowed_mime_types), 0016-add-version,
--   0018-add_owner_id_column_deprecate_owner, 0025-custom-metadata,
--   0046/0049-buckets-objects-grants, 0055-prevent-direct-deletes, 0060/0061 (immutable helpers).

create schema if not exists storage;
grant usage on schema storage to anon, authenticated, service_role;
alter default privileges in schema storage grant all on tables to anon, authenticated, service_role;
alter default privileges in schema storage grant all on functions to anon, authenticated, service_role;
alter default privileges in schema storage grant all on sequences to anon, authenticated, service_role;

create table if not exists storage.buckets (
  id text primary key,
  name text not null,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  owner_id text
);
create unique index if not exists bname on storage.buckets using btree (name);
comment on column storage.buckets.owner is 'Field is deprecated, use owner_id instead';

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text constraint "objects_bucketId_fkey" references storage.buckets (id),
  name text,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  owner_id text,
  user_metadata jsonb
);
create unique index if not exists bucketid_objname on storage.objects using btree (bucket_id, name);
create index if not exists name_prefix_search on storage.objects (name text_pattern_ops);
comment on column storage.objects.owner is 'Field is deprecated, use owner_id instead';

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;

-- The helpers policies call, e.g. (storage.foldername(name))[1] = auth.uid()::text.
create or replace function storage.foldername(name text) returns text[]
language plpgsql immutable
as $$
declare
  parts text[] := string_to_array(name, '/');
begin
  return parts[1 : array_length(parts, 1) - 1];
end
$$;

create or replace function storage.filename(name text) returns text
language plpgsql immutable
as $$
declare
  parts text[] := string_to_array(name, '/');
begin
  return parts[array_length(parts, 1)];
end
$$;

create or replace function storage.extension(name text) returns text
language plpgsql immutable
as $$
declare
  parts text[] := string_to_array(name, '/');
begin
  return reverse(split_part(reverse(parts[array_length(parts, 1)]), '.', 1));
end
$$;

grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
  to anon, authenticated, service_role;

create or replace function storage.update_updated_at_column() returns trigger
language plpgsql
as $$
begin
  new.updated_at = now();
  return new;
end
$$;
drop trigger if exists update_objects_updated_at on storage.objects;
create trigger update_objects_updated_at before update on storage.objects
  for each row execute function storage.update_updated_at_column();

-- Hosted refuses deletes that bypass the Storage API, which would orphan the stored bytes; the
-- API sets storage.allow_delete_query for its own deletes. A migration or seed that deletes
-- storage rows directly fails here as it would on hosted.
create or replace function storage.protect_delete() returns trigger
language plpgsql
as $$
begin
  if coalesce(current_setting('storage.allow_delete_query', true), 'false') <> 'true' then
    raise exception 'Direct deletion from storage tables is not allowed. Use the Storage API instead.'
      using hint = 'This prevents accidental data loss from orphaned objects.', errcode = '42501';
  end if;
  return null;
end
$$;
drop trigger if exists protect_buckets_delete on storage.buckets;
create trigger protect_buckets_delete before delete on storage.buckets
  for each statement execute function storage.protect_delete();
drop trigger if exists protect_objects_delete on storage.objects;
create trigger protect_objects_delete before delete on storage.objects
  for each statement execute function storage.protect_delete();
