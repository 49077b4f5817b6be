/**
 * POST (insert, bulk insert, upsert), PATCH and DELETE on a table or view. Without
 * `return=representation` the statement has no RETURNING, so inserting needs no SELECT
 * policy, as on Supabase; the affected-row count comes from the command tag.
 */
import { restError } from '../../errors';
import type { ColumnItem, QueryParams, SelectItem } from '../parse/ast';
import { parseQuery } from '../parse/query-string';
import { contentRange, singularError, toRow, type Outcome, type StatementRow } from '../respond';
import type { Column, Relation, SchemaSnapshot } from '../schema/types';
import { ident, qualified, Sql } from '../sql/builder';
import { conditionSql } from '../sql/condition';
import { buildNode, checkUnusedPaths } from '../sql/read';
import { INSERTED_SQL, insertSql } from '../sql/insert';
import { deleteSql, MUTATION_ALIAS, returningStatement, updateSql } from '../sql/statements';
import { endsInRollback, type RestEnv, rejectPlain, relationOr404, run } from './env';
import { explainOutcome } from './explain';
import { plan } from './plan';
import { checkViewPrivilege } from './view-writes';

interface WritePlan {
  text: string;
  params: unknown[];
  returns: boolean;
  /** Nothing to do (an empty PATCH body or an empty insert array). */
  noop: boolean;
  pk: string[];
  /** The relation is a view: its write privilege is checked first (view-writes.ts). */
  view: boolean;
  /** A merge-duplicates upsert: its status says whether anything was inserted (sql/insert.ts). */
  upsert: boolean;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function columnsOf(rel: Relation, names: string[]): Column[] {
  return names.map((n) => {
    const col = rel.columns.find((c) => c.name === n);
    if (!col) throw restError(400, 'PGRST204', `Could not find the '${n}' column of '${rel.name}' in the schema cache`);
    return col;
  });
}

/**
 * The columns a mutation returns, as PostgREST computes them: those its `select` names, or
 * every column (`*`) when it asks for all or embeds. Naming them keeps a mutation within the
 * role's column privileges (a profile's update reads back `id`, never the private `email`).
 */
function returnedColumns(rel: Relation, select: SelectItem[]): string[] | '*' {
  if (!select.length || !select.every((i) => i.kind === 'column')) return '*';
  const names = [...new Set(select.map((i) => (i as ColumnItem).field.name))];
  return names.every((n) => rel.columns.some((c) => c.name === n)) ? names : '*';
}

function mutationSql(
  env: RestEnv,
  s: SchemaSnapshot,
  rel: Relation,
  q: QueryParams,
  sql: Sql,
  returning?: string[] | '*',
): string | null {
  const { req } = env;
  const where = (q.nodes.get('')?.conditions ?? []).map((c) => conditionSql(sql, MUTATION_ALIAS, c));
  const returned = (alias: string) =>
    returning && (returning === '*' ? `${alias}.*` : returning.map((n) => `${alias}.${ident(n)}`).join(', '));
  if (req.method === 'DELETE') return deleteSql(s.schema, rel, where, returned(MUTATION_ALIAS));
  if (req.method === 'PATCH') {
    if (!isObject(req.body)) throw restError(400, 'PGRST102', 'Empty or invalid json', 'PATCH expects a JSON object');
    const cols = columnsOf(rel, Object.keys(req.body));
    return cols.length ? updateSql(sql, s.schema, rel, req.body, cols, where, returned(MUTATION_ALIAS)) : null;
  }
  const rows = Array.isArray(req.body) ? req.body : [req.body];
  if (req.body === undefined || !rows.every(isObject))
    throw restError(400, 'PGRST102', 'Empty or invalid json', 'expected a JSON object or an array of objects');
  if (rows.length === 0) return null;
  const names = q.columns ?? [...new Set(rows.flatMap((r) => Object.keys(r)))];
  return insertSql(sql, s.schema, rel, rows, columnsOf(rel, names), {
    missingDefault: req.prefs.missing === 'default',
    ...(q.onConflict ? { onConflict: q.onConflict } : {}),
    ...(req.prefs.resolution ? { resolution: req.prefs.resolution } : {}),
    ...(returning ? { returning: returned(qualified(s.schema, rel.name))! } : {}),
  });
}

function buildWrite(env: RestEnv, s: SchemaSnapshot, name: string): WritePlan {
  const { req } = env;
  const rel = relationOr404(s, name);
  const q = parseQuery(req.pairs);
  rejectPlain(q);
  const sql = new Sql();
  const mode = req.prefs.return ?? 'minimal';
  const returns = mode !== 'minimal';
  const select =
    mode === 'headers-only' ? rel.pk.map((n) => ({ kind: 'column' as const, field: { name: n, json: [] } })) : q.select;
  const mutation = mutationSql(env, s, rel, q, sql, returns ? returnedColumns(rel, select) : undefined);
  const view = rel.kind === 'view';
  const upsert = req.method === 'POST' && req.prefs.resolution === 'merge-duplicates';
  const base = { returns, pk: rel.pk, view, upsert };
  if (mutation === null) return { ...base, text: '', params: [], noop: true };
  if (!returns) return { ...base, text: mutation, params: sql.params, noop: false };
  const nodes = new Map(q.nodes);
  nodes.delete('');
  const ctx = { sql, schema: s, nodes, used: new Set<string>() };
  const alias = sql.alias();
  const node = buildNode(ctx, rel.name, alias, select, []);
  checkUnusedPaths(ctx);
  const shape = req.singular && mode === 'representation' ? 'singular' : 'rows';
  const text = returningStatement(mutation, alias, node, { shape, stripNulls: req.stripNulls, csv: req.csv });
  return { ...base, text, params: sql.params, noop: false };
}

export async function writeRelation(env: RestEnv, name: string): Promise<Outcome> {
  const { req } = env;
  const p = await plan(env.cache, (s) => buildWrite(env, s, name));
  if (req.plan && !p.noop) return explainOutcome(env, false, p.text, p.params);
  const max = req.prefs.handling === 'strict' ? req.prefs.maxAffected : undefined;
  const result = p.noop
    ? { total: null, page: 0, body: req.singular ? 'null' : '[]', inserted: 0 }
    : await run(env, false, async (client) => {
        if (p.view) await checkViewPrivilege(client, (await env.cache.get()).schema, name, req.method, env.id.role);
        const r = await client.query<StatementRow>(p.text, p.params);
        const row = p.returns ? toRow(r.rows[0] as StatementRow) : { total: null, page: r.rowCount ?? 0, body: '' };
        const inserted = p.upsert
          ? ((await client.query<{ inserted: number | null }>(INSERTED_SQL)).rows[0]?.inserted ?? 0)
          : 0;
        const value = { ...row, inserted };
        const exceeded = max !== undefined && value.page > max;
        return { value, rollback: (req.singular && value.page !== 1) || exceeded || endsInRollback(env) };
      });
  if (req.singular && result.page !== 1) throw singularError(result.page);
  if (max !== undefined && result.page > max) {
    throw restError(
      400,
      'PGRST124',
      'Query result exceeds max-affected preference constraint',
      `The query affects ${result.page} rows`,
    );
  }
  return outcome(env, p, name, result.page, result.body, result.inserted);
}

function outcome(env: RestEnv, p: WritePlan, name: string, affected: number, body: string, inserted: number): Outcome {
  const { req } = env;
  const mode = req.prefs.return ?? 'minimal';
  const total = req.prefs.count ? affected : null;
  const headers: Record<string, string> = {};
  const repr = mode === 'representation' ? body : null;
  if (req.method === 'POST') {
    headers['Content-Range'] = `*/${total ?? '*'}`;
    if (mode === 'headers-only') {
      const first = (JSON.parse(body || '[]') as Record<string, unknown>[])[0];
      if (first && p.pk.length)
        headers.Location = `/${name}?${p.pk.map((k) => `${k}=eq.${encodeURIComponent(String(first[k]))}`).join('&')}`;
    }
    // PostgREST answers a merge-duplicates upsert that inserted nothing with 200 (Response.hs,
    // isInsertIfGTZero; PostgREST PR #2926), an empty body included.
    return { status: p.upsert && inserted <= 0 ? 200 : 201, body: repr, headers };
  }
  headers['Content-Range'] = req.method === 'PATCH' ? contentRange(0, affected, total) : `*/${total ?? '*'}`;
  return repr === null ? { status: 204, body: null, headers } : { status: 200, body: repr, headers };
}
