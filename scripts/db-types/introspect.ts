/**
 * Reads what the client roles can reach in one schema from pg_catalog: tables and views with
 * their columns (and which of them anon or authenticated may select, insert, update), foreign
 * keys, callable functions, enums and composite types. Pure data out; ./render.ts writes the
 * TypeScript. Privileges are the API's real contract (column grants keep user_profiles.email
 * and talent_profiles.phone from clients), so they are read here rather than guessed later.
 */
import type pg from 'pg';
import { listedValues } from './checks';

/** The roles supabase-js requests run as: signed out and signed in. */
export const CLIENT_ROLES = ['anon', 'authenticated'] as const;

export interface PgType {
  oid: number;
  name: string;
  schema: string;
  /** b base, c composite, d domain, e enum, p pseudo, r range, m multirange. */
  type: string;
  category: string;
  elem: number;
  base: number;
}

export interface Column {
  name: string;
  typeOid: number;
  nullable: boolean;
  /** Has a default, is an identity or generated column: an insert may leave it out. */
  defaulted: boolean;
  /** GENERATED ALWAYS (identity or stored): no client may write it. */
  generatedAlways: boolean;
  select: boolean;
  insert: boolean;
  update: boolean;
  /** The values a one-column `check (col in (…))` constraint allows, else null. */
  allowed: string[] | null;
}

export interface Relation {
  oid: number;
  name: string;
  kind: 'table' | 'view';
  /** For views: whether PostgreSQL can insert and update through it. */
  updatable: boolean;
  columns: Column[];
}

export interface ForeignKey {
  name: string;
  table: string;
  columns: string[];
  referencedRelation: string;
  referencedColumns: string[];
  isOneToOne: boolean;
}

export interface FunctionArg {
  name: string;
  typeOid: number;
  hasDefault: boolean;
}

export interface DbFunction {
  name: string;
  args: FunctionArg[];
  /** Columns of `returns table (…)` (or OUT parameters), else empty. */
  tableColumns: FunctionArg[];
  returnTypeOid: number;
  returnsSet: boolean;
}

export interface Enum {
  name: string;
  values: string[];
}

export interface CompositeType {
  name: string;
  /** The relation id behind the type (a standalone composite's pg_class row). */
  relid: number;
  attributes: { name: string; typeOid: number }[];
}

export interface SchemaModel {
  schema: string;
  types: Map<number, PgType>;
  relations: Relation[];
  /** Tables and views of the schema no client role may touch: left out of the type. */
  hiddenRelations: string[];
  /** Relation row types by pg_class oid, every column (a function's result is not column-filtered). */
  rowTypes: Map<number, Relation>;
  foreignKeys: ForeignKey[];
  functions: DbFunction[];
  enums: Enum[];
  composites: CompositeType[];
}

const anyRole = (check: (role: string) => string) => `(${CLIENT_ROLES.map(check).join(' or ')})`;

const TYPES_SQL = `
  select t.oid::int, t.typname as name, n.nspname as schema, t.typtype as type, t.typcategory as category,
         t.typelem::int as elem, t.typbasetype::int as base
  from pg_type t join pg_namespace n on n.oid = t.typnamespace
  where n.nspname in ('pg_catalog', $1)`;

const RELATIONS_SQL = `
  select c.oid::int, c.relname as name, c.relkind as kind,
         c.relkind in ('v', 'm') and (pg_relation_is_updatable(c.oid, false) & 12) = 12 as updatable
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f')`;

const COLUMNS_SQL = `
  select a.attrelid::int as relid, a.attname as name, a.atttypid::int as type_oid, not a.attnotnull as nullable,
         (a.atthasdef or a.attidentity <> '' or a.attgenerated <> '') as defaulted,
         (a.attidentity = 'a' or a.attgenerated <> '') as generated_always,
         ${anyRole((r) => `has_column_privilege('${r}', a.attrelid, a.attnum, 'select')`)} as "select",
         ${anyRole((r) => `has_column_privilege('${r}', a.attrelid, a.attnum, 'insert')`)} as "insert",
         ${anyRole((r) => `has_column_privilege('${r}', a.attrelid, a.attnum, 'update')`)} as "update"
  from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = $1 and a.attnum > 0 and not a.attisdropped and c.relkind in ('r', 'p', 'v', 'm', 'f', 'c')
  order by a.attname`;

