/** What every REST handler works with: the pool, the schema cache, the caller and the request. */
import type pg from 'pg';
import { restError } from '../../errors';
import type { RestConfig } from '../config';
import type { Identity, SessionGate } from '../context';
import { inTransaction, type TxResult } from '../context';
import type { QueryParams } from '../parse/ast';
import type { RestRequest } from '../request';
import type { SchemaSource } from '../schema/cache';
import type { Relation, SchemaSnapshot } from '../schema/types';

export interface RestEnv {
  pool: pg.Pool;
  /** The schema cache of the request's profile (Accept-Profile / Content-Profile). */
  cache: SchemaSource;
  log: (line: string) => void;
  req: RestRequest;
  id: Identity;
  /** Statement timeout of this request in ms, 0 for none. */
  timeoutMs: number;
  /** PostgREST's settings in force (rest/config.ts). */
  config: RestConfig;
  /** The token's session, checked by the request's transaction as it opens. */
  session: SessionGate;
}

export function relationOr404(s: SchemaSnapshot, name: string): Relation {
  const rel = s.relations.get(name);
  if (!rel) {
    throw restError(404, 'PGRST205', `Could not find the table '${s.schema}.${name}' in the schema cache`, null, null);
  }
  return rel;
}

/**
 * db-max-rows caps what one read or call returns, as PostgREST restricts the top-level range
 * (a smaller `limit` stays); counts still see every row.
 */
export function capRows<T extends { limit?: number }>(env: RestEnv, node: T): T {
  const max = env.config.maxRows;
  if (max !== null) node.limit = Math.min(node.limit ?? max, max);
  return node;
}

/**
 * Whether the request's transaction ends in a rollback: db-tx-end decides, and `Prefer: tx=`
 * may change it only under the `-allow-override` settings (PostgREST's RollbackSpec.hs).
 */
export function endsInRollback(env: RestEnv): boolean {
  const { txEnd } = env.config;
  const asked = env.req.prefs.tx;
  const overridable = txEnd.endsWith('-allow-override');
  if (overridable && asked) return asked === 'rollback';
  return txEnd.startsWith('rollback');
}

/** A query value without an operator is a malformed filter outside RPC. */
export function rejectPlain(q: QueryParams): void {
  const first = q.plain[0];
  if (!first) return;
  const [key, value] = first;
  throw restError(
    400,
    'PGRST100',
    `"failed to parse filter (${value})" (line 1, column 1)`,
    `unexpected "${value.slice(0, 1) || 'end of input'}" expecting an operator for "${key}" (eq, gt, in, is, …)`,
  );
}

export function run<T>(
  env: RestEnv,
  readOnly: boolean,
  fn: (client: pg.PoolClient) => Promise<TxResult<T>>,
): Promise<T> {
  const { req } = env;
  return inTransaction(
    env.pool,
    env.id,
    {
      method: req.method,
      path: req.path,
      headers: req.headers,
      timeoutMs: env.timeoutMs,
      schema: req.schema,
      session: env.session,
    },
    readOnly,
    env.log,
    fn,
  );
}
