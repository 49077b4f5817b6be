/**
 * The scheduled job that sends Auth's invitations the database queued (private.auth_invites):
 * it claims queued addresses, calls Auth's admin invite (POST /auth/v1/invite, what
 * inviteUserByEmail sends) with the service-role key, and gives each answer back to the
 * database. It runs on the server only: the key never reaches a browser. A hosted project runs
 * the same loop in an Edge Function (supabase/README.md › Scheduled jobs).
 */
import type pg from 'pg';

export interface AuthInviteTarget {
  /** The Auth service's base URL (the gateway's, without /auth/v1). */
  url: string;
  serviceRoleKey: string;
  /** Where the invite link lands: the app's 'Set your password' page. */
  redirectTo: string;
  /** Limits a run to these addresses (tests sharing one database); all queued ones when absent. */
  only?: string[];
}

/** The app's page an invite link opens, relative to the site URL. */
export const INVITE_LANDING = '/reset-password?invited=1';

const BATCH = 20;

/** Sends one batch; answers how many addresses Auth accepted. */
export async function sendAuthInvites(pool: pg.Pool, target: AuthInviteTarget): Promise<number> {
  const { rows } = await pool.query<{ email: string }>(
    'select email from private.claim_auth_invites($1, $2) as email',
    [BATCH, target.only ?? null],
  );
  let sent = 0;
  for (const { email } of rows) {
    const answer = await invite(target, email);
    await pool.query('select private.finish_auth_invite($1, $2, $3)', [email, answer.userId, answer.failure]);
    if (answer.userId) sent += 1;
  }
  return sent;
}

type Answer = { userId: string | null; failure: string | null };

async function invite(target: AuthInviteTarget, email: string): Promise<Answer> {
  const url = `${target.url}/auth/v1/invite?redirect_to=${encodeURIComponent(target.redirectTo)}`;
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        apikey: target.serviceRoleKey,
        Authorization: `Bearer ${target.serviceRoleKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ email }),
      signal: AbortSignal.timeout(10_000),
    });
    const body = (await res.json().catch(() => ({}))) as { id?: string; error_code?: string; msg?: string };
    if (res.ok && body.id) return { userId: body.id, failure: null };
    // The address got a confirmed account since it was queued: nothing is owed any more.
    if (res.status === 422 && body.error_code === 'email_exists') return { userId: null, failure: null };
    return { userId: null, failure: `${res.status} ${body.error_code ?? ''} ${body.msg ?? ''}`.trim() };
  } catch (err) {
    return { userId: null, failure: err instanceof Error ? err.message : String(err) };
  }
}
