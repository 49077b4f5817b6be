// Whether the sync last reached the server (false once a request failed for want of network).
import { useMemo } from 'react';
import { map } from 'rxjs';
import { useObservable } from '@/hooks/use-observable';
import { useSyncSession } from '@/lib/sync-session';

export function useSyncOnline(): boolean {
  const engine = useSyncSession()?.engine ?? null;
  const source = useMemo(() => (engine ? engine.status.status$.pipe(map((s) => s.online)) : null), [engine]);
  return useObservable(source, typeof navigator === 'undefined' || navigator.onLine);
}
