// The signed-in user's local database and its sync, made once outside React through sync's auth
// bridge (CONVENTIONS 6). The bridge opens the user's RxDB database on sign-in or a restored
// session and removes it on sign-out; components reach the current one through this hook.
// RxDB is loaded here by a dynamic import, never statically: the shell paints without it and
// the first hook that needs the database (after the shell's first paint) brings it in.
//
// A returning visit (a session in storage, supabase-js not loaded yet) opens the database from
// the stored user id at once and paints the first screen from it; the client attaches when
// supabase-js lands, and the replication waits for the first screen (first-screen.ts).
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@sync/database-types';
import { startTransition, useEffect, useState } from 'react';
import type { AuthBridge, SyncSession } from '@sync/auth-bridge';
import { databaseInWorker } from '@/config/db-worker';
import { importFresh, onceUntilFailed } from '@/utils/module-loads';
import { afterFirstScreen } from './first-screen';
import { getSupabase, storedSession, supabaseIfMade, whenSupabaseArrives } from './supabase';

let bridge: AuthBridge | null = null;
let supabase: SupabaseClient<Database> | null = null;
let starting: Promise<AuthBridge> | null = null;
const listeners = new Set<() => void>();
const notifyAll = () => listeners.forEach((notify) => notify());

/**
 * The user whose stored session may open their database before the client: not one owing a
 * second factor. The check is loaded with the bridge: /auth, which holds this module, needs none.
 */
async function restoredUser(): Promise<string | undefined> {
  const session = storedSession();
  if (!session) return undefined;
  const { pendingSecondFactor } = await importFresh(() => import('@/utils/two-factor'));
  return pendingSecondFactor(session) ? undefined : session.user.id;
}

/** The bridge's code, fetched once (again after a failed fetch). */
const bridgeCode = onceUntilFailed(() =>
  Promise.all([
    importFresh(() => import('@sync/auth-bridge')),
    importFresh(() => import('./files/attachment-uploads')),
    // The worker's code is loaded only when the database runs there.
    databaseInWorker() ? importFresh(() => import('@sync/worker/worker-storage')) : null,
  ]),
);

/** Starts the bridge once; the client attaches whenever supabase-js is loaded (by anyone). */
export function startSyncBridge(): Promise<AuthBridge> {
  starting ??= Promise.all([bridgeCode(), restoredUser()]).then(([code, restoredUserId]) => {
    const [{ createAuthBridge }, { createAttachmentUploads }, worker] = code;
    // A stored session and no client yet: a returning visit, whose replication waits for the
    // first screen. A sign-in on this page has its client already, and syncs at once.
    const returning = restoredUserId !== undefined && supabaseIfMade() === null;
    const created = createAuthBridge({
      restoredUserId,
      attachments: createAttachmentUploads(),
      storage: worker?.workerStorage(),
      deferReplication: returning,
    });
    bridge = created;
    created.session$.subscribe(notifyAll);
    if (returning) afterFirstScreen(() => created.startReplication());
    void whenSupabaseArrives().then((client) => {
      supabase = client;
      created.attachClient(client);
      notifyAll();
    });
    return created;
  });
  return starting;
}

/**
 * A returning visit's start: opens the stored session's database now, unless that session still
 * owes its second factor (nothing of the workspace is opened for it until the code is given),
 * and loads supabase-js once the first screen has shown what the device holds.
 */
export async function startReturningVisit(): Promise<void> {
  afterFirstScreen(() => void getSupabase());
  // The bridge's code is fetched while the second-factor check loads, not after it.
  void bridgeCode().catch((err: unknown) => console.error('Loading the device database’s code failed', err));
  if (await restoredUser()) await startSyncBridge();
}

/** Calls `listener` whenever the open database changes (opened, closed, another user's). */
export function subscribeSyncSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentSyncSession(): SyncSession | null {
  return bridge?.current() ?? null;
}

/** Tells the bridge the coming sign-out is the user's own, so their database goes with it. */
export function expectSignOut(): void {
  bridge?.expectSignOut();
}

export function syncClient(): SupabaseClient<Database> | null {
  return supabase;
}

/**
 * A value of the bridge, kept in step with it. What arrives (the database opening, the client
 * landing) is drawn as a transition, which React renders in slices: as a store read
 * (useSyncExternalStore) it re-rendered every screen that reads it in one task that does not
 * yield, the longest on a returning visit's main thread. What goes or changes (a sign-out,
 * another person's database) is drawn at once, so no screen renders with a closed database.
 */
function useBridgeValue<T>(read: () => T): T {
  const [value, setValue] = useState(read);
  useEffect(() => {
    void startSyncBridge();
    let shown = value;
    const update = () => {
      const next = read();
      if (next === shown) return;
      const arrives = shown === null;
      shown = next;
      if (arrives) startTransition(() => setValue(() => next));
      else setValue(() => next);
    };
    const unsubscribe = subscribeSyncSession(update);
    // What changed between the render and the subscription.
    queueMicrotask(update);
    return unsubscribe;
  }, [read, value]);
  return value;
}

/** The client the sync uses, once it has arrived (a returning visit paints before it). */
export function useSyncClient(): SupabaseClient<Database> | null {
  return useBridgeValue(syncClient);
}

/** The signed-in user's database and sync engine, or null until it is open. */
export function useSyncSession(): SyncSession | null {
  return useBridgeValue(currentSyncSession);
}
