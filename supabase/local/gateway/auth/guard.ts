/**
 * Who is calling the Auth service: the Bearer token of the Authorization header, verified,
 * and turned into a signed-in user with a live session, or into the admin (service_role)
 * identity. Failures are GoTrue's 401/403 errors.
 */
import type { Context } from 'hono';
import type pg from 'pg';
import { authError } from '../errors';
import { AUTH_TOKEN_ROLES, JwtError, verifyJwt, type Claims } from '../jwt';
import type { AuthOptions } from './options';
import { sessionExists } from './session';
import { findUserById, type UserRow } from './users';

export interface AuthContext {
  pool: pg.Pool;
  opts: AuthOptions;
  log: (line: string) => void;
}

export interface Caller {
  claims: Claims;
  user: UserRow;
  sessionId: string | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

export async function bearerClaims(c: Context, opts: AuthOptions): Promise<Claims> {
  const header = c.req.header('authorization');
  const match = header ? /^bearer\s+(\S+)\s*$/i.exec(header) : null;
  if (!match?.[1]) throw authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  try {
    return await verifyJwt(match[1], opts.jwtSecret, AUTH_TOKEN_ROLES);
  } catch (err) {
    if (err instanceof JwtError) {
      const why = err.reason === 'expired' ? 'token has invalid claims: token is expired' : err.message;
      throw authError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${why}`);
    }
    throw err;
  }
}

/** The signed-in user behind the Bearer token; their session must still exist. */
export async function requireUser(c: Context, ctx: AuthContext): Promise<Caller> {
  const claims = await bearerClaims(c, ctx.opts);
  if (!claims.sub) throw authError(403, 'bad_jwt', 'invalid claim: missing sub claim');
  if (!isUuid(claims.sub)) throw authError(403, 'bad_jwt', 'invalid claim: sub claim must be a UUID');
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : undefined;
  if (sessionId !== undefined && (!isUuid(sessionId) || !(await sessionExists(ctx.pool, sessionId)))) {
    throw authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  const user = await findUserById(ctx.pool, claims.sub);
  if (!user || user.deleted_at) throw authError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  return { claims, user, sessionId };
}

/** Admin endpoints: the caller's role must be service_role (or supabase_admin). */
export async function requireAdmin(c: Context, ctx: AuthContext): Promise<void> {
  const claims = await bearerClaims(c, ctx.opts);
  if (claims.role !== 'service_role' && claims.role !== 'supabase_admin')
    throw authError(403, 'not_admin', 'User not allowed');
}
