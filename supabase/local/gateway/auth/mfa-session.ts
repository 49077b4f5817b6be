/**
 * Raising a session to aal2 after a verified second factor, as GoTrue's
 * updateMFASessionAndClaims does: the factor's method joins the session's amr claims (so every
 * later token of the session, refreshed ones included, says aal2), the session names the factor,
 * and the refresh token is swapped, so the one issued at aal1 cannot be presented for aal2
 * tokens' successors. The user's other sessions still at aal1 end (InvalidateSessionsWithAALLessThan),
 * and unverified factors of the same type are dropped (DeleteUnverifiedFactors).
 */
import type { Db } from './db';
import type { FactorRow } from './mfa-factors';
import type { AuthOptions } from './options';
import { newRefreshToken, sessionJson, type SessionJson } from './session';
import type { UserRow } from './users';

export async function raiseSession(
  db: Db,
  opts: AuthOptions,
  user: UserRow,
  sessionId: string,
  factor: FactorRow,
): Promise<SessionJson> {
  await db.query(
    `insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, $2)
     on conflict (session_id, authentication_method) do update set updated_at = now()`,
    [sessionId, factor.factor_type],
  );
  await db.query(`update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`, [
    sessionId,
    factor.id,
  ]);
  const { rows } = await db.query<{ token: string }>(
    `update auth.refresh_tokens set revoked = true, updated_at = now()
      where session_id = $1 and not revoked returning token`,
    [sessionId],
  );
  const refreshToken = newRefreshToken();
  await db.query('insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)', [
    refreshToken,
    user.id,
    sessionId,
    rows.at(-1)?.token ?? null,
  ]);
  await db.query(`delete from auth.sessions where user_id = $1 and aal < 'aal2'`, [user.id]);
  await db.query(
    `delete from auth.mfa_factors where user_id = $1 and status = 'unverified' and factor_type = $2::auth.factor_type`,
    [user.id, factor.factor_type],
  );
  return sessionJson(db, opts, user, sessionId, refreshToken);
}
