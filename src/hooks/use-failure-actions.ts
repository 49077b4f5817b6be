// Retry and Discard for a refused workspace write, by the row's id. Lists read every refusal in
// one query (useRecordFailures) and hand each row its own, rather than one query per row.
import { useMemo } from 'react';
import type { SyncFailureDoc } from '@sync/collections/sync-failures/schema';
import { recordFailureId } from '@sync/workspace/pending';
import { useSyncSession } from '@/lib/sync-session';
import { useRecordFailures } from './use-pending-records';

export interface FailureActions {
  retry(rowId: string): void;
  discard(rowId: string): void;
}

export function useFailureActions(): FailureActions {
  const engine = useSyncSession()?.engine;
  return useMemo(
    () => ({
      retry: (rowId) => {
        engine?.retryFailure(recordFailureId(rowId)).catch((err: unknown) => console.error('[sync] retry failed', err));
      },
      discard: (rowId) => {
        engine
          ?.discardFailure(recordFailureId(rowId))
          .catch((err: unknown) => console.error('[sync] discard failed', err));
      },
    }),
    [engine],
  );
}

const noFailures = new Map<string, SyncFailureDoc>();

/** Every refused workspace write, by the row's id. */
export function useFailuresById(): Map<string, SyncFailureDoc> {
  const failures = useRecordFailures();
  return useMemo(() => (failures ? new Map(failures.map((f) => [f.document_id, f])) : noFailures), [failures]);
}
