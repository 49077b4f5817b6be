/**
 * Writes the `Database` type supabase-js takes (`SupabaseClient<Database>`) from a schema model
 * (./introspect.ts), in the shape `supabase gen types typescript` gives: Tables with Row, Insert,
 * Update and Relationships, Views, Functions with Args and Returns, Enums, CompositeTypes, then
 * the Tables/TablesInsert/TablesUpdate/Enums helpers and the enum Constants. Two choices differ
 * from the CLI, both so the type says what a client can really do:
 * - Row lists only the columns anon or authenticated may select, Insert those they may insert,
 *   Update those they may update (column privileges). `select=*` on a table with a hidden column
 *   is refused, and a Row that named the column would promise data no client receives; each
 *   omission is written as a comment in its place.
 * - Tables and views no client role may touch, and functions none may execute, are left out.
 * - A text column whose one-column CHECK lists its values (`check (status in (…))`) is typed as
 *   that union of literals, as an enum column is (./checks.ts), and the lists are in
 *   `Constants.public.Checks` beside the enums'.
 * - Function arguments accept null, as SQL functions do.
 * The output is deterministic (everything sorted by name), so a stale file shows as a diff.
 */
import type { Column, DbFunction, FunctionArg, Relation, SchemaModel } from './introspect';
import { CLIENT_ROLES } from './introspect';

const NUMBER = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid', 'money']);
/** PostgREST sends these as JSON strings. */
const STRING_NAMES = new Set(['uuid', 'xid', 'xid8', 'tsvector', 'tsquery', 'bytea', 'citext', 'vector']);
/** String, date/time, timespan, network address and bit-string categories. */
const STRING_CATEGORIES = new Set(['S', 'D', 'T', 'I', 'V']);

const q = JSON.stringify;
const roles = CLIENT_ROLES.join(' or ');

/** The TypeScript type of a value of the PostgreSQL type `oid`, as PostgREST encodes it in JSON. */
function tsType(m: SchemaModel, oid: number): string {
  const t = m.types.get(oid);
  if (!t) return 'unknown';
  const own = t.schema === m.schema;
  const root = `Database[${q(m.schema)}]`;
  if (t.type === 'd') return tsType(m, t.base);
  if (t.type === 'e') return own ? `${root}['Enums'][${q(t.name)}]` : 'string';
  if (t.type === 'c') {
    if (own && m.composites.some((c) => c.name === t.name)) return `${root}['CompositeTypes'][${q(t.name)}]`;
    return 'unknown';
  }
  if (t.category === 'A' && t.elem) return `(${tsType(m, t.elem)})[]`;
  if (t.name === 'bool') return 'boolean';
  if (NUMBER.has(t.name)) return 'number';
  if (t.name === 'json' || t.name === 'jsonb') return 'Json';
  if (t.name === 'void') return 'undefined';
  if (t.name === 'record') return 'Record<string, unknown>';
  if (STRING_NAMES.has(t.name) || STRING_CATEGORIES.has(t.category)) return 'string';
  return 'unknown';
}

const orNull = (type: string, nullable: boolean) => (nullable ? `${type} | null` : type);
const never = '[_ in never]: never';
/** An object type's members; `[_ in never]: never` (the CLI's empty object) when there are none. */
const block = (lines: string[]) =>
  lines.some((l) => !l.startsWith('//')) ? lines.join('\n') : [...lines, never].join('\n');

/** A column's type: the values its CHECK constraint lists, else its PostgreSQL type's. */
const columnType = (m: SchemaModel, c: Column) =>
  orNull(c.allowed ? c.allowed.map((v) => q(v)).join(' | ') : tsType(m, c.typeOid), c.nullable);

/** The members of Row, Insert or Update, with a comment where a column is withheld. */
function members(m: SchemaModel, columns: Column[], op: 'select' | 'insert' | 'update'): string[] {
  if (!columns.some((c) => c[op])) return [`// ${op} not granted to ${roles}`];
  return columns.map((c) => {
    if (!c[op]) return `// ${c.name}: ${op} not granted to ${roles} (column privileges)`;
    const type = columnType(m, c);
    if (op === 'select') return `${q(c.name)}: ${type}`;
    if (c.generatedAlways) return `${q(c.name)}?: never`;
    const optional = op === 'update' || c.nullable || c.defaulted;
    return `${q(c.name)}${optional ? '?' : ''}: ${type}`;
  });
}

function relationships(m: SchemaModel, table: string): string {
  const keys = m.foreignKeys
    .filter((f) => f.table === table)
    .sort((a, b) => a.name.localeCompare(b.name) || a.referencedRelation.localeCompare(b.referencedRelation));
  return keys
    .map(
      (f) => `{
        foreignKeyName: ${q(f.name)}
        columns: ${q(f.columns)}
        isOneToOne: ${f.isOneToOne}
        referencedRelation: ${q(f.referencedRelation)}
        referencedColumns: ${q(f.referencedColumns)}
      }`,
    )
    .join(',\n');
}

function relation(m: SchemaModel, r: Relation): string {
  const writable = r.kind === 'table' || r.updatable;
  const write = writable
    ? `Insert: {
        ${block(members(m, r.columns, 'insert'))}
      }
      Update: {
        ${block(members(m, r.columns, 'update'))}
      }`
    : '';
  return `${q(r.name)}: {
      Row: {
        ${block(members(m, r.columns, 'select'))}
      }
      ${write}
      Relationships: [${relationships(m, r.name)}]
    }`;
}

/**
 * Arguments take null (SQL passes NULL to any argument; many of ours mean 'none' by it, which is
 * not the same as leaving out one with a default). Result columns are typed as the CLI types them.
 */
