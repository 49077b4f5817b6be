// The signed-in person's database and sync engine, or null before it is open (and after
// sign-out). Re-renders when the session changes.
import { useEffect, useState } from 'react';
import type { SyncSession } from '@sync/auth-bridge';
import { getAuthBridge } from '@/lib/local-database';

export function useSyncSession(): SyncSession | null {
  const [session, setSession] = useState<SyncSession | null>(null);
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let active = true;
    void getAuthBridge().then((bridge) => {
      if (!active) return;
      const sub = bridge.session$.subscribe(setSession);
      unsubscribe = () => sub.unsubscribe();
    });
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, []);
  return session;
}
