// The signed-in user's local database and its sync, made once outside React through sync's auth
// bridge (CONVENTIONS 6). The bridge opens the user's RxDB database on sign-in or a restored
// session and removes it on sign-out; components reach the current one through this hook.
// RxDB is loaded here by a dynamic import, never statically: the shell paints without it and
// the first hook that needs the database (after the shell's first paint) brings it in.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@sync/database-types';
import { useEffect, useSyncExternalStore } from 'react';
import type { AuthBridge, SyncSession } from '@sync/auth-bridge';
import { databaseInWorker } from '@/config/db-worker';
import { getSupabase, storedSession } from './supabase';

let bridge: AuthBridge | null = null;
let supabase: SupabaseClient<Database> | null = null;
let starting: Promise<AuthBridge> | null = null;
const listeners = new Set<() => void>();

/** Starts the bridge once; supabase-js replays the current session to a new listener. */
export function startSyncBridge(): Promise<AuthBridge> {
  starting ??= Promise.all([
    getSupabase(),
    import('@sync/auth-bridge'),
    import('./files/attachment-uploads'),
    // The worker's code is loaded only when the database runs there.
    databaseInWorker() ? import('@sync/worker/worker-storage') : null,
  ]).then(([client, { createAuthBridge }, { createAttachmentUploads }, worker]) => {
    supabase = client;
    // The stored session's database opens at once, not after supabase-js's refresh of it.
    bridge = createAuthBridge({
      client,
      restoredUserId: storedSession()?.user.id,
      attachments: createAttachmentUploads(),
      storage: worker?.workerStorage(),
    });
    bridge.session$.subscribe(() => listeners.forEach((notify) => notify()));
    return bridge;
  });
  return starting;
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

/** The signed-in user's database and sync engine, or null until it is open. */
export function useSyncSession(): SyncSession | null {
  useEffect(() => {
    void startSyncBridge();
  }, []);
  return useSyncExternalStore(subscribeSyncSession, currentSyncSession, () => null);
}
