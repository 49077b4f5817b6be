/**
 * Guessing one-time codes: every code attempt at an address takes a slot before the code is
 * looked at, counted in the database in one atomic upsert, so parallel requests cannot slip
 * past the count. More than maxGuesses attempts at one address within the window answer 429
 * `over_request_rate_limit` with Retry-After until the window ends; a right code frees the
 * address's slots. Each wrong guess also counts against the live codes sent to that address,
 * and the maxGuesses-th burns them: a new one must be requested. Unknown addresses are counted
 * the same way, so the answers do not tell who has an account. Link tokens (token_hash) are
 * random and need no count (one-time-tokens.ts).
 */
import { authError, type GatewayError } from '../errors';
import type { Db } from './db';
import type { LinkType } from './one-time-tokens';
import type { AuthOptions } from './options';

export function guessSubject(address: string): string {
  return `email:${address.trim().toLowerCase()}`;
}

/** Takes an attempt slot for the address, or throws the 429 when its guesses are used up. */
export async function takeAttempt(db: Db, opts: AuthOptions, address: string): Promise<void> {
  await takeSlot(db, opts, guessSubject(address));
}

/** The same count for any subject (a user's second-factor codes are `mfa:<user id>`, mfa.ts). */
export async function takeSlot(db: Db, opts: AuthOptions, subject: string): Promise<void> {
  const { maxGuesses, windowSeconds } = opts.otpGuard;
  const { rows } = await db.query<{ failed_count: number; left: number }>(
    `insert into auth.local_otp_failures as f (subject, failed_count, window_started_at) values ($1, 1, now())
     on conflict (subject) do update set
       failed_count = case when f.window_started_at < now() - make_interval(secs => $2) then 1 else f.failed_count + 1 end,
       window_started_at = case when f.window_started_at < now() - make_interval(secs => $2) then now()
                                else f.window_started_at end
     returning failed_count,
       greatest(1, ceil(extract(epoch from window_started_at + make_interval(secs => $2) - now())))::int as left`,
    [subject, windowSeconds],
  );
  const row = rows[0]!;
  if (row.failed_count > maxGuesses) throw rateLimited(row.left);
}

/** A right code: the address's slots are free again. */
export async function clearAttempts(db: Db, address: string): Promise<void> {
  await clearSlots(db, guessSubject(address));
}

export async function clearSlots(db: Db, subject: string): Promise<void> {
  await db.query('delete from auth.local_otp_failures where subject = $1', [subject]);
}

/** A wrong code: counts against the live codes sent to the address, burning them at the limit. */
export async function countWrongGuess(db: Db, opts: AuthOptions, address: string, types: LinkType[]): Promise<void> {
  await db.query(
    `update auth.local_one_time_tokens
        set failed_attempts = failed_attempts + 1,
            used_at = case when failed_attempts + 1 >= $3 then now() else used_at end
      where sent_to = $1 and token_type = any($2::text[]) and used_at is null`,
    [address.trim().toLowerCase(), types, opts.otpGuard.maxGuesses],
  );
}

function rateLimited(secondsLeft: number): GatewayError {
  const err = authError(429, 'over_request_rate_limit', 'Request rate limit reached', { retry_after: secondsLeft });
  err.headers['Retry-After'] = String(secondsLeft);
  return err;
}
