// Which workspace rows have local changes not yet on the server (show them as pending), and the
// server's refusal of a row's change with Retry (send it again) and Discard (take the server's
// version back), as for every other refused write.
import { useCallback, useMemo } from 'react';
import type { SyncFailureDoc } from '@sync/collections/sync-failures/schema';
import type { EveeDatabase } from '@sync/database';
import {
  recordFailureId,
  watchPendingRecordIds,
  watchRecordFailure,
  watchRecordFailures,
} from '@sync/workspace/pending';
import { useRxQuery } from '@/hooks/use-rx-query';
import { useSyncSession } from '@/lib/sync-session';

const none = new Set<string>();

export function usePendingRecordIds(): Set<string> {
  return useRxQuery(watchPendingRecordIds, none);
}

export interface RecordFailure {
  /** The refusal (the server's code and words), or null when the row has none. */
  failure: SyncFailureDoc | null | undefined;
  retry(): Promise<void>;
  discard(): Promise<void>;
}

export function useRecordFailure(rowId: string | undefined): RecordFailure {
  const build = useCallback((db: EveeDatabase) => watchRecordFailure(db, rowId ?? ''), [rowId]);
  const failure = useRxQuery(rowId ? build : null, undefined);
  const engine = useSyncSession()?.engine;
  return useMemo(
    () => ({
      failure,
      retry: async () => {
        if (engine && rowId) await engine.retryFailure(recordFailureId(rowId));
      },
      discard: async () => {
        if (engine && rowId) await engine.discardFailure(recordFailureId(rowId));
      },
    }),
    [failure, engine, rowId],
  );
}

/** Every refused workspace write, newest first. */
export function useRecordFailures(): SyncFailureDoc[] | undefined {
  return useRxQuery(watchRecordFailures, undefined);
}
