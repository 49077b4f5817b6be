-- The local realtime service's change capture (local only, never deployed): a row trigger on
-- every table of the supabase_realtime publication copies each change, with the full row as
-- PostgreSQL's own jsonb, into realtime_local.changes and NOTIFYs the transaction id once per
-- transaction. Notifications arrive in commit order and carry no row data, so NOTIFY's 8 kB
-- limit never truncates a row. An event trigger keeps the capture triggers in step with the
-- publication as migrations (which run after this file) add or drop tables.
-- Idempotent: it runs on every start.

create schema if not exists realtime_local;
revoke all on schema realtime_local from public;

create table if not exists realtime_local.changes (
  id bigserial primary key,
  xid xid8 not null,
  schema_name text not null,
  table_name text not null,
  type text not null,
  commit_timestamp text not null,
  record jsonb,
  old_record jsonb
);
create index if not exists changes_xid_idx on realtime_local.changes (xid);
-- Rows live for milliseconds; vacuum often so dead ones never pile up under the index.
alter table realtime_local.changes set (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 2000, autovacuum_vacuum_cost_delay = 0);

-- Runs as its owner so that writers under any role (anon, authenticated) can record changes;
-- UTC pins timestamptz in the captured json to what PostgREST sends.
create or replace function realtime_local.capture() returns trigger
language plpgsql security definer set search_path = pg_catalog set timezone = 'UTC'
as $$
declare
  xid xid8 := pg_current_xact_id();
