// A company's jobs from the device (optionally those of one hiring plan, or of one status),
// newest first, live; undefined until the local database has answered and the workspace has
// synced once on this device.
import { useCallback } from 'react';
import type { JobRow, JobStatus } from '@sync/collections/workspace-records/rows';
import type { EveeDatabase } from '@sync/database';
import { watchRow, watchRows } from '@sync/workspace/records';
import { onceWorkspaceSynced } from '@sync/workspace/synced';
import { useRxQuery } from '@/hooks/use-rx-query';

export interface JobsOptions {
  planId?: string;
  status?: JobStatus;
}

export function useJobs(companyId: string | undefined, opts: JobsOptions = {}): { jobs: JobRow[] | undefined } {
  const { planId, status } = opts;
  const build = useCallback(
    (db: EveeDatabase) =>
      onceWorkspaceSynced(
        db,
        watchRows(db, 'jobs', { scope: companyId, parent: planId, where: status ? { status } : undefined }),
      ),
    [companyId, planId, status],
  );
  return { jobs: useRxQuery(companyId ? build : null, undefined) };
}

/** null: the job is not on this device. */
export function useJob(jobId: string | undefined): { job: JobRow | null | undefined } {
  const build = useCallback((db: EveeDatabase) => onceWorkspaceSynced(db, watchRow(db, 'jobs', jobId ?? '')), [jobId]);
  return { job: useRxQuery(jobId ? build : null, undefined) };
}
