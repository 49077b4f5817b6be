/**
 * E-mail link tokens and codes: a 6-digit OTP, matched by otp_hash = hex(SHA-224(address + otp))
 * and the address it was sent to, and a link token, one live pair per user and type, valid for
 * the OTP lifetime and usable once. GoTrue derives the link's token_hash from the address and
 * the code, so anyone knowing the address could reach the link by trying the million codes
 * through token_hash; here the link token is 224 random bits, so only the code can be guessed,
 * and otp-guard.ts limits that.
 */
import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { Db } from './db';
import type { AuthOptions } from './options';

export type LinkType =
  | 'signup'
  | 'invite'
  | 'magiclink'
  | 'recovery'
  | 'email_change'
  | 'email_change_current'
  | 'email_change_new'
  | 'reauthentication';

export interface IssuedToken {
  otp: string;
  tokenHash: string;
}

export function tokenHash(emailOrPhone: string, otp: string): string {
  return createHash('sha224')
    .update(emailOrPhone + otp)
    .digest('hex');
}

/** Issues the user's token of a type, replacing any earlier one; the code goes to `sentTo`. */
export async function issueToken(
  db: Db,
  opts: AuthOptions,
  userId: string,
  sentTo: string,
  type: LinkType,
): Promise<IssuedToken> {
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const link = randomBytes(28).toString('hex');
  const address = sentTo.trim().toLowerCase();
  await db.query('delete from auth.local_one_time_tokens where user_id = $1 and token_type = $2', [userId, type]);
  await db.query(
    `insert into auth.local_one_time_tokens (user_id, token_type, token_hash, otp_hash, sent_to, expires_at)
     values ($1, $2, $3, $4, $5, now() + make_interval(secs => $6))`,
    [userId, type, link, tokenHash(address, otp), address, opts.otpTtlSeconds],
  );
  return { otp, tokenHash: link };
}

export interface ConsumedToken {
  userId: string;
  type: LinkType;
  sentTo: string | null;
}

const CONSUME = `update auth.local_one_time_tokens set used_at = now()
  where %MATCH% and token_type = any($2::text[]) and used_at is null and expires_at > now()
  returning user_id, token_type, sent_to`;

async function consume(db: Db, match: string, params: unknown[]): Promise<ConsumedToken | null> {
  const { rows } = await db.query<{ user_id: string; token_type: LinkType; sent_to: string | null }>(
    CONSUME.replace('%MATCH%', match),
    params,
  );
  const row = rows[0];
  return row ? { userId: row.user_id, type: row.token_type, sentTo: row.sent_to } : null;
}

/** Marks the live link token of one of `types` used and returns its user, or null if none matches. */
export function consumeLink(db: Db, link: string, types: LinkType[]): Promise<ConsumedToken | null> {
  return consume(db, 'token_hash = $1', [link, types]);
}

/** Marks the live code sent to `address` used and returns its user, or null if none matches. */
export function consumeCode(db: Db, address: string, otp: string, types: LinkType[]): Promise<ConsumedToken | null> {
  const normal = address.trim().toLowerCase();
  return consume(db, 'otp_hash = $1 and sent_to = $3', [tokenHash(normal, otp.trim()), types, normal]);
}

export function verifyLink(opts: AuthOptions, hash: string, type: LinkType, redirectTo: string): string {
  const params = new URLSearchParams({ token: hash, type, redirect_to: redirectTo });
  return `${opts.authUrl}/verify?${params.toString()}`;
}
