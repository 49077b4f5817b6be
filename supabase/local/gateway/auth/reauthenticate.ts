/**
 * GET /reauthenticate (auth-js reauthenticate) mails the signed-in user a 6-digit nonce, and
 * requireReauthentication checks it, as GoTrue does with secure password change on
 * (internal/api/reauthenticate.go; UserUpdate in user.go): a session older than the window
 * must present the nonce to change its password, else 400 reauthentication_needed, and a
 * wrong, used or expired nonce is 422 reauthentication_not_valid. Locally the same rule
 * guards a change of e-mail address (hosted Supabase asks the old address instead, with
 * secure e-mail change). A nonce that is given is always checked, even from a recent session,
 * so the code the app asks for is never ignored. Guesses count against the address as other
 * codes do (otp-guard.ts).
 */
import { Hono } from 'hono';
import { authError } from '../errors';
import type { Db } from './db';
import { requireUser, type AuthContext, type Caller } from './guard';
import { sendMail } from './mailer';
import { clearAttempts, countWrongGuess, takeAttempt } from './otp-guard';
import { consumeCode, issueToken } from './one-time-tokens';
import { takeSendSlot } from './send-limit';

const INVALID_NONCE = 'Nonce has expired or is invalid';

export function reauthenticateRoutes(ctx: AuthContext): Hono {
  const app = new Hono();
  app.get('/reauthenticate', async (c) => {
    const { user } = await requireUser(c, ctx);
    if (!user.email)
      throw authError(
        400,
        'validation_failed',
        'Reauthentication requires the user to have an email or a phone number',
      );
    if (!user.email_confirmed_at) throw authError(422, 'email_not_confirmed', 'Please verify your email first.');
    await takeSendSlot(ctx.pool, 'reauthentication', user.email, ctx.opts.mailIntervalSeconds);
    const { otp } = await issueToken(ctx.pool, ctx.opts, user.id, user.email, 'reauthentication');
    await ctx.pool.query('update auth.users set reauthentication_sent_at = now() where id = $1', [user.id]);
    await sendMail(ctx.pool, ctx.log, {
      to: user.email,
      subject: 'Confirm it is you',
      body: `Enter this code to confirm the change to your Evee account: ${otp}\n\nIf you did not ask for it, change your password.\n`,
    });
    return c.json({});
  });
  return app;
}

/** Throws unless the caller's session is recent or `nonce` is the live code sent to them. */
export async function requireReauthentication(
  db: Db,
  ctx: AuthContext,
  caller: Caller,
  nonce: string | undefined,
  what: string,
): Promise<void> {
  if (!nonce) {
    if (await sessionIsRecent(db, caller.sessionId, ctx.opts.reauthWindowSeconds)) return;
    throw authError(400, 'reauthentication_needed', `${what} requires reauthentication`);
  }
  const email = caller.user.email;
  if (!email) throw authError(422, 'reauthentication_not_valid', INVALID_NONCE);
  await takeAttempt(ctx.pool, ctx.opts, email);
  const consumed = await consumeCode(db, email, nonce, ['reauthentication']);
  if (!consumed || consumed.userId !== caller.user.id) {
    await countWrongGuess(ctx.pool, ctx.opts, email, ['reauthentication']);
    throw authError(422, 'reauthentication_not_valid', INVALID_NONCE);
  }
  await clearAttempts(ctx.pool, email);
}

async function sessionIsRecent(db: Db, sessionId: string | undefined, windowSeconds: number): Promise<boolean> {
  if (!sessionId) return false;
  const { rows } = await db.query(
    'select 1 from auth.sessions where id = $1 and created_at > now() - make_interval(secs => $2)',
    [sessionId, windowSeconds],
  );
  return rows.length > 0;
}
