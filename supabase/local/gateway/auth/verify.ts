/**
 * /verify redeems e-mail links and codes. GET (the link in a mail) answers 303 to redirect_to
 * with the session (or the error) in the URL fragment, as GoTrue's implicit flow does; POST
 * (verifyOtp) takes `{email, token, type}` or `{token_hash, type}` and returns the session as
 * JSON. Codes go through otp-guard.ts, so they cannot be guessed. Redeeming confirms the
 * address the mail went to: a sign-up's, or the new address of an e-mail change, which only
 * then replaces the old one.
 */
import { Hono, type Context } from 'hono';
import { authError, GatewayError } from '../errors';
import { inTransaction, type Db } from './db';
import type { AuthContext } from './guard';
import { clearAttempts, countWrongGuess, takeAttempt } from './otp-guard';
import { consumeCode, consumeLink, type ConsumedToken, type LinkType } from './one-time-tokens';
import { readBody, redirectTo, str } from './request';
import { startSession, type SessionJson } from './session';
import { applyEmailChange } from './email-change';
import { findUserById, touchSignIn } from './users';

const TYPES: Record<string, LinkType[]> = {
  signup: ['signup'],
  invite: ['invite'],
  magiclink: ['magiclink'],
  recovery: ['recovery'],
  email_change: ['email_change', 'email_change_current', 'email_change_new'],
  email: ['signup', 'invite', 'magiclink', 'recovery'],
};

const LINK_INVALID = 'Email link is invalid or has expired';
const OTP_INVALID = 'Token has expired or is invalid';

export function verifyRoutes(ctx: AuthContext): Hono {
  const app = new Hono();
  app.get('/verify', (c) => verifyGet(c, ctx));
  app.post('/verify', async (c) => c.json(await verifyPost(ctx, await readBody(c))));
  return app;
}

async function verifyPost(ctx: AuthContext, body: Record<string, unknown>): Promise<SessionJson> {
  const type = str(body, 'type');
  const types = type ? TYPES[type] : undefined;
  if (!types)
    throw authError(
      400,
      'validation_failed',
      `Verify requires a verification type (one of ${Object.keys(TYPES).join(', ')})`,
    );
  const email = str(body, 'email');
  const token = str(body, 'token');
  const hash = str(body, 'token_hash');
  if (hash && !email && !token) {
    const session = await redeem(ctx, (db) => consumeLink(db, hash.replace(/^pkce_/, ''), types));
    if (!session) throw authError(403, 'otp_expired', OTP_INVALID);
    return session;
  }
  if (!email || !token || hash)
    throw authError(400, 'validation_failed', 'Verify requires either an email and a token, or a token_hash alone');
  await takeAttempt(ctx.pool, ctx.opts, email);
  const session = await redeem(ctx, (db) => consumeCode(db, email, token, types), 'otp');
  if (!session) {
    await countWrongGuess(ctx.pool, ctx.opts, email, types);
    throw authError(403, 'otp_expired', OTP_INVALID);
  }
  await clearAttempts(ctx.pool, email);
  return session;
}

/** Consumes the token and signs its user in; null when the token is unknown, used or expired. */
async function redeem(
  ctx: AuthContext,
  consume: (db: Db) => Promise<ConsumedToken | null>,
  method?: string,
): Promise<SessionJson | null> {
  return inTransaction(ctx.pool, async (db) => {
    const consumed = await consume(db);
    if (!consumed) return null;
    if (consumed.type.startsWith('email_change'))
      await applyEmailChange(db, consumed.userId, consumed.sentTo ?? '', consumed.type === 'email_change_current');
    else await confirmEmail(db, consumed.userId, consumed.type);
    const user = await findUserById(db, consumed.userId);
    if (!user || user.deleted_at) return null;
    if (user.banned_until && user.banned_until > new Date()) throw authError(400, 'user_banned', 'User is banned');
    await touchSignIn(db, user.id);
    return startSession(db, ctx.opts, user, method ?? consumed.type);
  });
}

/** Following any mail to the account's address proves it: the address is confirmed. */
async function confirmEmail(db: Db, userId: string, type: LinkType): Promise<void> {
  await db.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()),
       recovery_token = case when $2 = 'recovery' then '' else recovery_token end,
       confirmation_token = case when $2 = 'signup' then '' else confirmation_token end, updated_at = now()
     where id = $1`,
    [userId, type],
  );
  await db.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb, updated_at = now()
      where user_id = $1 and provider = 'email'`,
    [userId],
  );
}

async function verifyGet(c: Context, ctx: AuthContext): Promise<Response> {
  const target = redirectTo(c) ?? ctx.opts.siteUrl;
  const type = c.req.query('type') ?? '';
  const token = c.req.query('token') ?? '';
  const types = TYPES[type];
  if (!types || !token)
    return redirectWith(c, target, {
      error: 'invalid_request',
      error_code: 'validation_failed',
      error_description: 'Verify requires a token and a type',
    });
  try {
    const session = await redeem(ctx, (db) => consumeLink(db, token.replace(/^pkce_/, ''), types));
    if (!session)
      return redirectWith(c, target, {
        error: 'access_denied',
        error_code: 'otp_expired',
        error_description: LINK_INVALID,
      });
    return redirectWith(c, target, {
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      token_type: 'bearer',
      type,
    });
  } catch (err) {
    if (!(err instanceof GatewayError)) throw err;
    return redirectWith(c, target, {
      error: 'access_denied',
      error_code: String(err.body.code),
      error_description: err.message,
    });
  }
}

/** 303 to the target with the parameters form-encoded in the fragment, keys sorted, plus GoTrue's `sb`. */
function redirectWith(c: Context, target: string, params: Record<string, string>): Response {
  const fragment = new URLSearchParams(Object.entries({ ...params, sb: '' }).sort(([a], [b]) => a.localeCompare(b)));
  return c.redirect(`${target.split('#')[0]}#${fragment.toString()}`, 303);
}
