/**
 * POST /otp for e-mail (auth-js signInWithOtp), as GoTrue's Otp and MagicLink handlers
 * (internal/api/otp.go, magic_link.go): a confirmed account gets a mail with a sign-in link
 * (type magiclink) and a 6-digit code, both redeemed by /verify (types magiclink and email);
 * an unknown or unconfirmed address with create_user (the default) is signed up with no usable
 * password and gets the sign-up confirmation, whose link and code sign in just the same. With
 * create_user false an unknown address is 422 otp_disabled, as GoTrue answers. Answers {}.
 * Each address gets one such mail per interval (send-limit.ts). SMS codes are not emulated.
 */
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { authError } from '../errors';
import { inTransaction, type Db } from './db';
import { sendConfirmation } from './confirmation';
import type { AuthContext } from './guard';
import { sendMail } from './mailer';
import { insertUser } from './new-user';
import { issueToken, verifyLink } from './one-time-tokens';
import { bool, obj, readBody, redirectTo, str } from './request';
import { takeSendSlot } from './send-limit';
import { findUserByEmail, type UserRow } from './users';
import { validEmail } from './validate';

export function magicLinkRoutes(ctx: AuthContext): Hono {
  const app = new Hono();
  app.post('/otp', async (c) => {
    const body = await readBody(c);
    const raw = str(body, 'email');
    const phone = str(body, 'phone');
    if (raw && phone)
      throw authError(400, 'validation_failed', 'Only an email address or phone number should be provided');
    if (phone) throw authError(400, 'sms_send_failed', 'The local stack sends no SMS: use an e-mail address');
    if (!raw) throw authError(400, 'validation_failed', 'One of email or phone must be set');
    const email = validEmail(raw);
    const createUser = bool(body, 'create_user') ?? true;
    const redirect = redirectTo(c, body) ?? ctx.opts.siteUrl;
    const data = obj(body, 'data') ?? {};
    if (!createUser && !(await findUserByEmail(ctx.pool, email)))
      throw authError(422, 'otp_disabled', 'Signups not allowed for otp');
    await takeSendSlot(ctx.pool, 'otp', email, ctx.opts.mailIntervalSeconds);
    await inTransaction(ctx.pool, async (db) => {
      const user = await findUserByEmail(db, email);
      if (!user && !createUser) throw authError(422, 'otp_disabled', 'Signups not allowed for otp');
      if (user?.email_confirmed_at) return sendMagicLink(db, ctx, user, redirect);
      const pending =
        user ?? (await insertUser(db, { email, password: randomPassword(), ...UNCONFIRMED, userMetadata: data }));
      await sendConfirmation(db, ctx, pending, redirect);
    });
    return c.json({});
  });
  return app;
}

const UNCONFIRMED = { emailConfirmed: false, phoneConfirmed: false };

/** GoTrue signs an OTP sign-up up with a random password nobody knows (crypto.GeneratePassword). */
function randomPassword(): string {
  return `${randomBytes(24).toString('base64url')}aA1@`;
}

async function sendMagicLink(db: Db, ctx: AuthContext, user: UserRow, redirect: string): Promise<void> {
  const email = user.email!;
  const { otp, tokenHash } = await issueToken(db, ctx.opts, user.id, email, 'magiclink');
  await db.query('update auth.users set recovery_sent_at = now() where id = $1', [user.id]);
  const link = verifyLink(ctx.opts, tokenHash, 'magiclink', redirect);
  await sendMail(db, ctx.log, {
    to: email,
    subject: 'Your sign-in link',
    body: `Follow this link to sign in to Evee:\n${link}\n\nOr enter this code: ${otp}\n`,
    link,
  });
}
