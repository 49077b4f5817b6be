// One toast for each write the server refuses, once: which refusals were announced is kept in
// the device's database, so a reload or another tab does not announce them again. Its action
// opens the header's list, where the person retries or discards.
import { useEffect } from 'react';
import { claimUnannounced, watchRefusals } from '@sync/status/refusals';
import { notify } from '@/components/ui/toaster';
import { refusalsOpenAtom } from '@/components/refusals-state';
import { appStore } from '@/lib/store';
import { useSyncSession } from '@/lib/sync-session';
import { describeRefusal } from './use-refusals';

export function useRefusalToasts(): void {
  const db = useSyncSession()?.db;
  useEffect(() => {
    if (!db) return;
    const sub = watchRefusals(db).subscribe((failures) => {
      void claimUnannounced(db, failures)
        .then((fresh) => {
          for (const failure of fresh) {
            const { label, reason } = describeRefusal(failure);
            notify('error', {
              id: `refused:${failure.id}`,
              title: `Not saved: ${label}`,
              description: reason,
              action: { label: 'Review', onClick: () => appStore.set(refusalsOpenAtom, true) },
            });
          }
        })
        .catch((err: unknown) => console.error('[sync] announcing refused writes failed', err));
    });
    return () => sub.unsubscribe();
  }, [db]);
}
