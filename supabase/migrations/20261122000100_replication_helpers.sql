-- The contract every table mirrored on the device keeps (RxDB replication-supabase): a
-- `_modified` timestamp the server sets on every insert and update, used with the id as the
-- pull checkpoint. clock_timestamp() rather than now(), so rows written by one transaction
-- still get distinct, increasing values and a checkpoint never lands between equal stamps.
-- Also the private schema for helpers the API must not expose.

-- The API roles may use the schema (guard triggers run as the caller and call into it),
-- but may execute only the functions granted to them explicitly. It is not an exposed
-- API schema, so none of it is reachable as an RPC.
create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to anon, authenticated, service_role;
alter default privileges in schema private revoke execute on functions from public;
comment on schema private is 'Helpers used by triggers and RPCs; not exposed through the API.';

create or replace function public.set_replication_modified()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new._modified := clock_timestamp();
  return new;
end;
$$;

comment on function public.set_replication_modified() is
  'Trigger: stamps _modified with clock_timestamp() on insert and update of a mirrored table.';

-- Whether the current statement comes from a client of the API (anon or authenticated) and
-- not from a server-side function running as its owner. Guard triggers use it: SECURITY
-- DEFINER functions run as their owner, so their writes pass.
create or replace function private.is_client_write()
returns boolean
language sql
stable
set search_path = ''
as $$
  select current_user in ('anon', 'authenticated')
$$;

-- Whether the request carries the service role, or comes from a direct database session
-- (migrations, seed, scheduled jobs) rather than through the API as anon or authenticated.
-- Reads the role the API set with `set local role`, which stays visible inside SECURITY
-- DEFINER functions, where current_user is the owner.
create or replace function private.is_service_request()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(nullif(current_setting('role', true), ''), 'none') not in ('anon', 'authenticated')
$$;

-- Raises when a client changes a column outside `allowed`. _modified is always allowed: the
-- replication trigger owns it.
create or replace function private.reject_other_column_changes(old_row jsonb, new_row jsonb, allowed text[], what text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
declare
  changed text[];
begin
  select array_agg(key order by key) into changed
  from jsonb_each(new_row) as n(key, value)
  where key <> '_modified'
    and not (key = any (allowed))
    and (old_row -> key) is distinct from value;
  if changed is not null then
    raise exception '% cannot be changed: %', what, array_to_string(changed, ', ')
      using errcode = '42501';
  end if;
end;
$$;

grant execute on function private.is_client_write(), private.reject_other_column_changes(jsonb, jsonb, text[], text)
  to anon, authenticated, service_role;
