/**
 * POST /admin/generate_link: makes an e-mail link (recovery, magic link, sign-up, invite, or
 * an e-mail change's link to the current or the new address) without sending it, returning the
 * user plus action_link, email_otp, hashed_token, redirect_to and verification_type, as GoTrue
 * does (internal/api/mail.go adminGenerateLink). Either e-mail change link, redeemed by /verify
 * type email_change, makes new_email the account's address.
 */
import { Hono } from 'hono';
import { authError } from '../errors';
import { inTransaction } from './db';
import { requireAdmin, type AuthContext } from './guard';
import { issueToken, verifyLink, type LinkType } from './one-time-tokens';
import { obj, readBody, redirectTo, str, type Body } from './request';
import { findUserByEmail, findUserById, userJson, type UserRow } from './users';
import { insertUser } from './new-user';
import type { Db } from './db';
import { enforcePassword, validEmail } from './validate';

const LINK_TYPES: LinkType[] = [
  'signup',
  'invite',
  'magiclink',
  'recovery',
  'email_change_current',
  'email_change_new',
];
const EMAIL_CHANGE: LinkType[] = ['email_change_current', 'email_change_new'];

export function adminLinkRoutes(ctx: AuthContext): Hono {
  const app = new Hono();
  app.post('/admin/generate_link', async (c) => {
    await requireAdmin(c, ctx);
    const body = await readBody(c);
    const type = str(body, 'type') as LinkType | undefined;
    if (!type || !LINK_TYPES.includes(type)) {
      throw authError(400, 'validation_failed', `Invalid link type: use one of ${LINK_TYPES.join(', ')}`);
    }
    const raw = str(body, 'email');
    if (!raw) throw authError(400, 'validation_failed', 'Generating a link requires an email');
    const email = validEmail(raw);
    const redirect = redirectTo(c, body) ?? ctx.opts.siteUrl;
    const newEmail = EMAIL_CHANGE.includes(type) ? validEmail(str(body, 'new_email') ?? '') : undefined;
    const result = await inTransaction(ctx.pool, async (db) => {
      const user = await linkUser(db, type, email, body);
      if (newEmail) await recordEmailChange(db, user, newEmail);
      const sentTo = type === 'email_change_new' ? newEmail! : email;
      const { otp, tokenHash } = await issueToken(db, ctx.opts, user.id, sentTo, type);
      const fresh = (await findUserById(db, user.id)) ?? user;
      return { user: await userJson(db, fresh), otp, tokenHash };
    });
    return c.json({
      ...result.user,
      action_link: verifyLink(ctx.opts, result.tokenHash, newEmail ? 'email_change' : type, redirect),
      email_otp: result.otp,
      hashed_token: result.tokenHash,
      redirect_to: redirect,
      verification_type: type,
    });
  });
  return app;
}

/** The link's user: existing for recovery and magic links, new for sign-up and invite links. */
async function linkUser(db: Db, type: LinkType, email: string, body: Body): Promise<UserRow> {
  const existing = await findUserByEmail(db, email);
  if (type === 'recovery' || type === 'magiclink' || EMAIL_CHANGE.includes(type)) {
    if (!existing) throw authError(404, 'user_not_found', 'User with this email not found');
    return existing;
  }
  if (existing?.email_confirmed_at)
    throw authError(422, 'email_exists', 'A user with this email address has already been registered');
  if (existing) return existing;
  const password = str(body, 'password');
  if (type === 'signup') {
    if (!password) throw authError(400, 'validation_failed', 'A sign-up link requires a password');
    enforcePassword(password);
  }
  return insertUser(db, {
    email,
    password: type === 'signup' ? password : undefined,
    emailConfirmed: false,
    phoneConfirmed: false,
    userMetadata: obj(body, 'data'),
    invited: type === 'invite',
  });
}

/** The pending change the e-mail change links confirm; an address another account has is 422. */
async function recordEmailChange(db: Db, user: UserRow, newEmail: string): Promise<void> {
  const other = await findUserByEmail(db, newEmail);
  if (other && other.id !== user.id)
    throw authError(422, 'email_exists', 'A user with this email address has already been registered');
  await db.query(
    'update auth.users set email_change = $2, email_change_sent_at = now(), updated_at = now() where id = $1',
    [user.id, newEmail],
  );
}
