/**
 * POST /recover writes a recovery mail (link and 6-digit code) to the local outbox; the link
 * and the code are redeemed by /verify (verify.ts). Always answers {}, so accounts do not leak.
 */
import { Hono } from 'hono';
import { authError } from '../errors';
import type { AuthContext } from './guard';
import { sendMail } from './mailer';
import { issueToken, verifyLink } from './one-time-tokens';
import { readBody, redirectTo, str } from './request';
import { findUserByEmail } from './users';
import { validEmail } from './validate';

export function recoveryRoutes(ctx: AuthContext): Hono {
  const app = new Hono();
  app.post('/recover', async (c) => {
    const body = await readBody(c);
    const raw = str(body, 'email');
    if (!raw) throw authError(400, 'validation_failed', 'Password recovery requires an email');
    await sendRecovery(ctx, validEmail(raw), redirectTo(c, body) ?? ctx.opts.siteUrl);
    return c.json({});
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
