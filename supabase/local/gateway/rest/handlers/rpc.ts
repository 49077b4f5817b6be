/**
 * /rpc/<fn>: POST with named arguments in a JSON object (or the whole body, as sent, for a
 * single unnamed json/jsonb, text, xml or bytea parameter: rpc-resolve.ts), GET/HEAD with arguments in the query string (read-only).
 * Scalars come back bare, a composite as an object, sets as arrays with filters, select,
 * order and paging applied, and void as 204.
 */
import { restError } from '../../errors';
import type { QueryParams } from '../parse/ast';
import { parseQuery } from '../parse/query-string';
import { readOutcome, singularError, toRow, type Outcome, type StatementRow } from '../respond';
import type { FunctionInfo, SchemaSnapshot } from '../schema/types';
import { Sql } from '../sql/builder';
import { buildNode, checkUnusedPaths, type NodeSql } from '../sql/read';
import { readStatement, rpcCall } from '../sql/statements';
import { capRows, endsInRollback, type RestEnv, rejectPlain, run } from './env';
import { explainOutcome } from './explain';
import { plan } from './plan';
import { resolveFunction, takesOnePositional } from './rpc-resolve';

interface RpcPlan {
  text: string;
  params: unknown[];
  fn: FunctionInfo;
  offset: number;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The body as the unnamed parameter receives it: the raw bytes for bytea, else the text sent. */
function positionalValue(env: RestEnv, q: QueryParams): string | Buffer | null {
  const { req } = env;
  if (req.method !== 'POST') return JSON.stringify(Object.fromEntries(q.plain));
  if (!req.raw || req.raw.length === 0) return null;
  return req.media === 'bytea' ? req.raw : req.raw.toString('utf8');
}

function buildRpc(env: RestEnv, s: SchemaSnapshot, name: string): RpcPlan {
  const { req } = env;
  const post = req.method === 'POST';
  // `?=value` names the unnamed parameter on GET, as `{"": value}` does in a body.
  const argNames = new Set((s.functions.get(name) ?? []).flatMap((f) => f.args.map((a) => a.name)));
  const q = parseQuery(req.pairs, post ? new Set() : argNames);
  rejectPlain(post ? q : { ...q, plain: q.plain.filter(([k]) => !argNames.has(k)) });
  const args: Record<string, unknown> = post
    ? req.media === 'json' && isObject(req.body)
      ? req.body
      : {}
    : Object.fromEntries(q.plain);
  const fn = resolveFunction(s, name, Object.keys(args), post, req.media);
  if (req.prefs.handling === 'strict' && req.prefs.maxAffected !== undefined && !fn.returnsSet) {
    // PostgREST refuses before calling (Plan.hs, failMaxAffectedRpcReturnsSingle).
    throw restError(
      400,
      'PGRST128',
      'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
    );
  }
  return takesOnePositional(fn)
    ? finish(env, s, q, fn, null, positionalValue(env, q))
    : finish(env, s, q, fn, args, null);
}

function finish(
  env: RestEnv,
  s: SchemaSnapshot,
  q: QueryParams,
  fn: FunctionInfo,
  args: Record<string, unknown> | null,
  positional: string | Buffer | null,
): RpcPlan {
  const { req } = env;
  const sql = new Sql();
  const { call, from } = rpcCall(sql, s.schema, fn, args, positional);
  const fromSql = from.length ? ` from ${from.join(', ')}` : '';
  if (fn.returnKind === 'void') return { text: `select ${call}${fromSql}`, params: sql.params, fn, offset: 0 };
  if (fn.returnKind === 'scalar' && !fn.returnsSet && !req.csv) {
    return {
      text: `select null::bigint as total, 1 as page, to_json(${call})::text as body${fromSql}`,
      params: sql.params,
      fn,
      offset: 0,
    };
  }
  const ctx = { sql, schema: s, nodes: q.nodes, used: new Set<string>(), aggregates: env.config.aggregatesEnabled };
  const alias = sql.alias();
  let node: NodeSql;
  if (fn.returnKind === 'scalar') {
    const root = q.nodes.get('');
    node = {
      columns: [`${alias} as pgrst_scalar`],
      joins: [],
      where: [],
      order: [],
      ...(root?.limit !== undefined ? { limit: root.limit } : {}),
      ...(root?.offset !== undefined ? { offset: root.offset } : {}),
    };
  } else {
    node = buildNode(ctx, fn.returnRelation, alias, q.select, []);
    checkUnusedPaths(ctx);
  }
  if (fn.returnsSet) capRows(env, node);
  const source = [...from, `${call} as ${alias}`].join(', ');
  const shape = fn.returnKind === 'scalar' ? 'scalars' : !fn.returnsSet ? 'object' : req.singular ? 'singular' : 'rows';
  // PostgREST counts a function's rows for count=exact and estimated only; planned has no
  // plan to read for a call (MainTx.hs), so its total stays '*'.
  const count = req.prefs.count === 'exact' || req.prefs.count === 'estimated';
  const text = readStatement(sql, source, node, count, { shape, stripNulls: req.stripNulls, csv: req.csv });
  return { text, params: sql.params, fn, offset: node.offset ?? 0 };
}

export async function callFunction(env: RestEnv, name: string): Promise<Outcome> {
  const { req } = env;
  if (!['GET', 'HEAD', 'POST'].includes(req.method)) {
    throw restError(405, 'PGRST117', `Unsupported HTTP method: ${req.method}`);
  }
  const p = await plan(env.cache, (s) => buildRpc(env, s, name));
  const readOnly = req.method !== 'POST' || p.fn.volatility !== 'volatile';
  if (req.plan) return explainOutcome(env, readOnly, p.text, p.params);
  const max = req.prefs.handling === 'strict' ? req.prefs.maxAffected : undefined;
  const row = await run(env, readOnly, async (client) => {
    const r = await client.query<StatementRow>(p.text, p.params);
    const value = p.fn.returnKind === 'void' ? null : toRow(r.rows[0] as StatementRow);
    const bad = req.singular && p.fn.returnsSet && value !== null && value.page !== 1;
    const exceeded = max !== undefined && value !== null && value.page > max;
    return { value, rollback: bad || exceeded || endsInRollback(env) };
  });
  if (row === null) return { status: 204, body: null, headers: {} };
  if (req.singular && p.fn.returnsSet && row.page !== 1) throw singularError(row.page);
  if (max !== undefined && row.page > max) {
    // MaxAffectedSpec.hs "test Prefer: max-affected with rpc": the call's rows are what it affected.
    throw restError(
      400,
      'PGRST124',
      'Query result exceeds max-affected preference constraint',
      `The query affects ${row.page} rows`,
    );
  }
  if (!p.fn.returnsSet) {
    // One value counts as one row (RpcSpec.hs "includes exact count of 1 for functions that return
    // a single scalar, domain or composite").
    const counted = req.prefs.count === 'exact' || req.prefs.count === 'estimated';
    return { status: 200, body: row.body, headers: { 'Content-Range': counted ? '0-0/1' : '0-0/*' } };
  }
  return readOutcome(p.offset, row.page, row.total, row.body);
}
