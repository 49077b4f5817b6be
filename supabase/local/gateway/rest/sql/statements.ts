/**
 * Whole statements: reads, mutations and function calls. Every statement that returns data
 * yields one row {total, page, body} where body is JSON text made by PostgreSQL.
 */
import type { Column, FunctionInfo, Relation } from '../schema/types';
import { ident, qualified, type Sql } from './builder';
import { type NodeSql, tail } from './read';

export type Shape = 'rows' | 'singular' | 'object' | 'scalars';

export interface ShapeOptions {
  shape: Shape;
  stripNulls?: boolean;
  /** The rows as CSV (`Accept: text/csv`). */
  csv?: boolean;
}

/**
 * PostgREST's CSV (Query/SqlFragment.hs, asCsvF): the first row's keys as the header, then
 * each row in PostgreSQL's record text format without its parentheses (so quoting and NULL
 * as empty are PostgreSQL's own). No rows give a lone newline, as there.
 */
const CSV =
  `coalesce((select string_agg(k, ',') from json_object_keys(json_agg(row_to_json(_pgrst_t))->0) as k), '')` +
  ` || chr(10) || coalesce(string_agg(substring(_pgrst_t::text, 2, length(_pgrst_t::text) - 2), chr(10)), '')`;

function aggregate(o: ShapeOptions): string {
  if (o.csv) return CSV;
  if (o.shape === 'scalars') return `coalesce(json_agg(_pgrst_t.pgrst_scalar), '[]')::text`;
  const row = o.stripNulls ? 'json_strip_nulls(row_to_json(_pgrst_t))' : 'row_to_json(_pgrst_t)';
  if (o.shape === 'singular' || o.shape === 'object') return `coalesce((json_agg(${row})->0)::text, 'null')`;
  return `coalesce(json_agg(${row}), '[]')::text`;
}

function whereClause(conds: string[]): string {
  return conds.length ? ` where ${conds.join(' and ')}` : '';
}

/** A read from `from` (which declares the node's alias), optionally with the exact total. */
export function readStatement(sql: Sql, from: string, node: NodeSql, count: boolean, o: ShapeOptions): string {
  const body = `from ${from} ${node.joins.join(' ')}${whereClause(node.where)}`;
  const total = count ? `(select count(*) ${body})` : 'null::bigint';
  const cols = node.columns.join(', ');
  return (
    `with pgrst_source as (select ${cols} ${body}${tail(sql, node)}) ` +
    `select ${total} as total, count(*) as page, ${aggregate(o)} as body from pgrst_source as _pgrst_t`
  );
}

/**
 * EXPLAIN of a read's count query: its top node's row estimate is PostgREST's count=planned
 * (MainTx.hs, decodeExplain). It takes the read's parameters; those it does not use are
 * declared in an unused CTE so each keeps its number and a type.
 */
export function plannedCountStatement(from: string, node: NodeSql, paramCount: number): string {
  const body = `from ${from} ${node.joins.join(' ')}${whereClause(node.where)}`;
  const used = new Set([...body.matchAll(/\$(\d+)\b/g)].map((m) => Number(m[1])));
  const unused = Array.from({ length: paramCount }, (_, i) => i + 1).filter((i) => !used.has(i));
  const declared = unused.length
    ? `with _pgrst_unused as (select ${unused.map((i) => `$${i}::text`).join(', ')}) `
    : '';
  return `explain (format json) ${declared}select 1 ${body}`;
}

/** Wraps a mutation with RETURNING and projects its rows through `node` (alias `alias`). */
export function returningStatement(mutation: string, alias: string, node: NodeSql, o: ShapeOptions): string {
  return (
    `with pgrst_source as (${mutation}) ` +
    `select null::bigint as total, count(*) as page, ${aggregate(o)} as body from ` +
    `(select ${node.columns.join(', ')} from pgrst_source as ${alias} ${node.joins.join(' ')}${whereClause(node.where)}) as _pgrst_t`
  );
}

export const MUTATION_ALIAS = '"_pgrst_m"';

export function updateSql(
  sql: Sql,
  schema: string,
  rel: Relation,
  patch: Record<string, unknown>,
  cols: Column[],
  where: string[],
  returning?: string,
): string {
  const target = qualified(schema, rel.name);
  const sets = cols.map((c) => `${ident(c.name)} = _pgrst_rec.${ident(c.name)}`).join(', ');
  const s = `update ${target} as ${MUTATION_ALIAS} set ${sets} from json_populate_record(null::${target}, ${sql.param(JSON.stringify(patch))}::json) as _pgrst_rec${whereClause(where)}`;
  return returning ? `${s} returning ${returning}` : s;
}

export function deleteSql(schema: string, rel: Relation, where: string[], returning?: string): string {
  const s = `delete from ${qualified(schema, rel.name)} as ${MUTATION_ALIAS}${whereClause(where)}`;
  return returning ? `${s} returning ${returning}` : s;
}

/**
 * The call expression and the FROM items it needs: named args come through json_to_record; a
 * function of one unnamed parameter (`args` null) gets `positional`, the body as sent.
 */
export function rpcCall(
  sql: Sql,
  schema: string,
  fn: FunctionInfo,
  args: Record<string, unknown> | null,
  positional: string | Buffer | null,
): { call: string; from: string[] } {
  const q = qualified(schema, fn.name);
  if (args === null) return { call: `${q}(${sql.param(positional)}::${fn.args[0]?.type ?? 'json'})`, from: [] };
  const given = fn.args.filter((a) => Object.hasOwn(args, a.name));
  if (given.length === 0) return { call: `${q}()`, from: [] };
  const defs = given.map((a) => `${ident(a.name)} ${a.type}`).join(', ');
  const from = `json_to_record(${sql.param(JSON.stringify(args))}::json) as _pgrst_args(${defs})`;
  return {
    call: `${q}(${given.map((a) => `${ident(a.name)} := _pgrst_args.${ident(a.name)}`).join(', ')})`,
    from: [from],
  };
}