const argList = (m: SchemaModel, args: FunctionArg[], input: boolean) =>
  args.map((a) => `${q(a.name)}${input && a.hasDefault ? '?' : ''}: ${orNull(tsType(m, a.typeOid), input)}`).join('\n');

/** What a function returns: its TABLE columns, a relation's row (every column), or a type. */
function returns(m: SchemaModel, fn: DbFunction): { type: string; setof: string } {
  const list = fn.returnsSet ? '[]' : '';
  if (fn.tableColumns.length) return { type: `{\n${argList(m, fn.tableColumns, false)}\n}${list}`, setof: '' };
  const t = m.types.get(fn.returnTypeOid);
  const rel = t && t.schema === m.schema && [...m.rowTypes.values()].find((r) => r.name === t.name);
  if (rel) {
    const columns = rel.columns.map((c) => `${q(c.name)}: ${columnType(m, c)}`);
    const visible = m.relations.some((r) => r.name === rel.name);
    // Lets supabase-js type a select() chained on the call by the relation's Row.
    const setof = visible
      ? `SetofOptions: {
          from: "*"
          to: ${q(rel.name)}
          isOneToOne: ${!fn.returnsSet}
          isSetofReturn: ${fn.returnsSet}
        }`
      : '';
    return { type: `{\n${columns.join('\n')}\n}${list}`, setof };
  }
  return { type: `${tsType(m, fn.returnTypeOid)}${list}`, setof: '' };
}

function overload(m: SchemaModel, fn: DbFunction): string {
  const args = fn.args.length ? `{\n${argList(m, fn.args, true)}\n}` : 'never';
  const { type, setof } = returns(m, fn);
  return `{
    Args: ${args}
    Returns: ${type}
    ${setof}
  }`;
}

/** PostgREST can call a function whose input arguments are all named, or that has one unnamed one. */
const callable = (fn: DbFunction) => fn.args.length <= 1 || fn.args.every((a) => a.name !== '');

function functions(m: SchemaModel): string[] {
  const byName = new Map<string, DbFunction[]>();
  for (const fn of m.functions.filter(callable)) byName.set(fn.name, [...(byName.get(fn.name) ?? []), fn]);
  return [...byName.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([name, fns]) =>
        `${q(name)}: ${fns
          .map((fn) => overload(m, fn))
          .sort()
          .join(' | ')}`,
    );
}

const HEADER = `/**
 * The database as supabase-js sees it, generated from the migrations by \`npm run gen:types\`
 * (scripts/gen-db-types.ts): do not edit by hand; rerun the script after adding a migration.
 * tests/integration/db-types-fresh.test.ts fails while this file is stale.
 *
 * Row types list only the columns ${roles} may select, Insert and Update only those they may
 * write (column privileges): a column left out is named in a comment in its place. So
 * user_profiles.email and talent_profiles.phone are not in their Row types — no client ever
 * receives them from the table (they come from profile_emails() and my_talent_phone()).
 */`;

const HELPERS = (schema: string) => `
type DefaultSchema = Database[${q(schema)}]

/** A table's or view's row as a client selects it. */
export type Tables<T extends keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])> =
  (DefaultSchema['Tables'] & DefaultSchema['Views'])[T] extends { Row: infer R } ? R : never

export type TablesInsert<T extends keyof DefaultSchema['Tables']> = DefaultSchema['Tables'][T]['Insert']

export type TablesUpdate<T extends keyof DefaultSchema['Tables']> = DefaultSchema['Tables'][T]['Update']

export type Enums<T extends keyof DefaultSchema['Enums']> = DefaultSchema['Enums'][T]

export type CompositeTypes<T extends keyof DefaultSchema['CompositeTypes']> = DefaultSchema['CompositeTypes'][T]
`;

export function renderDatabaseTypes(m: SchemaModel): string {
  const hidden = m.hiddenRelations.length
    ? `// Not reachable by ${roles}: ${[...m.hiddenRelations].sort().join(', ')}\n`
    : '';
  const sorted = <T extends { name: string }>(xs: T[]) => [...xs].sort((a, b) => a.name.localeCompare(b.name));
  const tables = sorted(m.relations.filter((r) => r.kind === 'table')).map((r) => relation(m, r));
  const views = sorted(m.relations.filter((r) => r.kind === 'view')).map((r) => relation(m, r));
  const enums = sorted(m.enums).map((e) => `${q(e.name)}: ${e.values.map((v) => q(v)).join(' | ')}`);
  const composites = sorted(m.composites).map(
    (c) => `${q(c.name)}: {\n${c.attributes.map((a) => `${q(a.name)}: ${tsType(m, a.typeOid)} | null`).join('\n')}\n}`,
  );
  const constants = sorted(m.enums).map((e) => `${q(e.name)}: ${q(e.values)}`);
  const checks = sorted(m.relations.filter((r) => r.kind === 'table' && r.columns.some((c) => c.allowed))).map(
    (r) =>
      `${q(r.name)}: {\n${r.columns
        .filter((c) => c.allowed)
        .map((c) => `${q(c.name)}: ${q(c.allowed)}`)
        .join(',\n')}\n}`,
  );
  return `${HEADER}

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  ${q(m.schema)}: {
    ${hidden}Tables: {
      ${block(tables)}
    }
    Views: {
      ${block(views)}
    }
    Functions: {
      ${block(functions(m))}
    }
    Enums: {
      ${block(enums)}
    }
    CompositeTypes: {
      ${block(composites)}
    }
  }
}
${HELPERS(m.schema)}
export const Constants = {
  ${q(m.schema)}: {
    Enums: {
      ${constants.join(',\n')}
    },
    /** The values each CHECK-listed text column allows, by table and column (not in the CLI's output). */
    Checks: {
      ${checks.join(',\n')}
    },
  },
} as const
`;
}
