/**
 * Changing one's e-mail (PUT /user with `email`), as GoTrue's email_change flow: the new address
 * is kept aside (auth.users.email_change) and a link and code are sent to it; only redeeming
 * them (/verify type email_change) makes it the account's address, confirmed. Until then the
 * old address stays, so nobody can take an address, and what was sent to it, without reading
 * its mail. Administrators still set addresses at once (user.ts changeEmail).
 */
import { authError } from '../errors';
import type { Db } from './db';
import type { AuthContext } from './guard';
import { sendMail } from './mailer';
import { issueToken, verifyLink } from './one-time-tokens';
import { findUserByEmail, type UserRow } from './users';

/** Records the requested address and mails it the confirmation; the same address is a no-op. */
export async function requestEmailChange(
  db: Db,
  ctx: AuthContext,
  user: UserRow,
  email: string,
  redirect: string,
): Promise<void> {
  if (user.email && user.email.toLowerCase() === email.toLowerCase()) return;
  const other = await findUserByEmail(db, email);
  if (other && other.id !== user.id)
    throw authError(422, 'email_exists', 'A user with this email address has already been registered');
  const { otp, tokenHash } = await issueToken(db, ctx.opts, user.id, email, 'email_change');
  await db.query(
    `update auth.users set email_change = $2, email_change_token_new = $3, email_change_sent_at = now(),
       updated_at = now() where id = $1`,
    [user.id, email, tokenHash],
  );
  const link = verifyLink(ctx.opts, tokenHash, 'email_change', redirect);
  await sendMail(db, ctx.log, {
    to: email,
    subject: 'Confirm your new e-mail address',
    body: `Follow this link to make this the e-mail address of your Evee account:\n${link}\n\nOr enter this code: ${otp}\n`,
    link,
  });
}

/**
 * The link or code sent to `address` was redeemed: it becomes the account's confirmed address.
 * `fromCurrent`: an administrator's email_change_current link, sent to the account's present
 * address, confirms the change it was made for.
 */
export async function applyEmailChange(db: Db, userId: string, address: string, fromCurrent = false): Promise<void> {
  const { rows } = await db.query<{ email_change: string | null; email: string | null }>(
    'select email_change, email from auth.users where id = $1 for update',
    [userId],
  );
  const pending = rows[0]?.email_change ?? '';
  const confirmedBy = fromCurrent ? pending : address;
  if (fromCurrent && (rows[0]?.email ?? '').toLowerCase() !== address.toLowerCase())
    throw authError(403, 'otp_expired', 'Token has expired or is invalid');
  if (!pending || pending.toLowerCase() !== confirmedBy.toLowerCase())
    throw authError(403, 'otp_expired', 'Token has expired or is invalid');
  await changeEmail(db, userId, pending);
  await db.query(
    `update auth.users set email_change = '', email_change_token_new = '', email_change_sent_at = null,
       email_confirmed_at = now() where id = $1`,
    [userId],
  );
}

/** Sets the address at once, confirmed: for administrators and a redeemed email_change link. */
export async function changeEmail(db: Db, userId: string, email: string): Promise<void> {
  const other = await findUserByEmail(db, email);
  if (other && other.id !== userId)
    throw authError(422, 'email_exists', 'A user with this email address has already been registered');
  if (other) return;
  await db.query('update auth.users set email = $2, email_confirmed_at = now(), updated_at = now() where id = $1', [
    userId,
    email,
  ]);
  await db.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
      where user_id = $1 and provider = 'email'`,
    [userId, email],
  );
}
