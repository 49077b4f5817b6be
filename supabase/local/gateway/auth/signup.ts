/**
 * POST /signup as hosted Supabase answers it with "Confirm email" on. A new address gets an
 * unconfirmed user and a confirmation mail, and the answer is the user with no session. An
 * address that is already confirmed gets a made-up user of the same shape (GoTrue's
 * sanitizeUser), so sign-up never tells whether an address has an account, and the real
 * account is not touched; an unconfirmed one gets its confirmation mail again. A phone
 * sign-up has no SMS to confirm it locally, so it is confirmed at once and signed in.
 */
import { randomUUID } from 'node:crypto';
import { authError, GatewayError } from '../errors';
import { inTransaction } from './db';
import { sendConfirmation } from './confirmation';
import type { AuthContext } from './guard';
import { insertUser } from './new-user';
import { obj, str, type Body } from './request';
import { startSession } from './session';
import { findUserByEmail, findUserById, findUserByPhone, touchSignIn, userJson } from './users';
import { enforcePassword, validEmail, validPhone } from './validate';

const MISSING_CREDENTIALS = 'You must provide either an email or phone number and a password';

export async function signUp(ctx: AuthContext, body: Body, redirect: string) {
  const email = str(body, 'email');
  const phone = str(body, 'phone');
  const password = str(body, 'password');
  if (email === undefined && phone === undefined && password === undefined) {
    throw authError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  }
  if ((!email && !phone) || !password) throw authError(400, 'validation_failed', MISSING_CREDENTIALS);
  if (email && phone)
    throw authError(400, 'validation_failed', 'Only an email address or phone number should be provided on signup.');
  const input = email ? { email: validEmail(email) } : { phone: validPhone(phone!) };
  enforcePassword(password);
  const data = obj(body, 'data') ?? {};
  return inTransaction(ctx.pool, async (db) => {
    const taken = input.email ? await findUserByEmail(db, input.email) : await findUserByPhone(db, input.phone!);
    if (taken && input.email) {
      if (taken.email_confirmed_at) return obfuscatedUser(input.email, data);
      await sendConfirmation(db, ctx, taken, redirect);
      return userJson(db, (await findUserById(db, taken.id)) ?? taken);
    }
    if (taken) throw authError(422, 'user_already_exists', 'User already registered');
    const user = await insertUser(db, {
      ...input,
      password,
      emailConfirmed: false,
      phoneConfirmed: true,
      userMetadata: data,
    }).catch((err: unknown) => {
      throw err instanceof GatewayError ? authError(422, 'user_already_exists', 'User already registered') : err;
    });
    if (input.email) {
      await sendConfirmation(db, ctx, user, redirect);
      return userJson(db, (await findUserById(db, user.id)) ?? user);
    }
    await touchSignIn(db, user.id);
    return startSession(db, ctx.opts, user, 'password');
  });
}

/** GoTrue's sanitizeUser: a fresh id and timestamps, no identities, nothing of the real account. */
function obfuscatedUser(email: string, data: Record<string, unknown>): Record<string, unknown> {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}
