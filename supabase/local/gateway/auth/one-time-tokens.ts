/**
 * E-mail link tokens as GoTrue makes them: a 6-digit OTP and token_hash = hex(SHA-224(email +
 * otp)), one live token per user and type, valid for the OTP lifetime and usable once.
 */
import { createHash, randomInt } from 'node:crypto';
import type { Db } from './db';
import type { AuthOptions } from './options';

export type LinkType = 'signup' | 'invite' | 'magiclink' | 'recovery' | 'email_change';

export interface IssuedToken {
  otp: string;
  tokenHash: string;
}

export function tokenHash(emailOrPhone: string, otp: string): string {
  return createHash('sha224')
    .update(emailOrPhone + otp)
    .digest('hex');
}

export async function issueToken(
  db: Db,
  opts: AuthOptions,
  userId: string,
  email: string,
  type: LinkType,
): Promise<IssuedToken> {
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const hash = tokenHash(email, otp);
  await db.query('delete from auth.local_one_time_tokens where user_id = $1 and token_type = $2', [userId, type]);
  await db.query(
    `insert into auth.local_one_time_tokens (user_id, token_type, token_hash, expires_at)
     values ($1, $2, $3, now() + make_interval(secs => $4))`,
    [userId, type, hash, opts.otpTtlSeconds],
  );
  return { otp, tokenHash: hash };
}

export interface ConsumedToken {
  userId: string;
  type: LinkType;
}

/** Marks a live token of one of `types` used and returns its user, or null if none matches. */
export async function consumeToken(db: Db, hash: string, types: LinkType[]): Promise<ConsumedToken | null> {
  const { rows } = await db.query<{ user_id: string; token_type: LinkType }>(
    `update auth.local_one_time_tokens set used_at = now()
      where token_hash = $1 and token_type = any($2::text[]) and used_at is null and expires_at > now()
      returning user_id, token_type`,
    [hash, types],
  );
  const row = rows[0];
  return row ? { userId: row.user_id, type: row.token_type } : null;
}

export function verifyLink(opts: AuthOptions, hash: string, type: LinkType, redirectTo: string): string {
  const params = new URLSearchParams({ token: hash, type, redirect_to: redirectTo });
  return `${opts.authUrl}/verify?${params.toString()}`;
}
