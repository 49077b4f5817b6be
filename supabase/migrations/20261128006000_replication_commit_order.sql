-- Commit-ordered checkpoints. A device resumed its pull after the last (_modified, id) it saw,
-- but _modified is clock_timestamp() at write time, not at commit: a transaction that stamped
-- a row early and committed after a later-stamped row had been pulled was skipped for good.
-- Every mirrored row now also carries `_txid`, the id of the transaction that last wrote it
-- (pg_current_xact_id(), set by the same trigger that stamps _modified). A pull orders by
-- (_txid, id) and advances its checkpoint only over rows whose _txid is below the snapshot's
-- xmin (public.sync_horizon()): every transaction below it has ended, so no row can later
-- appear behind the checkpoint. _modified stays: it orders the versions of one row.
-- Hosted Supabase allows all of it: no superuser, no replication slot, no commit timestamps.

-- The column on every table the replication trigger stamps (the hand-written early tables and
-- those made by private.apply_replication_contract). Existing rows were committed before this
-- migration: 0 puts them below any horizon, and a constant default adds the column without
-- rewriting the table; new rows take the writing transaction's id.
do $$
declare
  tbl regclass;
begin
  for tbl in
    select distinct t.tgrelid::regclass
    from pg_catalog.pg_trigger t
    where t.tgfoid = 'public.set_replication_modified()'::regprocedure and not t.tgisinternal
  loop
    execute format('alter table %s add column if not exists _txid xid8 not null default ''0''', tbl);
    execute format('alter table %s alter column _txid set default pg_catalog.pg_current_xact_id()', tbl);
    execute format('create index if not exists %I on %s (_txid, id)',
      (select c.relname from pg_catalog.pg_class c where c.oid = tbl) || '_txid_id_idx', tbl);
    execute format('comment on column %s._txid is %L', tbl,
      'The transaction that last wrote the row (replication trigger); the pull checkpoint is (_txid, id) below public.sync_horizon().');
  end loop;
end;
$$;

-- Tables whose columns authenticated may select one by one (private e-mails and phones) must
-- let it read the checkpoint column too.
grant select (_txid) on table public.user_profiles to authenticated;
grant select (_txid) on table public.talent_profiles to authenticated;

create or replace function public.set_replication_modified()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new._modified := clock_timestamp();
  new._txid := pg_catalog.pg_current_xact_id();
  return new;
end;
$$;

comment on function public.set_replication_modified() is
  'Trigger: stamps _modified with clock_timestamp() and _txid with the writing transaction''s id on insert and update of a mirrored table.';

-- _txid, like _modified, belongs to the replication trigger: a guard never counts it as a
-- client's change.
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
  where key not in ('_modified', '_txid')
    and not (key = any (allowed))
    and (old_row -> key) is distinct from value;
  if changed is not null then
    raise exception '% cannot be changed: %', what, array_to_string(changed, ', ')
      using errcode = '42501';
  end if;
end;
$$;

-- The contract helper gives a new table the column and its (_txid, id) index too, before the
-- trigger that sets it.
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

  -- The commit-order column (see 20261128006000_replication_commit_order.sql): rows already
  -- there were committed before, so 0; new rows get their transaction's id.
  if not exists (
    select 1 from pg_catalog.pg_attribute a
    where a.attrelid = tbl and a.attname = '_txid' and not a.attisdropped) then
    execute format('alter table %s add column _txid xid8 not null default ''0''', tbl);
    execute format('alter table %s alter column _txid set default pg_catalog.pg_current_xact_id()', tbl);
  end if;

  if not exists (select 1 from pg_catalog.pg_trigger t where t.tgrelid = tbl and t.tgname = 'set_modified') then
    execute format(
      'create trigger set_modified before insert or update on %s for each row execute function public.set_replication_modified()',
      tbl);
  end if;

  execute format('create index if not exists %I on %s (_modified, id)', rel.relname || '_modified_id_idx', tbl);
  execute format('create index if not exists %I on %s (_txid, id)', rel.relname || '_txid_id_idx', tbl);

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
  'Migration helper: gives a table the _txid column, the set_modified trigger, the (_modified, id) and (_txid, id) indexes, supabase_realtime membership, row-level security, and revokes DELETE and TRUNCATE from the API roles (rows are soft-deleted with _deleted). Idempotent.';
