// Every write the server refused, in words: what it was, why, and Retry and Discard, for the
// header's list. Discard puts the server's copy back on the device (the sync engine fetches
// it), so every screen showing the row shows the server's version again.
import { useCallback, useMemo, useState } from 'react';
import type { SyncFailureDoc } from '@sync/collections/sync-failures/schema';
import { watchRefusals } from '@sync/status/refusals';
import { useRxQuery } from '@/hooks/use-rx-query';
import { useSyncSession } from '@/lib/sync-session';
import { refusalReason } from '@/utils/refusal-reason';
import { refusedWriteLabel } from '@/utils/refused-write-label';

export interface Refusal {
  id: string;
  /** What it was: 'Talent profile', 'Job: Senior Engineer'. */
  label: string;
  /** The server's reason, in words. */
  reason: string;
  failedAt: string;
}

export function describeRefusal(failure: SyncFailureDoc): Refusal {
  return {
    id: failure.id,
    label: refusedWriteLabel({
      table_name: failure.table_name,
      attempted: failure.attempted as Record<string, unknown>,
    }),
    reason: refusalReason({ code: failure.code, message: failure.message }),
    failedAt: failure.failed_at,
  };
}

export interface Refusals {
  list: Refusal[];
  /** Ids with a Retry or Discard under way. */
  busy: Set<string>;
  retry(id: string): void;
  discard(id: string): void;
}

const none: SyncFailureDoc[] = [];

export function useRefusals(): Refusals {
  const failures = useRxQuery(watchRefusals, none);
  const engine = useSyncSession()?.engine;
  const [busy, setBusy] = useState<Set<string>>(new Set());
  const run = useCallback((id: string, act: (id: string) => Promise<void> | undefined) => {
    setBusy((b) => new Set(b).add(id));
    void Promise.resolve(act(id))
      .catch((err: unknown) => console.error('[sync] acting on a refused write failed', err))
      .finally(() =>
        setBusy((b) => {
          const next = new Set(b);
          next.delete(id);
          return next;
        }),
      );
  }, []);
  const list = useMemo(() => failures.map(describeRefusal), [failures]);
  return {
    list,
    busy,
    retry: (id) => run(id, (f) => engine?.retryFailure(f)),
    discard: (id) => run(id, (f) => engine?.discardFailure(f)),
  };
}
