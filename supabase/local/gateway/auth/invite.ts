/**
 * POST /invite (auth-js admin.inviteUserByEmail), service role only, as GoTrue's Invite handler
 * (internal/api/invite.go, sendInvite in mail.go): a new address gets an unconfirmed user with
 * no password, `invited_at` set, and a mail with an invite link and code (/verify type invite,
 * which confirms the address and signs in); an unconfirmed user is invited again; a confirmed
 * one is 422 email_exists. A malformed address is 400 'Unable to validate email address:
 * invalid format'. Answers the user.
 */
import { Hono } from 'hono';
import { authError } from '../errors';
import { inTransaction, type Db } from './db';
import { requireAdmin, type AuthContext } from './guard';
import { sendMail } from './mailer';
import { insertUser } from './new-user';
import { issueToken, verifyLink } from './one-time-tokens';
import { obj, readBody, redirectTo, str } from './request';
import { findUserByEmail, findUserById, userJson, type UserRow } from './users';
import { validEmail } from './validate';

export function inviteRoutes(ctx: AuthContext): Hono {
  const app = new Hono();
  app.post('/invite', async (c) => {
    await requireAdmin(c, ctx);
    const body = await readBody(c);
    const raw = str(body, 'email');
    if (!raw) throw authError(400, 'validation_failed', 'An email address is required');
    const email = validEmail(raw);
    const redirect = redirectTo(c, body) ?? ctx.opts.siteUrl;
    const user = await inTransaction(ctx.pool, async (db) => {
      const existing = await findUserByEmail(db, email);
      if (existing?.email_confirmed_at)
        throw authError(422, 'email_exists', 'A user with this email address has already been registered');
      const invited =
        existing ??
        (await insertUser(db, {
          email,
          emailConfirmed: false,
          phoneConfirmed: false,
          userMetadata: obj(body, 'data'),
        }));
      await sendInvite(db, ctx, invited, redirect);
      return (await findUserById(db, invited.id)) ?? invited;
    });
    return c.json(await userJson(ctx.pool, user));
  });
  return app;
}

async function sendInvite(db: Db, ctx: AuthContext, user: UserRow, redirect: string): Promise<void> {
  const email = user.email!;
  const { otp, tokenHash } = await issueToken(db, ctx.opts, user.id, email, 'invite');
  await db.query(
    'update auth.users set invited_at = now(), confirmation_sent_at = now(), confirmation_token = $2 where id = $1',
    [user.id, tokenHash],
  );
  const link = verifyLink(ctx.opts, tokenHash, 'invite', redirect);
  await sendMail(db, ctx.log, {
    to: email,
    subject: 'You have been invited to Evee',
    body: `You have been invited to create an Evee account. Follow this link to accept:\n${link}\n\nOr enter this code: ${otp}\n`,
    link,
  });
}