/** A foreign key is one-to-one when its columns are exactly a unique index's (no predicate). */
const FOREIGN_KEYS_SQL = `
  select con.conname as name, src.relname as table, dst.relname as referenced_relation,
         array(select a.attname from unnest(con.conkey) with ordinality k(n, i)
               join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.n order by k.i)::text[] as columns,
         array(select a.attname from unnest(con.confkey) with ordinality k(n, i)
               join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.n order by k.i)::text[]
           as referenced_columns,
         exists (select 1 from pg_index i where i.indrelid = con.conrelid and i.indisunique and i.indpred is null
                 and (select array_agg(k order by k) from unnest(i.indkey::int2[]) with ordinality u(k, o)
                      where o <= i.indnkeyatts) = (select array_agg(k order by k) from unnest(con.conkey) k))
           as is_one_to_one
  from pg_constraint con
  join pg_class src on src.oid = con.conrelid join pg_namespace sn on sn.oid = src.relnamespace
  join pg_class dst on dst.oid = con.confrelid join pg_namespace dn on dn.oid = dst.relnamespace
  where con.contype = 'f' and sn.nspname = $1 and dn.nspname = $1`;

/** Functions a client role may execute through /rpc; trigger and event-trigger functions are not callable. */
const FUNCTIONS_SQL = `
  select p.proname as name, p.prorettype::int as return_type_oid, p.proretset as returns_set,
         p.pronargs as nargs, p.pronargdefaults as ndefaults,
         coalesce(p.proallargtypes::int[], p.proargtypes::int[]) as arg_types,
         coalesce(p.proargmodes::text[], array_fill('i'::text, array[p.pronargs::int])) as arg_modes,
         coalesce(p.proargnames, array_fill(''::text, array[cardinality(coalesce(p.proallargtypes::int[],
           p.proargtypes::int[]))])) as arg_names
  from pg_proc p join pg_namespace n on n.oid = p.pronamespace
  where n.nspname = $1 and p.prokind = 'f'
    and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype)
    and ${anyRole((r) => `has_function_privilege('${r}', p.oid, 'execute')`)}
  order by p.proname, pg_get_function_identity_arguments(p.oid)`;

/** One-column CHECK constraints; ./checks.ts keeps those that list the allowed values. */
const CHECKS_SQL = `
  select con.conrelid::int as relid, a.attname as column, pg_get_constraintdef(con.oid) as definition
  from pg_constraint con join pg_class c on c.oid = con.conrelid join pg_namespace n on n.oid = c.relnamespace
  join pg_attribute a on a.attrelid = con.conrelid and a.attnum = con.conkey[1]
  where n.nspname = $1 and con.contype = 'c' and cardinality(con.conkey) = 1
  order by con.conname`;

const ENUMS_SQL = `
  select t.typname as name, array_agg(e.enumlabel order by e.enumsortorder)::text[] as values
  from pg_type t join pg_namespace n on n.oid = t.typnamespace join pg_enum e on e.enumtypid = t.oid
  where n.nspname = $1 group by t.typname order by t.typname`;

const COMPOSITES_SQL = `
  select t.typname as name, t.typrelid::int as relid
  from pg_type t join pg_namespace n on n.oid = t.typnamespace join pg_class c on c.oid = t.typrelid
  where n.nspname = $1 and t.typtype = 'c' and c.relkind = 'c' order by t.typname`;

interface ColumnRow {
  relid: number;
  name: string;
  type_oid: number;
  nullable: boolean;
  defaulted: boolean;
  generated_always: boolean;
  select: boolean;
  insert: boolean;
  update: boolean;
}

