/**
 * Who a request runs as, and the one transaction it runs in. The token decides the role;
 * inside the transaction the role and PostgREST's request GUCs are set with set_config(…,
 * true), so RLS policies, auth.uid() and auth.jwt() see exactly what they see on Supabase.
 */
import type pg from 'pg';
import { GatewayError, restError } from '../errors';
import { type Claims, JwtError, requestToken, verifyJwt } from '../jwt';
import { type LiveSession, SESSION_ENDED } from '../live-session';
import { fromPgError, isPgError, unavailableError } from './pg-error';

export interface Identity {
  role: string;
  claims: Claims;
}

function jwtFailure(message: string, code: string): GatewayError {
  const description = message.replace(/"/g, "'");
  return restError(401, code, message, null, null, {
    'WWW-Authenticate': `Bearer error="invalid_token", error_description="${description}"`,
  });
}

/** The caller from the token alone (no database): who they claim to be, signature checked. */
export async function verifyIdentity(headers: Headers, secret: string): Promise<Identity> {
  const token = requestToken(headers);
  if (!token) return { role: 'anon', claims: { role: 'anon' } };
  let claims: Claims;
  try {
    claims = await verifyJwt(token, secret);
  } catch (err) {
    if (err instanceof JwtError && err.reason === 'expired') throw jwtFailure('JWT expired', 'PGRST303');
    if (err instanceof JwtError && err.reason === 'missing_exp')
      throw jwtFailure('JWT is missing the exp claim', 'PGRST303');
    if (err instanceof JwtError && err.reason === 'claims') throw jwtFailure(err.message, 'PGRST301');
    throw jwtFailure(`Invalid JWT: ${err instanceof Error ? err.message : 'malformed token'}`, 'PGRST301');
  }
  return { role: claims.role, claims };
}

/** Refuses a token whose session has ended (signed out everywhere, suspended, deleted). */
export async function checkLiveSession(id: Identity, live: LiveSession): Promise<void> {
  if (!(await live(id.claims))) throw jwtFailure(SESSION_ENDED, 'PGRST301');
}

/**
 * A request's session check, done by its transaction's first round trip when it opens one
 * (inTransaction), so the check costs no round trip of its own. `checked` says whether that
 * happened; a request that ends without it (no transaction, or one that failed before the
 * check) is checked on its own before its answer leaves (rest/app.ts).
 */
export interface SessionGate {
  /** The token's session_id; null when the token is not bound to a session. */
  readonly sessionId: string | null;
  checked: boolean;
}

export function sessionGate(id: Identity): SessionGate {
  const sessionId = id.claims.session_id;
  return { sessionId: typeof sessionId === 'string' ? sessionId : null, checked: false };
}

export interface RequestMeta {
  method: string;
  path: string;
  headers: Headers;
  /** The statement timeout for this caller's role in ms; 0 for none (see statementTimeoutFor). */
  timeoutMs: number;
  /** The request's schema (its profile), first on the search_path as PostgREST puts it. */
  schema: string;
  /** The session to check with the settings (REST requests); storage checks its own. */
  session?: SessionGate;
}

/**
 * Hosted Supabase's image sets statement_timeout on the API roles (anon 3 s, authenticated
 * 8 s) and PostgREST applies it per request; `configured` replaces both. The service role and
 * other roles have none, so scripts and seeding are not cut short.
 */
export function statementTimeoutFor(role: string, configured: number | undefined): number {
  if (role !== 'anon' && role !== 'authenticated') return 0;
  return configured ?? (role === 'anon' ? 3000 : 8000);
}

export interface TxResult<T> {
  value: T;
  /** Roll back instead of committing (singular-response failures, `Prefer: tx=rollback`). */
  rollback?: boolean;
}

const SETUP_SQL = `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
  set_config('request.jwt.claim.sub', $3, true), set_config('request.jwt.claim.role', $1, true),
  set_config('request.jwt.claim.email', $4, true), set_config('request.method', $5, true),
  set_config('request.path', $6, true), set_config('request.headers', $7, true),
  set_config('request.cookies', $8, true), set_config('search_path', $10, true),
  set_config('timezone', 'UTC', true), set_config('statement_timeout', $9, true)`;

/**
 * The settings with the session check in the same statement. Privileges are checked when the
 * statement starts, before any set_config runs, so auth.sessions is read as the gateway's own
 * role whatever the order of evaluation; the caller's role holds only from the next statement.
 */
const CHECKED_SETUP_SQL = `${SETUP_SQL.replace(/^select /, 'select exists (select from auth.sessions where id::text = $11) as live, ')}`;

function setupParams(id: Identity, meta: RequestMeta): unknown[] {
  const headers: Record<string, string> = {};
  meta.headers.forEach((value, key) => {
    headers[key.toLowerCase()] = value;
  });
  const cookies: Record<string, string> = {};
  for (const part of (headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) cookies[part.slice(0, eq).trim()] = part.slice(eq + 1).trim();
  }
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  return [
    id.role,
    JSON.stringify(id.claims),
    str(id.claims.sub),
    str(id.claims.email),
    meta.method,
    meta.path,
    JSON.stringify(headers),
    JSON.stringify(cookies),
    String(meta.timeoutMs),
    // PostgREST's search_path is the profile then db-extra-search-path, which hosted Supabase
    // sets to `public, extensions` (Query/PreQuery.hs, txVarQuery).
    [...new Set([meta.schema, 'public', 'extensions'])].map((n) => `"${n.replace(/"/g, '""')}"`).join(', '),
  ];
}

/**
 * Inside an open transaction: the caller's role, PostgREST's request settings (claims, method,
 * path, headers, cookies), search_path and statement timeout, all local to the transaction.
 * Storage runs its metadata SQL under the same settings, so policies see one caller either way.
 */
export async function applyRequestSettings(client: pg.ClientBase, id: Identity, meta: RequestMeta): Promise<void> {
  await client.query(SETUP_SQL, setupParams(id, meta));
}

/**
 * Opens the request's transaction: begin, then the settings (with the session check when the
 * token names a session). Both are queued at once: on a pipelined connection (the stack's pool)
 * they go out together, one round trip instead of three with the check; on any other they
 * follow one another. A session that has ended is refused before any statement of the caller's.
 */
async function openTransaction(client: pg.ClientBase, id: Identity, meta: RequestMeta, readOnly: boolean) {
  const gate = meta.session?.sessionId ? meta.session : null;
  const params = setupParams(id, meta);
  const begin = client.query(
    readOnly ? 'begin isolation level read committed read only' : 'begin isolation level read committed',
  );
  const setup = gate
    ? client.query<{ live: boolean }>(CHECKED_SETUP_SQL, [...params, gate.sessionId])
    : client.query(SETUP_SQL, params);
  const [, settings] = await Promise.all([begin, setup]);
  if (!gate) return;
  gate.checked = true;
  if (settings.rows[0]?.live !== true) throw jwtFailure(SESSION_ENDED, 'PGRST301');
}

export async function inTransaction<T>(
  pool: pg.Pool,
  id: Identity,
  meta: RequestMeta,
  readOnly: boolean,
  log: (line: string) => void,
  fn: (client: pg.PoolClient) => Promise<TxResult<T>>,
): Promise<T> {
  let client: pg.PoolClient;
  try {
    client = await pool.connect();
  } catch (err) {
    log(`[rest] cannot reach the database: ${err instanceof Error ? err.message : String(err)}`);
    throw (
      unavailableError(err) ??
      restError(503, 'PGRST001', 'Database client error. Retrying the connection.', null, null, { 'Retry-After': '1' })
    );
  }
  let broken = false;
  // pg-pool takes its own 'error' listener off a checked-out client: without one, a connection
  // dropped between two queries would be an uncaught exception that ends the gateway.
  const onError = () => {
    broken = true;
  };
  client.on('error', onError);
  try {
    await openTransaction(client, id, meta, readOnly);
    const result = await fn(client);
    await client.query(result.rollback ? 'rollback' : 'commit');
    return result.value;
  } catch (err) {
    await client.query('rollback').catch(() => {
      broken = true;
    });
    if (err instanceof GatewayError) throw err;
    if (isPgError(err)) return Promise.reject(fromPgError(err, id.role));
    broken = true;
    const unavailable = unavailableError(err);
    if (unavailable) {
      log(`[rest] lost the database during ${meta.method} ${meta.path}: ${(err as Error).message}`);
      throw unavailable;
    }
    log(
      `[rest] unexpected failure on ${meta.method} ${meta.path}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`,
    );
    throw err;
  } finally {
    client.off('error', onError);
    client.release(broken);
  }
}
