/**
 * Whether a signed-in user's token still stands for a session: signing out everywhere,
 * suspension and account deletion remove sessions, and from then on REST and Realtime refuse
 * the token, as Auth already does, instead of honouring it until it expires. Tokens without a
 * session_id (the project's keys, service scripts) are not session-bound.
 */
import type pg from 'pg';
import type { Claims } from './jwt';

export const SESSION_ENDED = 'Session from session_id claim in JWT does not exist';

export type LiveSession = (claims: Claims) => Promise<boolean>;

export function liveSessionCheck(pool: pg.Pool): LiveSession {
  return async (claims) => {
    const sessionId = claims.session_id;
    if (typeof sessionId !== 'string') return true;
    // A malformed id names no session; comparing as text keeps Postgres from raising on it.
    const { rows } = await pool.query('select 1 from auth.sessions where id::text = $1', [sessionId]);
    return rows.length > 0;
  };
}
