// The configured supabase-js client, loaded on demand: a signed-out visitor on / or /auth does
// not download it until they start signing in, which keeps those pages light. Sessions persist
// in localStorage under one known key, mirrored into IndexedDB (durable-session.ts), so a
// reload, a start with no network, or a crash right after signing in finds the person still
// signed in.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@sync/database-types';
import { env } from '@/config/env';
import { durableSessionStorage } from './durable-session';
import { readString, storageKeys } from './storage';
import { onceUntilFailed } from '@/utils/module-loads';
import { timedFetch } from '@sync/timed-fetch';

type Listener = (client: SupabaseClient<Database>) => void;

const onCreate: (() => Promise<Listener>)[] = [];

/**
 * Registers work to run once, as soon as the client is made (the auth session listener). Its
 * code is loaded alongside supabase-js, so a signed-out page carries neither.
 */
export function whenSupabaseCreated(load: () => Promise<Listener>): void {
  onCreate.push(load);
}

/**
 * Waits between attempts to reopen the live socket. A link that comes back without the
 * browser's 'online' event (flaky wifi, a captive portal, a proxy) is only noticed by the next
 * attempt, and the live channel's return is what wakes unsent writes; supabase-js's default
 * waits up to 10 s, so a restored link sat unused for as long. An attempt is one small request.
 */
const reconnectDelay = (tries: number): number => [250, 500, 1000][tries - 1] ?? 2000;

/**
 * How often the live socket asks the server whether it is still there. A link that swallows
 * everything while the browser says online (lie-fi) is noticed only by a heartbeat left
 * unanswered, which closes the socket and reconnects: at most twice this after the link went
 * silent, instead of supabase-js's 25 s (50 s to notice).
 */
const HEARTBEAT_MS = 5_000;

/** The client, made once; a failed load of supabase-js is tried again by the next caller. */
export const getSupabase: () => Promise<SupabaseClient<Database>> = onceUntilFailed(() =>
  Promise.all([import('@supabase/supabase-js'), Promise.all(onCreate.map((load) => load()))]).then(
    ([{ createClient }, listeners]) => {
      const created = createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
        auth: {
          storageKey: storageKeys.authSession,
          storage: durableSessionStorage,
          persistSession: true,
          autoRefreshToken: true,
          detectSessionInUrl: true,
          flowType: 'implicit',
        },
        realtime: { reconnectAfterMs: reconnectDelay, heartbeatIntervalMs: HEARTBEAT_MS },
        // Every request (auth refresh, pulls, pushes, reads) gives up a server that stays silent.
        global: { fetch: timedFetch() },
      });
      for (const listener of listeners) listener(created);
      return created;
    },
  ),
);

/**
 * Whether start-up needs the client now: a stored session, or an auth result in the URL. The
 * landing page's inline start script (scripts/boot-plugin.ts) asks the same: change them together.
 * localStorage alone is read here; restoreLostSession() asks the IndexedDB copy.
 */
export function startupNeedsSupabase(location: Location): boolean {
  if (readString(storageKeys.authSession)) return true;
  const hash = new URLSearchParams(location.hash.replace(/^#/, ''));
  const query = new URLSearchParams(location.search);
  return (
    hash.has('access_token') || hash.has('error_description') || query.has('code') || query.has('error_description')
  );
}

/** Puts back into localStorage a session a crash kept from it; true when there was one. */
export function restoreLostSession(): Promise<boolean> {
  return durableSessionStorage.restore(storageKeys.authSession);
}
