/**
 * Checking a channel's access token, with the wording Supabase Realtime uses for refusals
 * ("Token has expired N seconds ago").
 */
import { JwtError, verifyJwt, type Claims } from '../jwt';
import { type LiveSession, SESSION_ENDED } from '../live-session';

export async function authenticate(
  token: string,
  secret: string,
  live: LiveSession,
): Promise<{ claims: Claims } | { error: string }> {
  let claims: Claims;
  try {
    claims = await verifyJwt(token, secret);
  } catch (err) {
    if (!(err instanceof JwtError)) throw err;
    if (err.reason === 'expired') return { error: `Token has expired ${secondsAgo(token)} seconds ago` };
    if (err.reason === 'missing_exp') return { error: 'Fields `role` and `exp` are required in JWT' };
    return { error: `Invalid token: ${err.message}` };
  }
  return (await live(claims)) ? { claims } : { error: SESSION_ENDED };
}

function secondsAgo(token: string): number {
  try {
    const part = token.split('.')[1] ?? '';
    const { exp } = JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as { exp?: number };
    return typeof exp === 'number' ? Math.max(0, Math.floor(Date.now() / 1000 - exp)) : 0;
  } catch {
    return 0;
  }
}