begin
  insert into realtime_local.changes (xid, schema_name, table_name, type, commit_timestamp, record, old_record)
  values (
    xid, tg_table_schema, tg_table_name, tg_op,
    to_char(clock_timestamp(), 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    case when tg_op <> 'DELETE' then to_jsonb(new) end,
    case when tg_op <> 'INSERT' then to_jsonb(old) end
  );
  perform pg_notify('realtime_local_changes', xid::text);
  return null;
end
$$;

-- Installs the capture trigger on each publication table (for the events it publishes) and
-- removes it from tables that left the publication. Signals listeners to reload the catalog.
-- The name sorts before any lowercase one, so it is the first AFTER trigger to fire: a change is
-- published before the changes its own triggers go on to make (a new message before the unread
-- counts it raises), the order in which Supabase's Realtime reads them from the WAL.
create or replace function realtime_local.sync_capture_triggers() returns void
language plpgsql security definer set search_path = pg_catalog
as $$
declare
  r record;
  events text;
begin
  perform set_config('realtime_local.syncing', 'on', true);
  -- Databases made before the trigger took its current name.
  for r in
    select n.nspname, c.relname from pg_trigger t
    join pg_class c on c.oid = t.tgrelid
    join pg_namespace n on n.oid = c.relnamespace
    where t.tgname = 'zz_realtime_local_capture'
  loop
    execute format('drop trigger zz_realtime_local_capture on %I.%I', r.nspname, r.relname);
  end loop;
  for r in
    select c.oid as relid, n.nspname, c.relname, t.oid is not null as has_trigger
    from pg_trigger t
    join pg_class c on c.oid = t.tgrelid
    join pg_namespace n on n.oid = c.relnamespace
    where t.tgname = '_realtime_local_capture'
      and not exists (
        select from pg_publication_tables p
        where p.pubname = 'supabase_realtime' and p.schemaname = n.nspname and p.tablename = c.relname)
  loop
    execute format('drop trigger if exists _realtime_local_capture on %I.%I', r.nspname, r.relname);
  end loop;

  for r in
    select p.schemaname, p.tablename, pub.pubinsert, pub.pubupdate, pub.pubdelete
    from pg_publication_tables p
    join pg_publication pub on pub.pubname = p.pubname
    join pg_class c on c.relname = p.tablename
    join pg_namespace n on n.oid = c.relnamespace and n.nspname = p.schemaname
    where p.pubname = 'supabase_realtime' and c.relkind = 'r'
      and not exists (select from pg_trigger t where t.tgrelid = c.oid and t.tgname = '_realtime_local_capture')
  loop
    events := array_to_string(array_remove(array[
      case when r.pubinsert then 'insert' end,
      case when r.pubupdate then 'update' end,
      case when r.pubdelete then 'delete' end], null), ' or ');
    if events <> '' then
      execute format(
        'create trigger _realtime_local_capture after %s on %I.%I for each row execute function realtime_local.capture()',
        events, r.schemaname, r.tablename);
    end if;
  end loop;
  perform realtime_local.sync_rls_functions();
  perform set_config('realtime_local.syncing', 'off', true);
  perform pg_notify('realtime_local_catalog', '');
end
$$;

create or replace function realtime_local.on_ddl() returns event_trigger
language plpgsql security definer set search_path = pg_catalog
as $$
begin
  -- The sync itself runs DDL; the flag keeps it from re-entering.
  if coalesce(current_setting('realtime_local.syncing', true), '') = 'on' then
    return;
  end if;
  if exists (
    select from pg_event_trigger_ddl_commands()
    where command_tag not in ('CREATE TRIGGER', 'DROP TRIGGER', 'CREATE FUNCTION', 'DROP FUNCTION', 'REVOKE')
  ) then
    perform realtime_local.sync_capture_triggers();
  end if;
end
$$;

drop event trigger if exists realtime_local_ddl;
create event trigger realtime_local_ddl on ddl_command_end execute function realtime_local.on_ddl();

-- A dropped table takes its trigger with it; listeners still need to forget the table.
create or replace function realtime_local.on_drop() returns event_trigger
language plpgsql security definer set search_path = pg_catalog
as $$
begin
  perform pg_notify('realtime_local_catalog', '');
end
$$;

drop event trigger if exists realtime_local_drop;
create event trigger realtime_local_drop on sql_drop execute function realtime_local.on_drop();

-- The RLS check for one table: which of a batch's changed rows each subscriber group may
-- SELECT, evaluated as that group. `rows` lists the rows' primary keys once; each item of
-- `items` is {"role", "claims", "pos": [1-based positions in rows] | null for all}. The result
-- names the item and each visible position, or the error that made the item unreadable (that
-- group sees nothing; the batch goes on). One function per table, with static SQL, so
-- PostgreSQL keeps its plan across groups instead of planning a dynamic query per group.
create or replace function realtime_local.rls_function_source(rel regclass) returns text
language sql stable set search_path = pg_catalog
as $$
  select format($f$
#variable_conflict use_column
declare
  it record;
  pos int[];
  %1$s
begin
  select %2$s into %3$s from jsonb_array_elements(rows) with ordinality as x(v, i);
  for it in select value as v, (ordinality - 1)::int as i from jsonb_array_elements(items) with ordinality loop
    begin
      if jsonb_typeof(it.v -> 'pos') = 'array' then
        pos := array(select value::int from jsonb_array_elements_text(it.v -> 'pos'));
      else
        pos := array(select generate_series(1, coalesce(array_length(k1, 1), 0)));
      end if;
      perform set_config('role', it.v ->> 'role', true);
      perform set_config('request.jwt.claims', it.v ->> 'claims', true);
      perform set_config('request.jwt.claim.sub', coalesce(it.v -> 'claims' ->> 'sub', ''), true);
      perform set_config('request.jwt.claim.role', it.v ->> 'role', true);
      return query select it.i, u.p, null::text from unnest(pos) as u(p) join %4$s as t on %5$s;
      perform set_config('role', 'none', true);
    exception when others then
      perform set_config('role', 'none', true);
      item := it.i;
      ord := null;
      error := sqlstate || ': ' || sqlerrm;
      return next;
    end;
  end loop;
end
$f$,
    string_agg(format('k%s %s[];', k.n, k.typ), ' '),
    string_agg(format('array_agg((x.v ->> %L)::%s order by x.i)', k.attname, k.typ), ', '),
    string_agg(format('k%s', k.n), ', '),
    rel,
    string_agg(format('t.%I = k%s[u.p]', k.attname, k.n), ' and '))
  from (
    select a.attname, format_type(a.atttypid, a.atttypmod) as typ,
      row_number() over (order by array_position(i.indkey::int2[], a.attnum)) as n
    from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
    where i.indrelid = rel and i.indisprimary
  ) k
  having count(*) > 0
$$;

create or replace function realtime_local.sync_rls_functions() returns void
language plpgsql security definer set search_path = pg_catalog
as $$
declare
  r record;
  src text;
begin
  for r in
    select p.oid, p.proname from pg_proc p
    where p.pronamespace = 'realtime_local'::regnamespace and p.proname ~ '^rls_\d+$'
      and not exists (
        select from pg_publication_tables pt
        where pt.pubname = 'supabase_realtime' and format('%I.%I', pt.schemaname, pt.tablename)::regclass::oid = substr(p.proname, 5)::oid)
  loop
    execute format('drop function realtime_local.%I', r.proname);
  end loop;
  for r in
    select format('%I.%I', pt.schemaname, pt.tablename)::regclass as rel
    from pg_publication_tables pt where pt.pubname = 'supabase_realtime'
  loop
    src := realtime_local.rls_function_source(r.rel);
    if src is null then
      continue;
    end if;
    if not exists (
      select from pg_proc p
      where p.pronamespace = 'realtime_local'::regnamespace and p.proname = 'rls_' || r.rel::oid and p.prosrc = src
    ) then
      -- Never let the local realtime service fail someone's migration.
      begin
        execute format(
          'create or replace function realtime_local.%I(rows jsonb, items jsonb) returns table (item int, ord int, error text) language plpgsql set search_path = pg_catalog as %L',
          'rls_' || r.rel::oid, src);
        execute format('revoke all on function realtime_local.%I(jsonb, jsonb) from public', 'rls_' || r.rel::oid);
      exception when others then
        raise warning 'realtime_local: no RLS check function for %: %', r.rel, sqlerrm;
      end;
    end if;
  end loop;
end
$$;

drop function if exists realtime_local.visible_rows(jsonb);

-- The change feed's take with its RLS check in one round trip (gateway/realtime/take-checked.ts).
-- Deletes the notified transactions' changes and returns them in commit order (`n`: each
-- transaction in the order notified, its rows in capture order); then, for each of
-- `checks.tables` ({"schema", "table", "relid", "items": [indexes into checks.claims]}) whose
-- table has rows in the batch, what that table's check function finds each item (a claim set,
-- sent once however many tables it is subscribed to) may see among those rows (its INSERTs and
-- UPDATEs, in batch order), tagged with the entry's index `t`. The
-- statement text stays the same whatever the subscriptions, so it costs no planning per table;
-- a missing check function fails the whole call, which then deletes nothing.
create or replace function realtime_local.take_checked(xids xid8[], checks jsonb)
returns table (n bigint, id text, schema_name text, table_name text, type text, commit_timestamp text,
  record text, old_record text, t int, item int, ord int, error text)
