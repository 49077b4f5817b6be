/**
 * Signing up and signing in: POST /signup (signup.ts: an e-mail must be confirmed before it
 * signs in) and POST /token with the password and refresh_token grants. Password sign-ins go through
 * the lockout of product-spec §5.
 */
import { Hono } from 'hono';
import { authError } from '../errors';
import { inTransaction } from './db';
import type { AuthContext } from './guard';
import {
  clientBlockedError,
  clientBlockSecondsLeft,
  clientOf,
  lockedError,
  lockSecondsLeft,
  recordFailure,
  resetFailures,
} from './lockout';
import { checkPassword } from './password-policy';
import { readBody, redirectTo, str, type Body } from './request';
import { refreshSession, startSession } from './session';
import { signUp } from './signup';
import { findUserByEmail, findUserByPhone, passwordMatches, touchSignIn, type UserRow } from './users';

const MISSING_CREDENTIALS = 'You must provide either an email or phone number and a password';

export function signInRoutes(ctx: AuthContext): Hono {
  const app = new Hono();
  app.post('/signup', async (c) => {
    const body = await readBody(c);
    return c.json(await signUp(ctx, body, redirectTo(c, body) ?? ctx.opts.siteUrl));
  });
  app.post('/token', async (c) => {
    const grant = c.req.query('grant_type');
    const body = await readBody(c);
    if (grant === 'password') return c.json(await passwordGrant(ctx, body, clientOf(c)));
    if (grant === 'refresh_token') return c.json(await refreshGrant(ctx, body));
    return unsupportedGrant(grant);
  });
  return app;
}

function unsupportedGrant(grant: string | undefined): never {
  const what = grant ? `grant_type=${grant}` : 'a missing grant_type';
  throw authError(
    400,
    'unsupported_grant_type',
    `Unsupported grant type: ${what} is not supported by the local Auth service`,
  );
}

async function passwordGrant(ctx: AuthContext, body: Body, client: string) {
  const email = str(body, 'email');
  const phone = str(body, 'phone');
  const password = str(body, 'password');
  if ((!email && !phone) || !password) throw authError(400, 'validation_failed', MISSING_CREDENTIALS);
  if (email && phone)
    throw authError(400, 'validation_failed', 'Only an email address or phone number should be provided on login.');
  const user = email
    ? await findUserByEmail(ctx.pool, email)
    : await findUserByPhone(ctx.pool, phone!.replace(/[^0-9]/g, ''));
  const blocked = await clientBlockSecondsLeft(ctx.pool, client);
  if (blocked > 0) throw clientBlockedError(blocked);
  if (!user) {
    await recordFailure(ctx.pool, null, client, ctx.opts);
    throw authError(400, 'invalid_credentials', 'Invalid login credentials');
  }
  const locked = await lockSecondsLeft(ctx.pool, user.id, client);
  if (locked > 0) throw lockedError(locked);
  if (!(await passwordMatches(ctx.pool, user.id, password))) {
    await recordFailure(ctx.pool, user.id, client, ctx.opts);
    throw authError(400, 'invalid_credentials', 'Invalid login credentials');
  }
  assertCanSignIn(user, email ? 'email' : 'phone');
  const session = await inTransaction(ctx.pool, async (db) => {
    await resetFailures(db, user.id, client);
    await touchSignIn(db, user.id);
    return startSession(db, ctx.opts, user, 'password');
  });
  const verdict = checkPassword(password);
  return verdict.ok ? session : { ...session, weak_password: { message: verdict.message, reasons: verdict.reasons } };
}

function assertCanSignIn(user: UserRow, via: 'email' | 'phone'): void {
  if (user.banned_until && user.banned_until > new Date()) throw authError(400, 'user_banned', 'User is banned');
  if (via === 'email' && !user.email_confirmed_at) throw authError(400, 'email_not_confirmed', 'Email not confirmed');
  if (via === 'phone' && !user.phone_confirmed_at) throw authError(400, 'phone_not_confirmed', 'Phone not confirmed');
}

async function refreshGrant(ctx: AuthContext, body: Body) {
  const token = str(body, 'refresh_token');
  if (!token) throw authError(400, 'validation_failed', 'refresh_token is required');
  return refreshSession(ctx.pool, ctx.opts, token);
}
