/**
 * /rpc/<fn>: POST with named arguments in a JSON object (or the whole body for a single
 * unnamed json/jsonb parameter), GET/HEAD with arguments in the query string (read-only).
 * Scalars come back bare, a composite as an object, sets as arrays with filters, select,
 * order and paging applied, and void as 204.
 */
import { GatewayError, restError } from '../../errors';
import { parseQuery } from '../parse/query-string';
import { readOutcome, singularError, toRow, type Outcome, type StatementRow } from '../respond';
import type { FunctionInfo, SchemaSnapshot } from '../schema/types';
import { Sql } from '../sql/builder';
import { buildNode, checkUnusedPaths, type NodeSql } from '../sql/read';
import { readStatement, rpcCall } from '../sql/statements';
import { type RestEnv, rejectPlain, run } from './env';
import { plan } from './plan';

const isJsonType = (t: string) => t === 'json' || t === 'jsonb';
const takesWholeBody = (f: FunctionInfo) => f.args.length === 1 && f.args[0]?.name === '' && isJsonType(f.args[0].type);

function resolve(s: SchemaSnapshot, name: string, keys: string[], post: boolean): { fn: FunctionInfo; whole: boolean } {
  const overloads = s.functions.get(name) ?? [];
  const named = overloads.filter(
    (f) =>
      keys.every((k) => f.args.some((a) => a.name === k)) && f.args.every((a) => a.hasDefault || keys.includes(a.name)),
  );
  if (named.length === 1) return { fn: named[0] as FunctionInfo, whole: false };
  if (named.length > 1) {
    throw new GatewayError(300, {
      code: 'PGRST203',
      message: `Could not choose the best candidate function between: ${named.map((f) => `${s.schema}.${name}(${f.args.map((a) => `${a.name} => ${a.type}`).join(', ')})`).join(', ')}`,
      details: null,
      hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    });
  }
  const whole = post ? overloads.find(takesWholeBody) : undefined;
  if (whole) return { fn: whole, whole: true };
  const sig = keys.length
    ? `${s.schema}.${name}(${[...keys].sort().join(', ')})`
    : `${s.schema}.${name} without parameters`;
  throw restError(
    404,
    'PGRST202',
    `Could not find the function ${sig} in the schema cache`,
    `Searched for the function ${s.schema}.${name} with parameters ${keys.length ? [...keys].sort().join(', ') : '(none)'} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    'Perhaps the function does not exist, or the schema cache needs a reload (NOTIFY pgrst).',
  );
}

interface RpcPlan {
  text: string;
  params: unknown[];
  fn: FunctionInfo;
  offset: number;
}

function buildRpc(env: RestEnv, s: SchemaSnapshot, name: string): RpcPlan {
  const { req } = env;
  const post = req.method === 'POST';
  const argNames = new Set((s.functions.get(name) ?? []).flatMap((f) => f.args.map((a) => a.name)).filter(Boolean));
  const q = parseQuery(req.pairs, post ? new Set() : argNames);
  rejectPlain(post ? q : { ...q, plain: q.plain.filter(([k]) => !argNames.has(k)) });
  const bodyArgs = post ? (req.body ?? {}) : Object.fromEntries(q.plain);
  const keys =
    typeof bodyArgs === 'object' && bodyArgs !== null && !Array.isArray(bodyArgs) ? Object.keys(bodyArgs) : [];
  if (post && keys.length === 0 && (typeof bodyArgs !== 'object' || bodyArgs === null || Array.isArray(bodyArgs))) {
    const { fn } = resolve(s, name, ['<body>'], true);
    return finish(env, s, q, fn, null, bodyArgs);
  }
  const { fn, whole } = resolve(s, name, keys, post);
  return finish(env, s, q, fn, whole ? null : (bodyArgs as Record<string, unknown>), bodyArgs);
}

function finish(
  env: RestEnv,
  s: SchemaSnapshot,
  q: ReturnType<typeof parseQuery>,
  fn: FunctionInfo,
  args: Record<string, unknown> | null,
  body: unknown,
): RpcPlan {
  const { req } = env;
  const sql = new Sql();
  const { call, from } = rpcCall(sql, s.schema, fn, args, body);
  const fromSql = from.length ? ` from ${from.join(', ')}` : '';
  if (fn.returnKind === 'void') return { text: `select ${call}${fromSql}`, params: sql.params, fn, offset: 0 };
  if (fn.returnKind === 'scalar' && !fn.returnsSet) {
    return {
      text: `select null::bigint as total, 1 as page, to_json(${call})::text as body${fromSql}`,
      params: sql.params,
      fn,
      offset: 0,
    };
  }
  const ctx = { sql, schema: s, nodes: q.nodes, used: new Set<string>() };
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
  const source = [...from, `${call} as ${alias}`].join(', ');
  const shape = fn.returnKind === 'scalar' ? 'scalars' : !fn.returnsSet ? 'object' : req.singular ? 'singular' : 'rows';
  const text = readStatement(sql, source, node, !!req.prefs.count, { shape, stripNulls: req.stripNulls });
  return { text, params: sql.params, fn, offset: node.offset ?? 0 };
}

export async function callFunction(env: RestEnv, name: string): Promise<Outcome> {
  const { req } = env;
  if (!['GET', 'HEAD', 'POST'].includes(req.method)) {
    throw restError(405, 'PGRST117', `Unsupported HTTP method: ${req.method}`);
  }
  const p = await plan(env.cache, (s) => buildRpc(env, s, name));
  const readOnly = req.method !== 'POST' || p.fn.volatility !== 'volatile';
  const row = await run(env, readOnly, async (client) => {
    const r = await client.query<StatementRow>(p.text, p.params);
    const value = p.fn.returnKind === 'void' ? null : toRow(r.rows[0] as StatementRow);
    const bad = req.singular && p.fn.returnsSet && value !== null && value.page !== 1;
    return { value, rollback: bad || req.prefs.tx === 'rollback' };
  });
  if (row === null) return { status: 204, body: null, headers: {} };
  if (req.singular && p.fn.returnsSet && row.page !== 1) throw singularError(row.page);
  if (!p.fn.returnsSet) return { status: 200, body: row.body, headers: { 'Content-Range': '0-0/*' } };
  return readOutcome(p.offset, row.page, row.total, row.body);
}
