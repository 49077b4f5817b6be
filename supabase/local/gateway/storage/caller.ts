/**
 * Who a Storage request runs as, and the transactions its metadata SQL runs in. The token
 * decides the role, as for REST (jwt.ts, live-session.ts); inside each transaction the role and
 * the request settings are REST's own (applyRequestSettings), so row-level security policies on
 * storage.objects and storage.buckets decide exactly as they do on hosted Storage, which also
 * switches to the caller's role. The service role bypasses them through its bypassrls.
 */
import type pg from 'pg';
import { GatewayError } from '../errors';
import { type Claims, JwtError, requestToken, verifyJwt } from '../jwt';
import type { LiveSession } from '../live-session';
import { applyRequestSettings, type Identity, statementTimeoutFor } from '../rest/context';
import { isPgError, unavailableError } from '../rest/pg-error';
import { accessDenied, databaseUnavailable, fromPgError } from './errors';

export type { Identity };

/** The caller from the Authorization bearer token, else the apikey header; anon without either. */
export async function storageIdentity(headers: Headers, secret: string, live: LiveSession): Promise<Identity> {
  const token = requestToken(headers);
  if (!token) return { role: 'anon', claims: { role: 'anon' } };
  let claims: Claims;
  try {
    claims = await verifyJwt(token, secret);
  } catch (err) {
    // Hosted Storage words these as jsonwebtoken does.
    if (err instanceof JwtError && err.reason === 'expired') throw accessDenied('jwt expired');
    throw accessDenied(err instanceof JwtError && err.reason === 'claims' ? err.message : 'invalid signature');
  }
  const id = { role: claims.role, claims };
  if (!(await live(claims))) throw accessDenied('Session from session_id claim in JWT does not exist');
  return id;
}

/** The owner recorded on objects a caller writes: their user id (`sub`), if any. */
export function ownerOf(id: Identity): string | undefined {
  return typeof id.claims.sub === 'string' && id.claims.sub ? id.claims.sub : undefined;
}

/** The service role, for what hosted Storage does as its own superuser (signed uploads). */
export function serviceIdentity(sub?: string): Identity {
  return { role: 'service_role', claims: { role: 'service_role', ...(sub ? { sub } : {}) } };
}

export interface CallerOptions {
  statementTimeoutMs?: number;
  readOnly?: boolean;
  log: (line: string) => void;
}

export interface CallerTx {
  client: pg.PoolClient;
  /** Switches the rest of the transaction to the caller's role and claims. */
  becomeCaller(): Promise<void>;
}

/**
 * Runs fn in one transaction. It starts as the gateway's own (superuser) connection so that fn
 * may lock rows it must see whatever the policies say (an upsert's previous version, whose file
 * is removed after the commit); every statement after becomeCaller() runs as the caller. Deletes
 * are allowed through storage.allow_delete_query, as hosted Storage sets it for its own queries.
 * PostgreSQL's refusals come back in Storage's words.
 */
export async function inCallerTransaction<T>(
  pool: pg.Pool,
  id: Identity,
  req: { method: string; path: string; headers: Headers },
  opts: CallerOptions & { rollback?: boolean },
  fn: (tx: CallerTx) => Promise<T>,
): Promise<T> {
  let client: pg.PoolClient;
  try {
    client = await pool.connect();
  } catch (err) {
    opts.log(`[storage] cannot reach the database: ${err instanceof Error ? err.message : String(err)}`);
    throw databaseUnavailable();
  }
  let broken = false;
  const onError = () => {
    broken = true;
  };
  client.on('error', onError);
  try {
    await client.query(opts.readOnly ? 'begin read only' : 'begin');
    await client.query(`select set_config('storage.allow_delete_query', 'true', true)`);
    const meta = {
      ...req,
      timeoutMs: statementTimeoutFor(id.role, opts.statementTimeoutMs),
      schema: 'public',
    };
    const value = await fn({ client, becomeCaller: () => applyRequestSettings(client, id, meta) });
    await client.query(opts.rollback ? 'rollback' : 'commit');
    return value;
  } catch (err) {
    await client.query('rollback').catch(() => {
      broken = true;
    });
    if (err instanceof GatewayError) throw err;
    if (isPgError(err)) {
      if (unavailableError(err)) throw databaseUnavailable();
      throw fromPgError(err);
    }
    broken = true;
    throw err;
  } finally {
    client.off('error', onError);
    client.release(broken);
  }
}

/** A transaction wholly as the caller: reads and writes the policies decide. */
export function asCaller<T>(
  pool: pg.Pool,
  id: Identity,
  req: { method: string; path: string; headers: Headers },
  opts: CallerOptions & { rollback?: boolean },
  fn: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  return inCallerTransaction(pool, id, req, opts, async (tx) => {
    await tx.becomeCaller();
    return fn(tx.client);
  });
}
