/**
 * Confirming an address, as hosted Supabase does with "Confirm email" on: a sign-up by e-mail
 * gets a mail with a link and a code (redeemed by /verify type signup, which confirms and signs
 * in), and POST /resend sends it again (type signup), or the e-mail change's mail to the new
 * address (type email_change). /resend answers {} whether or not there was anything to send,
 * so it does not tell who has an account, and is held to one mail per address per interval
 * (send-limit.ts) for known and unknown addresses alike.
 */
import { Hono } from 'hono';
import { authError } from '../errors';
import type { Db } from './db';
import { requestEmailChange } from './email-change';
import type { AuthContext } from './guard';
import { sendMail } from './mailer';
import { takeSendSlot } from './send-limit';
import { issueToken, verifyLink } from './one-time-tokens';
import { readBody, redirectTo, str } from './request';
import { findUserByEmail, type UserRow } from './users';
import { validEmail } from './validate';

/** Mails the confirmation link and code for a sign-up to the user's address. */
export async function sendConfirmation(db: Db, ctx: AuthContext, user: UserRow, redirect: string): Promise<void> {
  if (!user.email) return;
  const { otp, tokenHash } = await issueToken(db, ctx.opts, user.id, user.email, 'signup');
  await db.query('update auth.users set confirmation_sent_at = now(), confirmation_token = $2 where id = $1', [
    user.id,
    tokenHash,
  ]);
  const link = verifyLink(ctx.opts, tokenHash, 'signup', redirect);
  await sendMail(db, ctx.log, {
    to: user.email,
    subject: 'Confirm your e-mail address',
    body: `Follow this link to confirm the e-mail address of your new Evee account:\n${link}\n\nOr enter this code: ${otp}\n`,
    link,
  });
}

export function confirmationRoutes(ctx: AuthContext): Hono {
  const app = new Hono();
  app.post('/resend', async (c) => {
    const body = await readBody(c);
    const type = str(body, 'type');
    const raw = str(body, 'email');
    if (type !== 'signup' && type !== 'email_change')
      throw authError(400, 'validation_failed', 'Missing one of these types: signup, email_change');
    if (!raw) throw authError(400, 'validation_failed', 'An email address is required for this type');
    const email = validEmail(raw);
    await takeSendSlot(ctx.pool, 'resend', email, ctx.opts.mailIntervalSeconds);
    const user = await findUserByEmail(ctx.pool, email);
    const redirect = redirectTo(c, body) ?? ctx.opts.siteUrl;
    if (user && type === 'signup' && !user.email_confirmed_at) await sendConfirmation(ctx.pool, ctx, user, redirect);
    if (user && type === 'email_change' && user.email_change)
      await requestEmailChange(ctx.pool, ctx, user, user.email_change, redirect);
    return c.json({});
  });
  return app;
}
