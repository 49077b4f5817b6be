// One toast for each write the server refuses, once: which refusals were announced is kept in
// the device's database, so a reload or another tab does not announce them again. A toast the
// limiter drops (a burst, such as the connection coming back) is not counted as told: it is
// tried again once the burst is over. Its action opens the header's list, where the person
// retries or discards.
import { useEffect } from 'react';
import type { SyncFailureDoc } from '@sync/collections/sync-failures/schema';
import { markAnnounced, unannouncedRefusals, watchRefusals } from '@sync/status/refusals';
import { notify } from '@/components/ui/toaster';
import { refusalsOpenAtom } from '@/components/refusals-state';
import { appStore } from '@/lib/store';
import { useSyncSession } from '@/lib/sync-session';
import { TOAST_WINDOW_MS } from '@/utils/toast-limiter';
import { describeRefusal } from './use-refusals';

function announce(failure: SyncFailureDoc): boolean {
  const { label, reason } = describeRefusal(failure);
  return notify('error', {
    id: `refused:${failure.id}`,
    title: `Not saved: ${label}`,
    description: reason,
    action: { label: 'Review', onClick: () => appStore.set(refusalsOpenAtom, true) },
  });
}

export function useRefusalToasts(): void {
  const db = useSyncSession()?.db;
  useEffect(() => {
    if (!db) return;
    let current: SyncFailureDoc[] = [];
    let retry: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      clearTimeout(retry);
      const fresh = await unannouncedRefusals(db, current);
      const shown = fresh.filter(announce);
      if (shown.length < fresh.length) retry = setTimeout(() => void run(), TOAST_WINDOW_MS + 500);
      if (shown.length) await markAnnounced(db, shown, current);
    };
    // One check at a time, so a refusal is not announced again before it is marked.
    let turn = Promise.resolve();
    const run = () => {
      turn = turn.then(check).catch((err: unknown) => console.error('[sync] announcing refused writes failed', err));
      return turn;
    };
    const sub = watchRefusals(db).subscribe((failures) => {
      current = failures;
      void run();
    });
    return () => {
      clearTimeout(retry);
      sub.unsubscribe();
    };
  }, [db]);
}