interface FunctionRow {
  name: string;
  return_type_oid: number;
  returns_set: boolean;
  nargs: number;
  ndefaults: number;
  arg_types: number[];
  arg_modes: string[];
  arg_names: string[];
}

/** Input arguments (IN, INOUT, VARIADIC) and result columns (OUT, TABLE) of a function row. */
function toFunction(row: FunctionRow): DbFunction {
  const args: FunctionArg[] = [];
  const tableColumns: FunctionArg[] = [];
  row.arg_types.forEach((typeOid, i) => {
    const mode = row.arg_modes[i];
    const name = row.arg_names[i] ?? '';
    if (mode === 'i' || mode === 'b' || mode === 'v') args.push({ name, typeOid, hasDefault: false });
    if (mode === 'o' || mode === 't' || mode === 'b') tableColumns.push({ name, typeOid, hasDefault: false });
  });
  // Defaults belong to the last pronargdefaults input arguments.
  args.forEach((a, i) => (a.hasDefault = i >= args.length - row.ndefaults));
  return { name: row.name, args, tableColumns, returnTypeOid: row.return_type_oid, returnsSet: row.returns_set };
}

export async function introspect(client: pg.Client, schema = 'public'): Promise<SchemaModel> {
  // One client runs one query at a time.
  const q = async <T>(sql: string) => (await client.query(sql, [schema])).rows as T[];
  const types = await q<PgType>(TYPES_SQL);
  const relations = await q<{ oid: number; name: string; kind: string; updatable: boolean }>(RELATIONS_SQL);
  const columns = await q<ColumnRow>(COLUMNS_SQL);
  const checks = await q<{ relid: number; column: string; definition: string }>(CHECKS_SQL);
  const foreignKeys = await q<
    ForeignKey & { referenced_relation: string; referenced_columns: string[]; is_one_to_one: boolean }
  >(FOREIGN_KEYS_SQL);
  const functions = await q<FunctionRow>(FUNCTIONS_SQL);
  const enums = await q<Enum>(ENUMS_SQL);
  const composites = await q<{ name: string; relid: number }>(COMPOSITES_SQL);
  const allowedValues = (relid: number, column: string): string[] | null => {
    for (const c of checks) {
      const values = c.relid === relid && c.column === column ? listedValues(c.definition, column) : null;
      if (values) return values;
    }
    return null;
  };
  const columnsOf = (relid: number): Column[] =>
    columns
      .filter((c) => c.relid === relid)
      .map((c) => ({
        name: c.name,
        typeOid: c.type_oid,
        nullable: c.nullable,
        defaulted: c.defaulted,
        generatedAlways: c.generated_always,
        select: c.select,
        insert: c.insert,
        update: c.update,
        allowed: allowedValues(c.relid, c.name),
      }));
  const all: Relation[] = relations.map((r) => ({
    oid: r.oid,
    name: r.name,
    kind: r.kind === 'v' || r.kind === 'm' ? 'view' : 'table',
    updatable: r.updatable,
    columns: columnsOf(r.oid),
  }));
  const reachable = (r: Relation) => r.columns.some((c) => c.select || c.insert || c.update);
  return {
    schema,
    types: new Map(types.map((t) => [t.oid, t])),
    relations: all.filter(reachable),
    hiddenRelations: all.filter((r) => !reachable(r)).map((r) => r.name),
    rowTypes: new Map(all.map((r) => [r.oid, r])),
    foreignKeys: foreignKeys.map((f) => ({
      name: f.name,
      table: f.table,
      columns: f.columns,
      referencedRelation: f.referenced_relation,
      referencedColumns: f.referenced_columns,
      isOneToOne: f.is_one_to_one,
    })),
    functions: functions.map(toFunction),
    enums,
    composites: composites.map((c) => ({
      name: c.name,
      relid: c.relid,
      attributes: columnsOf(c.relid).map((a) => ({ name: a.name, typeOid: a.typeOid })),
    })),
  };
}
