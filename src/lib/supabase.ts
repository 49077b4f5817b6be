// The configured supabase-js client, loaded on demand: a signed-out visitor on / or /auth does
// not download it until they start signing in, which keeps those pages light. Sessions persist
// in localStorage under one known key, mirrored into IndexedDB (durable-session.ts), so a
// reload, a start with no network, or a crash right after signing in finds the person still
// signed in.
import type { Session, SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@sync/database-types';
import { env } from '@/config/env';
import { durableSessionStorage } from './durable-session';
import { readJson, readString, storageKeys } from './storage';
import { importFresh, onceUntilFailed } from '@/utils/module-loads';
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

/**
 * While the device holds a session, a data request never goes as the anonymous visitor.
 * supabase-js sends the anon key when it has no valid token: its refresh of a run-out token got
 * no answer (or no network), and it waits 60 s before it tries again. As anon, RLS would answer
 * a pull with nothing and refuse a write for good; held back as a network failure instead, the
 * write waits as offline and goes with the person's token once a refresh goes through. Auth's
 * own requests always carry the anon key and pass.
 */
function withPersonsToken(base: typeof fetch, anonKey: string): typeof fetch {
  return (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const anonymous = new Headers(init?.headers).get('Authorization') === `Bearer ${anonKey}`;
    if (anonymous && !url.includes('/auth/v1/') && storedSession()) {
      return Promise.reject(new TypeError('Failed to fetch: waiting for the session to be refreshed'));
    }
    return base(input, init);
  };
}

let made: SupabaseClient<Database> | null = null;
let markCreated!: (client: SupabaseClient<Database>) => void;
const created = new Promise<SupabaseClient<Database>>((resolve) => (markCreated = resolve));

/** The client if it has been made, without waiting or loading. */
export function supabaseIfMade(): SupabaseClient<Database> | null {
  return made;
}

/**
 * The client once someone has made it, without loading supabase-js for it: what can wait for the
 * client (the sync, the profile check) waits here, so a returning visit paints before it lands.
 */
export function whenSupabaseArrives(): Promise<SupabaseClient<Database>> {
  return created;
}

/** The client, made once; a failed load of supabase-js is tried again by the next caller. */
export const getSupabase: () => Promise<SupabaseClient<Database>> = onceUntilFailed(() =>
  Promise.all([importFresh(() => import('@supabase/supabase-js')), Promise.all(onCreate.map((load) => load()))]).then(
    ([{ createClient }, listeners]) => {
      const client = createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
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
        global: { fetch: withPersonsToken(timedFetch(), env.supabaseAnonKey) },
      });
      for (const listener of listeners) listener(client);
      made = client;
      markCreated(client);
      return client;
    },
  ),
);

/**
 * Whether start-up needs the client now: a stored session, or an auth result in the URL. The
 * landing page's inline start script (scripts/boot-plugin.ts) asks the same: change them together.
 * localStorage alone is read here; restoreLostSession() asks the IndexedDB copy.
 */
export function startupNeedsSupabase(location: Location): boolean {
  return Boolean(readString(storageKeys.authSession)) || urlHasAuthResult(location);
}

/** Whether the URL carries an auth result (a link's tokens or error) that supabase-js must read. */
export function urlHasAuthResult(location: Location): boolean {
  const hash = new URLSearchParams(location.hash.replace(/^#/, ''));
  const query = new URLSearchParams(location.search);
  return (
    hash.has('access_token') || hash.has('error_description') || query.has('code') || query.has('error_description')
  );
}

/**
 * The session supabase-js keeps in storage, read without asking supabase-js. On load supabase-js
 * refreshes a session whose access token has run out before it announces it, and retries that
 * refresh for up to 30 s while the network fails or never answers; the signed-in screens and the
 * device's database start from this instead of waiting. Null when there is none.
 */
export function storedSession(): Session | null {
  const session = readJson<Session>(storageKeys.authSession);
  return session?.user?.id && session.refresh_token ? session : null;
}

/** Puts back into localStorage a session a crash kept from it; true when there was one. */
export function restoreLostSession(): Promise<boolean> {
  return durableSessionStorage.restore(storageKeys.authSession);
}
