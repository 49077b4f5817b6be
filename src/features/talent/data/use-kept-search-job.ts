// One job of the last search kept on the device, with its full description: the open job's
// panel shows it at once, whether the search now on screen has answered, hangs or is offline.
import { useCallback } from 'react';
import type { EveeDatabase } from '@sync/database';
import { watchKeptSearchJob, type SearchJob } from '@sync/talent/search';
import { useRxQuery } from '@/hooks/use-rx-query';

/** The kept job; null when the last search did not show it, undefined while the database opens. */
export function useKeptSearchJob(jobId: string | null): SearchJob | null | undefined {
  const build = useCallback((db: EveeDatabase) => watchKeptSearchJob(db, jobId ?? ''), [jobId]);
  return useRxQuery(jobId ? build : null, undefined);
}
