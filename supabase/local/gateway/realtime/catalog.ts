/**
 * What the realtime service knows about the tables in the supabase_realtime publication:
 * columns with their type names (the `columns` of a change payload), primary key, which API
 * roles may SELECT the table (any of its columns) and which columns each may not. Supabase's
 * Realtime leaves a column the subscriber's role may not select out of the change, and so do
 * we (a profile's private e-mail, for instance). Reloaded when the database signals a DDL change.
 */
import type pg from 'pg';

export interface TableInfo {
  /** pg_class oid; names the table's RLS function realtime_local.rls_<relid>. */
  relid: string;
  schema: string;
  table: string;
  columns: { name: string; type: string }[];
  /** The columns JSON, serialised once for every payload. */
  columnsJson: string;
  types: Record<string, string>;
  pk: string[];
  /** Row-level security on: DELETE payloads then carry the primary key only. */
  rls: boolean;
  /** REPLICA IDENTITY FULL: old records carry every column, as in Supabase. */
  replicaFull: boolean;
  /** API roles with SELECT on the table or some of its columns; other roles are left to the database to decide. */
  selectable: Record<string, boolean>;
  /** Per API role, the columns it may not SELECT (column privileges); absent or empty: none. */
  hidden: Record<string, string[]>;
  /** Its RLS check function realtime_local.rls_<relid> exists (every table with a primary key). */
  rlsCheck: boolean;
}

export type Catalog = Map<string, TableInfo>;

export const tableKey = (schema: string, table: string) => `${schema}.${table}`;

const QUERY = `
  select c.oid::text as relid, p.schemaname as schema, p.tablename as "table", c.relrowsecurity as rls,
    c.relreplident = 'f' as "replicaFull",
    (select json_agg(json_build_object('name', a.attname, 'type', t.typname) order by a.attnum)
       from pg_attribute a join pg_type t on t.oid = a.atttypid
       where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns,
    coalesce((select json_agg(a.attname order by array_position(i.indkey::int2[], a.attnum))
       from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
       where i.indrelid = c.oid and i.indisprimary), '[]'::json) as pk,
    json_build_object(
      'anon', has_any_column_privilege('anon', c.oid, 'select'),
      'authenticated', has_any_column_privilege('authenticated', c.oid, 'select'),
      'service_role', has_any_column_privilege('service_role', c.oid, 'select')) as selectable,
    (select json_object_agg(r.role, coalesce(
       (select json_agg(a.attname order by a.attnum) from pg_attribute a
         where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
           and not has_column_privilege(r.role, c.oid, a.attnum, 'select')), '[]'::json))
       from unnest(array['anon', 'authenticated', 'service_role']) as r(role)) as hidden,
    exists (select from pg_proc f where f.pronamespace = 'realtime_local'::regnamespace
       and f.proname = 'rls_' || c.oid::text) as "rlsCheck"
  from pg_publication_tables p
  join pg_namespace n on n.nspname = p.schemaname
  join pg_class c on c.relnamespace = n.oid and c.relname = p.tablename
  where p.pubname = 'supabase_realtime'`;

export async function loadCatalog(pool: pg.Pool): Promise<Catalog> {
  const { rows } = await pool.query<Omit<TableInfo, 'columnsJson' | 'types'>>(QUERY);
  const catalog: Catalog = new Map();
  for (const r of rows) {
    const columns = r.columns ?? [];
    catalog.set(tableKey(r.schema, r.table), {
      ...r,
      columns,
      columnsJson: JSON.stringify(columns),
      types: Object.fromEntries(columns.map((c) => [c.name, c.type])),
    });
  }
  return catalog;
}

/** Whether a role may read the table at all; roles outside the API three are not prejudged. */
export function maySelect(info: TableInfo, role: string): boolean {
  return info.selectable[role] ?? true;
}

/** The columns a role may not read (left out of its payloads; filters on them match nothing). */
export function hiddenColumns(info: TableInfo, role: string): string[] {
  return info.hidden?.[role] ?? [];
}
