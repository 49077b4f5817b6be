/**
 * E-mail links: POST /recover writes a recovery mail (link and 6-digit code) to the local
 * outbox, and /verify redeems link tokens. GET /verify answers 303 to redirect_to with the
 * session (or the error) in the URL fragment, as GoTrue's implicit flow does; POST /verify
 * (verifyOtp) returns the session as JSON.
 */
import { Hono, type Context } from 'hono';
import { authError, GatewayError } from '../errors';
import { inTransaction, type Db } from './db';
import type { AuthContext } from './guard';
import { sendMail } from './mailer';
import { consumeToken, issueToken, tokenHash, verifyLink, type LinkType } from './one-time-tokens';
import { readBody, redirectTo, str } from './request';
import { startSession, type SessionJson } from './session';
import { findUserByEmail, findUserById, touchSignIn } from './users';
import { validEmail } from './validate';

const TYPES: Record<string, LinkType[]> = {
  signup: ['signup'],
  invite: ['invite'],
  magiclink: ['magiclink'],
  recovery: ['recovery'],
  email: ['signup', 'invite', 'magiclink', 'recovery'],
};

const LINK_INVALID = 'Email link is invalid or has expired';

export function recoveryRoutes(ctx: AuthContext): Hono {
  const app = new Hono();
  app.post('/recover', async (c) => {
    const body = await readBody(c);
    const raw = str(body, 'email');
    if (!raw) throw authError(400, 'validation_failed', 'Password recovery requires an email');
    await sendRecovery(ctx, validEmail(raw), redirectTo(c, body) ?? ctx.opts.siteUrl);
    return c.json({});
  });
  app.get('/verify', (c) => verifyGet(c, ctx));
  app.post('/verify', async (c) => {
    const body = await readBody(c);
    const type = str(body, 'type');
    const types = type ? TYPES[type] : undefined;
    if (!types)
      throw authError(
        400,
        'validation_failed',
        `Verify requires a verification type (one of ${Object.keys(TYPES).join(', ')})`,
      );
    const hash = postedHash(str(body, 'email'), str(body, 'token'), str(body, 'token_hash'));
    const session = await redeem(ctx, hash, types, str(body, 'token_hash') ? undefined : 'otp');
    if (!session) throw authError(403, 'otp_expired', 'Token has expired or is invalid');
    return c.json(session);
  });
  return app;
}

async function sendRecovery(ctx: AuthContext, email: string, redirect: string): Promise<void> {
  const user = await findUserByEmail(ctx.pool, email);
  if (!user?.email) return;
  const { otp, tokenHash: hash } = await issueToken(ctx.pool, ctx.opts, user.id, user.email, 'recovery');
  await ctx.pool.query('update auth.users set recovery_sent_at = now(), recovery_token = $2 where id = $1', [
    user.id,
    hash,
  ]);
  const link = verifyLink(ctx.opts, hash, 'recovery', redirect);
  await sendMail(ctx.pool, ctx.log, {
    to: user.email,
    subject: 'Reset your password',
    body: `Follow this link to reset the password for your Evee account:\n${link}\n\nOr enter this code: ${otp}\n`,
    link,
  });
}

function postedHash(email: string | undefined, token: string | undefined, hash: string | undefined): string {
  if (hash && !email && !token) return hash.replace(/^pkce_/, '');
  if (email && token && !hash) return tokenHash(email.trim().toLowerCase(), token.trim());
  throw authError(400, 'validation_failed', 'Verify requires either an email and a token, or a token_hash alone');
}

/** Consumes the token and signs its user in; null when the token is unknown, used or expired. */
async function redeem(ctx: AuthContext, hash: string, types: LinkType[], method?: string): Promise<SessionJson | null> {
  return inTransaction(ctx.pool, async (db) => {
    const consumed = await consumeToken(db, hash, types);
    if (!consumed) return null;
    await confirmEmail(db, consumed.userId, consumed.type);
    const user = await findUserById(db, consumed.userId);
    if (!user || user.deleted_at) return null;
    if (user.banned_until && user.banned_until > new Date()) throw authError(400, 'user_banned', 'User is banned');
    await touchSignIn(db, user.id);
    return startSession(db, ctx.opts, user, method ?? consumed.type);
  });
}

async function confirmEmail(db: Db, userId: string, type: LinkType): Promise<void> {
  await db.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()),
       recovery_token = case when $2 = 'recovery' then '' else recovery_token end, updated_at = now() where id = $1`,
    [userId, type],
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
    const session = await redeem(ctx, token.replace(/^pkce_/, ''), types);
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
