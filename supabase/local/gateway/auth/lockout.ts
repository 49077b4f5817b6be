/**
 * The sign-in lockout of product-spec §5: consecutive failed password sign-ins are counted
 * per account; the failure that reaches the limit locks the account for the lock window,
 * during which even the right password is refused with 429 `user_locked`. A success, or a
 * failure after the window has passed, starts the count afresh.
 */
import { authError, type GatewayError } from '../errors';
import type { Db } from './db';
import type { AuthOptions } from './options';

/** Seconds the account stays locked, or 0 when it is not locked. */
export async function lockSecondsLeft(db: Db, userId: string): Promise<number> {
  const { rows } = await db.query<{ left: number }>(
    `select ceil(extract(epoch from locked_until - now()))::int as left
       from auth.local_login_attempts where user_id = $1 and locked_until > now()`,
    [userId],
  );
  return rows[0]?.left ?? 0;
}

/** Counts a failed attempt; returns the count after it. */
export async function recordFailure(db: Db, userId: string, opts: AuthOptions): Promise<number> {
  const { maxFailures, lockSeconds } = opts.lockout;
  const { rows } = await db.query<{ failed_count: number }>(
    `insert into auth.local_login_attempts as a (user_id, failed_count, last_failed_at, locked_until)
     values ($1, 1, now(), case when $2 <= 1 then now() + make_interval(secs => $3) end)
     on conflict (user_id) do update set
       failed_count = case when a.last_failed_at < now() - make_interval(secs => $3) then 1 else a.failed_count + 1 end,
       last_failed_at = now(),
       locked_until = case
         when (case when a.last_failed_at < now() - make_interval(secs => $3) then 1 else a.failed_count + 1 end) >= $2
         then now() + make_interval(secs => $3) end
     returning failed_count`,
    [userId, maxFailures, lockSeconds],
  );
  return rows[0]?.failed_count ?? 1;
}

export async function resetFailures(db: Db, userId: string): Promise<void> {
  await db.query('delete from auth.local_login_attempts where user_id = $1', [userId]);
}

/** The message a locked account gets, with the time left in whole minutes (rounded up). */
export function lockMessage(secondsLeft: number): string {
  const minutes = Math.max(1, Math.ceil(secondsLeft / 60));
  return `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

export function lockedError(secondsLeft: number): GatewayError {
  const err = authError(429, 'user_locked', lockMessage(secondsLeft), { retry_after: secondsLeft });
  err.headers['Retry-After'] = String(secondsLeft);
  return err;
}
