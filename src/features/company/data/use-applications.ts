// A company's applications from the device (optionally of one status or one job), newest
// first, live; undefined until the local database has answered and the workspace has synced
// once on this device.
import { useCallback } from 'react';
import type { ApplicationRow, ApplicationStatus } from '@sync/collections/workspace-records/rows';
import type { EveeDatabase } from '@sync/database';
import { watchRow, watchRowCount, watchRows } from '@sync/workspace/records';
import { onceWorkspaceSynced } from '@sync/workspace/synced';
import { useRxQuery } from '@/hooks/use-rx-query';

export interface ApplicationsOptions {
  status?: ApplicationStatus;
  jobId?: string;
  /** Only the newest this many (a first screenful reads faster than all of them). */
  limit?: number;
  /** While other options' rows load, go on showing the previous ones (no blink on Show more). */
  keepPrevious?: boolean;
}

export function useApplications(
  companyId: string | undefined,
  opts: ApplicationsOptions = {},
): { applications: ApplicationRow[] | undefined } {
  const { status, jobId, limit, keepPrevious } = opts;
  const build = useCallback(
    (db: EveeDatabase) =>
      onceWorkspaceSynced(
        db,
        watchRows(db, 'job_applications', {
          scope: companyId,
          parent: jobId,
          where: status ? { status } : undefined,
          limit,
        }),
      ),
    [companyId, jobId, status, limit],
  );
  return { applications: useRxQuery(companyId ? build : null, undefined, keepPrevious) };
}

/** null: the application is not on this device. */
export function useApplication(applicationId: string | undefined): { application: ApplicationRow | null | undefined } {
  const build = useCallback(
    (db: EveeDatabase) => onceWorkspaceSynced(db, watchRow(db, 'job_applications', applicationId ?? '')),
    [applicationId],
  );
  return { application: useRxQuery(applicationId ? build : null, undefined) };
}

/** How many applications the company has on the device, live, counted without reading them. */
export function useApplicationCount(companyId: string | undefined): { count: number | undefined } {
  const build = useCallback(
    (db: EveeDatabase) => watchRowCount(db, 'job_applications', { scope: companyId }),
    [companyId],
  );
  return { count: useRxQuery(companyId ? build : null, undefined) };
}
