// A company's applications from the device (optionally of one status or one job), newest
// first, live; undefined until the local database has answered.
import { useCallback } from 'react';
import type { ApplicationRow, ApplicationStatus } from '@sync/collections/workspace-records/rows';
import type { EveeDatabase } from '@sync/database';
import { watchRow, watchRows } from '@sync/workspace/records';
import { useRxQuery } from '@/hooks/use-rx-query';

export interface ApplicationsOptions {
  status?: ApplicationStatus;
  jobId?: string;
}

export function useApplications(
  companyId: string | undefined,
  opts: ApplicationsOptions = {},
): { applications: ApplicationRow[] | undefined } {
  const { status, jobId } = opts;
  const build = useCallback(
    (db: EveeDatabase) =>
      watchRows(db, 'job_applications', {
        scope: companyId,
        parent: jobId,
        where: status ? { status } : undefined,
      }),
    [companyId, jobId, status],
  );
  return { applications: useRxQuery(companyId ? build : null, undefined) };
}

/** null: the application is not on this device. */
export function useApplication(applicationId: string | undefined): { application: ApplicationRow | null | undefined } {
  const build = useCallback(
    (db: EveeDatabase) => watchRow(db, 'job_applications', applicationId ?? ''),
    [applicationId],
  );
  return { application: useRxQuery(applicationId ? build : null, undefined) };
}
