// The device's database for the signed-in person: one auth bridge for the app's lifetime,
// made with the supabase-js client, which opens that user's RxDB database and starts its sync
// on sign-in and removes it on sign-out (sync/auth-bridge.ts). Components reach it through
// useSyncSession(); nothing else in src/ opens a database.
import { createAuthBridge, type AuthBridge } from '@sync/auth-bridge';
import { getSupabase } from './supabase';

let bridge: Promise<AuthBridge> | null = null;

export function getAuthBridge(): Promise<AuthBridge> {
  bridge ??= getSupabase().then((client) => createAuthBridge({ client }));
  return bridge;
}
