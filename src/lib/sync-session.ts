// The signed-in user's local database and its sync, made once outside React through sync's auth
// bridge (CONVENTIONS 6). The bridge opens the user's RxDB database on sign-in or a restored
// session and removes it on sign-out; components reach the current one through this hook.
import type { SupabaseClient } from '@supabase/supabase-js';
import { useEffect, useSyncExternalStore } from 'react';
import { createAuthBridge, type AuthBridge, type SyncSession } from '@sync/auth-bridge';
import { getSupabase } from './supabase';

let bridge: AuthBridge | null = null;
let supabase: SupabaseClient | null = null;
let starting: Promise<AuthBridge> | null = null;
const listeners = new Set<() => void>();

/** Starts the bridge once; supabase-js replays the current session to a new listener. */
export function startSyncBridge(): Promise<AuthBridge> {
  starting ??= getSupabase().then((client) => {
    supabase = client;
    bridge = createAuthBridge({ client });
    bridge.session$.subscribe(() => listeners.forEach((notify) => notify()));
    return bridge;
  });
  return starting;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentSyncSession(): SyncSession | null {
  return bridge?.current() ?? null;
}

export function syncClient(): SupabaseClient | null {
  return supabase;
}

/** The signed-in user's database and sync engine, or null until it is open. */
export function useSyncSession(): SyncSession | null {
  useEffect(() => {
    void startSyncBridge();
  }, []);
  return useSyncExternalStore(subscribe, currentSyncSession, () => null);
}
