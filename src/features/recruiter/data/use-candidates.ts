// The recruiter's candidates from the device, live (undefined until the workspace has synced
// here once), the Evee talent among them, and the writes bound to the signed-in recruiter.
import { useCallback, useMemo } from 'react';
import type { RecruiterCandidateRow } from '@sync/collections/workspace-records/rows';
import type { EveeDatabase } from '@sync/database';
import {
  addCandidate,
  removeCandidate,
  updateCandidate,
  watchCandidateTalentIds,
  watchCandidates,
  type CandidateChange,
  type CandidateInput,
} from '@sync/recruiter/candidates';
import { onceWorkspaceSynced } from '@sync/workspace/synced';
import { useRxQuery } from '@/hooks/use-rx-query';
import { useSyncSession } from '@/lib/sync-session';

export function useCandidates(): RecruiterCandidateRow[] | undefined {
  const build = useCallback(
    (db: EveeDatabase, userId: string) => onceWorkspaceSynced(db, watchCandidates(db, userId)),
    [],
  );
  return useRxQuery(build, undefined);
}

const none = new Set<string>();

export function useCandidateTalentIds(): Set<string> {
  return useRxQuery(watchCandidateTalentIds, none);
}

export function useCandidateCommands() {
  const session = useSyncSession();
  return useMemo(() => {
    if (!session) return null;
    const { db, userId } = session;
    return {
      add: (input: CandidateInput) => addCandidate(db, userId, input),
      update: (id: string, change: CandidateChange) => updateCandidate(db, userId, id, change),
      remove: (id: string) => removeCandidate(db, userId, id),
    };
  }, [session]);
}