language plpgsql set search_path = pg_catalog
as $$
#variable_conflict use_column
declare
  batch realtime_local.changes[];
  c record;
begin
  with taken as (delete from realtime_local.changes x where x.xid = any(xids) returning x.*)
  select coalesce(array_agg(taken order by array_position(xids, taken.xid), taken.id), '{}') into batch from taken;
  return query
    select u.i, u.id::text, u.schema_name, u.table_name, u.type, u.commit_timestamp, u.record::text,
      u.old_record::text, null::int, null::int, null::int, null::text
    from unnest(batch) with ordinality
      as u(id, xid, schema_name, table_name, type, commit_timestamp, record, old_record, i)
    order by u.i;
  for c in
    select (e.ordinality - 1)::int as ti, (e.value ->> 'relid')::oid as relid, g.checked,
      (select jsonb_agg(jsonb_build_object('role', checks -> 'claims' -> k.i::int ->> 'role',
          'claims', checks -> 'claims' -> k.i::int, 'pos', null) order by k.o)
        from jsonb_array_elements_text(e.value -> 'items') with ordinality as k(i, o)) as items
    from (
      select u.schema_name, u.table_name, jsonb_agg(u.record order by u.i) as checked
      from unnest(batch) with ordinality
        as u(id, xid, schema_name, table_name, type, commit_timestamp, record, old_record, i)
      where u.type <> 'DELETE' and u.record is not null
      group by u.schema_name, u.table_name) g
    join jsonb_array_elements(checks -> 'tables') with ordinality as e
      on e.value ->> 'schema' = g.schema_name and e.value ->> 'table' = g.table_name
  loop
    return query execute format(
      'select null::bigint, null::text, null::text, null::text, null::text, null::text, null::text, null::text, '
      '$3, r.item, r.ord, r.error from realtime_local.rls_%s($1, $2) r', c.relid)
      using c.checked, c.items, c.ti;
  end loop;
end
$$;
revoke all on function realtime_local.take_checked(xid8[], jsonb) from public;
