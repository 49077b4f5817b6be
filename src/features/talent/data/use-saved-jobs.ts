// The signed-in talent's saved jobs from the device, newest first, each with its job and
// company (null while not on the device: the server has it) and `closed` when the job no longer
// takes applications; and the ids of the saved jobs, for the save toggles of a list. Live.
import { useCallback } from 'react';
import type { EveeDatabase } from '@sync/database';
import { watchSavedJobIds, watchSavedJobs, type SavedJob } from '@sync/talent/records';
import { onceWorkspaceSynced } from '@sync/workspace/synced';
import { useRxQuery } from '@/hooks/use-rx-query';

export type { SavedJob };

const none = new Set<string>();

export function useSavedJobs(): { savedJobs: SavedJob[] | undefined } {
  const build = useCallback(
    (db: EveeDatabase, userId: string) => onceWorkspaceSynced(db, watchSavedJobs(db, userId)),
    [],
  );
  return { savedJobs: useRxQuery(build, undefined) };
}

/** The ids of the jobs the talent saved (empty until the database has answered). */
export function useSavedJobIds(): Set<string> {
  const build = useCallback((db: EveeDatabase, userId: string) => watchSavedJobIds(db, userId), []);
  return useRxQuery(build, none);
}
