/**
 * Sessions and tokens as GoTrue keeps them: a row in auth.sessions per sign-in, its amr in
 * auth.mfa_amr_claims, opaque refresh tokens in auth.refresh_tokens that rotate on every use
 * (a revoked token presented again within the reuse interval yields the same child; later it
 * is refused and the whole session's tokens are revoked), and HS256 access tokens carrying
 * the claims of wire-protocol §1.5.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type pg from 'pg';
import { authError } from '../errors';
import { signJwt } from '../jwt';
import { inTransaction, type Db } from './db';
import type { AuthOptions } from './options';
import { findUserById, userJson, type UserRow } from './users';

export interface SessionJson {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
  [key: string]: unknown;
}

interface RefreshRow {
  id: string;
  token: string;
  user_id: string;
  session_id: string;
  revoked: boolean;
  updated_at: Date;
  reusable: boolean;
}

export function newRefreshToken(): string {
  return randomBytes(16).toString('base64url');
}

/** Starts a session for a user who just authenticated by `method` (password, recovery, …). */
export async function startSession(db: Db, opts: AuthOptions, user: UserRow, method: string): Promise<SessionJson> {
  const sessionId = randomUUID();
  await db.query('insert into auth.sessions (id, user_id, aal) values ($1, $2, $3)', [sessionId, user.id, 'aal1']);
  await db.query('insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, $2)', [
    sessionId,
    method,
  ]);
  const refreshToken = newRefreshToken();
  await db.query('insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)', [
    refreshToken,
    user.id,
    sessionId,
  ]);
  const fresh = (await findUserById(db, user.id)) ?? user;
  return sessionJson(db, opts, fresh, sessionId, refreshToken);
}

export async function sessionJson(
  db: Db,
  opts: AuthOptions,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
): Promise<SessionJson> {
  const now = Math.floor(Date.now() / 1000);
  const expiresAt = now + opts.jwtExpiry;
  const amr = await loadAmr(db, sessionId);
  const accessToken = await signJwt(
    {
      iss: opts.issuer,
      sub: user.id,
      aud: 'authenticated',
      exp: expiresAt,
      iat: now,
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      role: user.role ?? 'authenticated',
      aal: aalOf(amr),
      amr,
      session_id: sessionId,
      is_anonymous: user.is_anonymous,
    },
    opts.jwtSecret,
  );
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: opts.jwtExpiry,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: await userJson(db, user),
  };
}

/** GoTrue's CalculateAALAndAMR: a second factor among the session's methods makes it aal2. */
const SECOND_FACTORS = new Set(['totp', 'mfa/phone', 'mfa/webauthn']);

function aalOf(amr: { method: string }[]): 'aal1' | 'aal2' {
  return amr.some((entry) => SECOND_FACTORS.has(entry.method)) ? 'aal2' : 'aal1';
}

async function loadAmr(db: Db, sessionId: string): Promise<{ method: string; timestamp: number }[]> {
  const { rows } = await db.query<{ method: string; timestamp: number }>(
    `select authentication_method as method, extract(epoch from updated_at)::bigint::int as timestamp
       from auth.mfa_amr_claims where session_id = $1 order by updated_at desc`,
    [sessionId],
  );
  return rows;
}

/** The refresh_token grant: rotates the token, or replays the child within the reuse interval. */
export async function refreshSession(pool: pg.Pool, opts: AuthOptions, token: string): Promise<SessionJson> {
  const outcome = await inTransaction(pool, (db) => rotate(db, opts, token));
  // Thrown only after the transaction commits: an error inside it would roll back the
  // revocation of the session's tokens, leaving the thief's newer token alive.
  if (outcome === 'reused') throw authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  return outcome;
}

/**
 * One rotation inside a transaction. A revoked token presented after the reuse interval (or
 * with no live child) means someone kept an old token: as GoTrue's reuse detection does, every
 * refresh token of that session is revoked, the newest included, and 'reused' is returned.
 */
async function rotate(db: pg.PoolClient, opts: AuthOptions, token: string): Promise<SessionJson | 'reused'> {
  const { rows } = await db.query<RefreshRow>(
    `select id, token, user_id, session_id, revoked, updated_at,
            updated_at > now() - make_interval(secs => $2) as reusable
       from auth.refresh_tokens where token = $1 for update`,
    [token, opts.refreshReuseSeconds],
  );
  const current = rows[0];
  if (!current) throw authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  const user = await findUserById(db, current.user_id);
  if (!user || user.deleted_at)
    throw authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  if (user.banned_until && user.banned_until > new Date()) throw authError(400, 'user_banned', 'User is banned');

  let next: string;
  if (current.revoked) {
    const child = await activeChild(db, current);
    if (!current.reusable || !child) {
      await db.query(
        'update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and not revoked',
        [current.session_id],
      );
      return 'reused';
    }
    next = child;
  } else {
    next = newRefreshToken();
    await db.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [current.id]);
    await db.query('insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)', [
      next,
      current.user_id,
      current.session_id,
      current.token,
    ]);
  }
  await db.query('update auth.sessions set updated_at = now() where id = $1', [current.session_id]);
  return sessionJson(db, opts, user, current.session_id, next);
}

async function activeChild(db: Db, parent: RefreshRow): Promise<string | null> {
  const { rows } = await db.query<{ token: string }>(
    'select token from auth.refresh_tokens where parent = $1 and session_id = $2 and not revoked order by id desc limit 1',
    [parent.token, parent.session_id],
  );
  return rows[0]?.token ?? null;
}

export type LogoutScope = 'global' | 'local' | 'others';

export async function endSessions(
  db: Db,
  userId: string,
  sessionId: string | undefined,
  scope: LogoutScope,
): Promise<void> {
  if (scope === 'local') {
    if (sessionId) await db.query('delete from auth.sessions where id = $1 and user_id = $2', [sessionId, userId]);
  } else if (scope === 'others') {
    await db.query('delete from auth.sessions where user_id = $1 and id is distinct from $2::uuid', [
      userId,
      sessionId ?? null,
    ]);
  } else {
    await db.query('delete from auth.sessions where user_id = $1', [userId]);
  }
}

export async function sessionExists(db: Db, sessionId: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from auth.sessions where id = $1', [sessionId]);
  return rows.length > 0;
}
