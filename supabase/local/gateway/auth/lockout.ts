/**
 * The sign-in lockout of product-spec §5, made so that a stranger cannot use it to keep the
 * owner out of their account. Failed password sign-ins are counted per account *and client*
 * (the connection's address): the failure that reaches the limit locks that client out of
 * that account for the lock window, during which even the right password from that client is
 * refused with 429 `user_locked`; the owner signing in from anywhere else is unaffected. A
 * client that fails on many accounts (or unknown e-mails) within the window is refused every
 * password sign-in for the window (429 `over_request_rate_limit`). A success resets the
 * account's count for that client; a password change or an administrator's reset clears it
 * everywhere.
 *
 * The client is the TCP peer: the local stack sits behind no proxy, so X-Forwarded-For is not
 * trusted (any caller could forge it to dodge or aim the lock). The machine's own address
 * (127.0.0.1, ::1) is never blocked as a client: on a developer's machine every browser tab and
 * test is that one client; its per-account locks still apply.
 */
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { authError, type GatewayError } from '../errors';
import type { Db } from './db';
import type { AuthOptions } from './options';

/** The client a request comes from. */
export function clientOf(c: Context): string {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming?.socket.remoteAddress ?? '';
}

/** Seconds this client stays locked out of the account, or 0. */
export async function lockSecondsLeft(db: Db, userId: string, client: string): Promise<number> {
  const { rows } = await db.query<{ left: number }>(
    `select ceil(extract(epoch from locked_until - now()))::int as left
       from auth.local_login_attempts where user_id = $1 and client = $2 and locked_until > now()`,
    [userId, client],
  );
  return rows[0]?.left ?? 0;
}

const OWN_MACHINE = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Seconds this client's password sign-ins stay blocked, or 0. */
export async function clientBlockSecondsLeft(db: Db, client: string): Promise<number> {
  if (OWN_MACHINE.has(client)) return 0;
  const { rows } = await db.query<{ left: number }>(
    `select ceil(extract(epoch from blocked_until - now()))::int as left
       from auth.local_client_failures where client = $1 and blocked_until > now()`,
    [client],
  );
  return rows[0]?.left ?? 0;
}

/** Counts a failed attempt of the client (on the account, when there is one). */
export async function recordFailure(db: Db, userId: string | null, client: string, opts: AuthOptions): Promise<void> {
  const { maxFailures, lockSeconds, clientMaxFailures } = opts.lockout;
  if (userId) {
    await db.query(
      `insert into auth.local_login_attempts as a (user_id, client, failed_count, last_failed_at, locked_until)
       values ($1, $4, 1, now(), case when $2 <= 1 then now() + make_interval(secs => $3) end)
       on conflict (user_id, client) do update set
         failed_count = case when a.last_failed_at < now() - make_interval(secs => $3) then 1 else a.failed_count + 1 end,
         last_failed_at = now(),
         locked_until = case
           when (case when a.last_failed_at < now() - make_interval(secs => $3) then 1 else a.failed_count + 1 end) >= $2
           then now() + make_interval(secs => $3) end`,
      [userId, maxFailures, lockSeconds, client],
    );
  }
  await db.query(
    `insert into auth.local_client_failures as f (client, failed_count, window_started_at)
     values ($1, 1, now())
     on conflict (client) do update set
       failed_count = case when f.window_started_at < now() - make_interval(secs => $3) then 1 else f.failed_count + 1 end,
       window_started_at = case when f.window_started_at < now() - make_interval(secs => $3) then now() else f.window_started_at end,
       blocked_until = case
         when (case when f.window_started_at < now() - make_interval(secs => $3) then 1 else f.failed_count + 1 end) >= $2
         then now() + make_interval(secs => $3) else f.blocked_until end`,
    [client, clientMaxFailures, lockSeconds],
  );
}

/** Clears the account's count: for one client after its success, or everywhere (password change, admin). */
export async function resetFailures(db: Db, userId: string, client?: string): Promise<void> {
  if (client === undefined) await db.query('delete from auth.local_login_attempts where user_id = $1', [userId]);
  else await db.query('delete from auth.local_login_attempts where user_id = $1 and client = $2', [userId, client]);
}

/** The message a locked account gets, with the time left in whole minutes (rounded up). */
export function lockMessage(secondsLeft: number): string {
  const minutes = Math.max(1, Math.ceil(secondsLeft / 60));
  return `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

function withRetryAfter(err: GatewayError, secondsLeft: number): GatewayError {
  err.headers['Retry-After'] = String(secondsLeft);
  return err;
}

export function lockedError(secondsLeft: number): GatewayError {
  return withRetryAfter(
    authError(429, 'user_locked', lockMessage(secondsLeft), { retry_after: secondsLeft }),
    secondsLeft,
  );
}

export function clientBlockedError(secondsLeft: number): GatewayError {
  return withRetryAfter(
    authError(429, 'over_request_rate_limit', lockMessage(secondsLeft), { retry_after: secondsLeft }),
    secondsLeft,
  );
}
