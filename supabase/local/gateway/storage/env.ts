/** What each Storage handler works with: the stack's pieces and the one request's caller. */
import type pg from 'pg';
import { asCaller, type CallerOptions, type CallerTx, type Identity, inCallerTransaction } from './caller';
import type { StorageDirs } from './files';

export interface StorageEnv {
  pool: pg.Pool;
  dirs: StorageDirs;
  jwtSecret: string;
  log: (line: string) => void;
  statementTimeoutMs?: number;
}

export interface Call {
  env: StorageEnv;
  id: Identity;
  req: { method: string; path: string; headers: Headers };
}

type Extra = Partial<Omit<CallerOptions, 'log'>> & { rollback?: boolean };

/** A transaction wholly as the call's caller. */
export function callerTx<T>(call: Call, fn: (db: pg.PoolClient) => Promise<T>, extra: Extra = {}): Promise<T> {
  return asCaller(call.env.pool, call.id, call.req, options(call, extra), fn);
}

/** A transaction that starts privileged and becomes the caller (see inCallerTransaction). */
export function mixedTx<T>(call: Call, fn: (tx: CallerTx) => Promise<T>, extra: Extra = {}): Promise<T> {
  return inCallerTransaction(call.env.pool, call.id, call.req, options(call, extra), fn);
}

function options(call: Call, extra: Extra) {
  return { statementTimeoutMs: call.env.statementTimeoutMs, log: call.env.log, ...extra };
}
