/**
 * GoTrue's per-address send interval (`GOTRUE_SMTP_MAX_FREQUENCY`, 60 s by default): a mail of
 * one kind goes to one address at most once per interval; sooner answers 429
 * `over_email_send_rate_limit` "For security purposes, you can only request this after N
 * seconds." (internal/api/mail.go validateSentWithinFrequencyLimit, errors.go). GoTrue keys it
 * on the user row, so an unknown address is never limited and the 429 tells who has an account;
 * here the slot is keyed on the address itself, taken for known and unknown addresses alike, in
 * one atomic upsert, so parallel requests get exactly one mail through and the answer says
 * nothing about accounts.
 */
import { authError } from '../errors';
import type { Db } from './db';

export type SendKind = 'resend' | 'otp' | 'reauthentication';

/** Takes the address's send slot for this kind, or throws the 429 while the interval runs. */
export async function takeSendSlot(db: Db, kind: SendKind, address: string, intervalSeconds: number): Promise<void> {
  const subject = `${kind}:${address.trim().toLowerCase()}`;
  const { rows } = await db.query(
    `insert into auth.local_mail_send_times as s (subject, sent_at) values ($1, clock_timestamp())
     on conflict (subject) do update set sent_at = clock_timestamp()
       where s.sent_at <= clock_timestamp() - make_interval(secs => $2)
     returning 1`,
    [subject, intervalSeconds],
  );
  if (rows.length > 0) return;
  const left = await db.query<{ left: number }>(
    `select greatest(1, ceil(extract(epoch from sent_at + make_interval(secs => $2) - clock_timestamp())))::int as left
       from auth.local_mail_send_times where subject = $1`,
    [subject, intervalSeconds],
  );
  const seconds = left.rows[0]?.left ?? intervalSeconds;
  const err = authError(
    429,
    'over_email_send_rate_limit',
    `For security purposes, you can only request this after ${seconds} seconds.`,
  );
  err.headers['Retry-After'] = String(seconds);
  throw err;
}
