/**
 * When the server says the token's session is gone (suspended, signed out everywhere, deleted),
 * ask Auth once: if Auth refuses to refresh it too, sign out on this device, which the auth
 * bridge handles as a sign-out the person did not ask for (unsent writes are kept). Without this
 * the app would go on retrying with a dead token until the token expired on its own.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database-types';
import type { SyncStatus, SyncStatusStore } from './status/sync-status';

const SESSION_ENDED = /session from session_id claim in jwt does not exist/i;

/** When the newest such error was reported, or null. */
const sessionEndedAt = (status: SyncStatus) =>
  status.errors.filter((e) => e.kind === 'auth' && SESSION_ENDED.test(e.message)).at(-1)?.at ?? null;

export function watchSessionEnded(client: SupabaseClient<Database>, status: SyncStatusStore): () => void {
  let asking = false;
  // Each report is asked about once, not on every later status change while it stands.
  let handled: string | null = null;
  return status.subscribe((current) => {
    const at = sessionEndedAt(current);
    if (asking || at === null || at === handled) return;
    handled = at;
    asking = true;
    void client.auth
      .refreshSession()
      .then(async ({ error }) => {
        // Auth's own refusal (no such session, banned) is final; a network failure is not.
        // supabase-js is imported here, not at the top: the bridge (and the database it opens)
        // must load before it on a returning visit; by now the client has brought it.
        const { isAuthRetryableFetchError } = await import('@supabase/supabase-js');
        if (!error || isAuthRetryableFetchError(error)) return;
        console.warn('[sync] the server ended this session; signing out', error.message);
        await client.auth.signOut({ scope: 'local' });
      })
      .catch((err: unknown) => console.error('[sync] asking Auth about an ended session failed', err))
      .finally(() => {
        asking = false;
      });
  });
}
