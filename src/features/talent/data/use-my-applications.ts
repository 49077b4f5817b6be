// The signed-in talent's applications from the device (optionally of one status), newest
// first, each with its job and company as the device holds them (null when not there yet);
// live. undefined until the database has answered and the workspace has synced once here.
import { useCallback } from 'react';
import type { ApplicationStatus } from '@sync/collections/workspace-records/rows';
import type { EveeDatabase } from '@sync/database';
import { watchMyApplications, type MyApplication } from '@sync/talent/records';
import { onceWorkspaceSynced } from '@sync/workspace/synced';
import { useRxQuery } from '@/hooks/use-rx-query';

export type { MyApplication };

export function useMyApplications(opts: { status?: ApplicationStatus } = {}): {
  applications: MyApplication[] | undefined;
} {
  const { status } = opts;
  const build = useCallback(
    (db: EveeDatabase, userId: string) => onceWorkspaceSynced(db, watchMyApplications(db, userId, { status })),
    [status],
  );
  return { applications: useRxQuery(build, undefined) };
}
