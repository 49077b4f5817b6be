-- One call that gives a table the replication contract the earlier migrations spelled out by
-- hand for each mirrored table: the set_modified trigger (public.set_replication_modified),
-- the (_modified, id) index for the checkpoint pull, membership in the supabase_realtime
-- publication, row-level security, and no hard deletes by clients. Rows are soft-deleted
-- with _deleted: a device that was offline never learns of a row that vanished, so DELETE
-- and TRUNCATE are never granted to anon or authenticated on a mirrored table, and a
-- client's DELETE fails with 42501 (permission denied). Call it after the table's grants:
-- it revokes delete and truncate whatever was granted before. Uses only what a hosted
-- Supabase project provides, and may be called again on the same table.

create or replace function private.apply_replication_contract(tbl regclass)
returns void
language plpgsql
set search_path = ''
as $$
declare
  rel pg_catalog.pg_class;
  schema_name text;
  missing text;
begin
  select * into rel from pg_catalog.pg_class c where c.oid = tbl;
  if rel.relkind not in ('r', 'p') then
    raise exception '% is not a table', tbl using errcode = 'P0001';
  end if;
  schema_name := (select n.nspname from pg_catalog.pg_namespace n where n.oid = rel.relnamespace);

  -- The contract's columns: a uuid id primary key a client may make, _deleted, _modified.
  select string_agg(wanted.col, ', ') into missing
  from (values ('id', 'uuid'), ('_deleted', 'boolean'), ('_modified', 'timestamp with time zone')) as wanted (col, typ)
  where not exists (
    select 1 from pg_catalog.pg_attribute a
    where a.attrelid = tbl and a.attname = wanted.col and not a.attisdropped and a.attnotnull
      and pg_catalog.format_type(a.atttypid, a.atttypmod) = wanted.typ);
  if missing is not null then
    raise exception 'Table % lacks the replication contract''s not-null columns: %', tbl, missing using errcode = 'P0001';
  end if;
  if not exists (
    select 1 from pg_catalog.pg_index i
    join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = i.indkey[0]
    where i.indrelid = tbl and i.indisprimary and i.indnkeyatts = 1 and a.attname = 'id') then
    raise exception 'Table % must have id as its primary key', tbl using errcode = 'P0001';
  end if;

  if not exists (select 1 from pg_catalog.pg_trigger t where t.tgrelid = tbl and t.tgname = 'set_modified') then
    execute format(
      'create trigger set_modified before insert or update on %s for each row execute function public.set_replication_modified()',
      tbl);
  end if;

  execute format('create index if not exists %I on %s (_modified, id)', rel.relname || '_modified_id_idx', tbl);

  if not exists (
    select 1 from pg_catalog.pg_publication_tables p
    where p.pubname = 'supabase_realtime' and p.schemaname = schema_name and p.tablename = rel.relname) then
    execute format('alter publication supabase_realtime add table %s', tbl);
  end if;

  execute format('alter table %s enable row level security', tbl);
  execute format('revoke delete, truncate on table %s from public, anon, authenticated', tbl);
end;
$$;

comment on function private.apply_replication_contract(regclass) is
  'Migration helper: gives a table the set_modified trigger, the (_modified, id) index, supabase_realtime membership, row-level security, and revokes DELETE and TRUNCATE from the API roles (rows are soft-deleted with _deleted). Idempotent.';
