// The signed-in talent's job alerts from the device, newest first, live; undefined until the
// database has answered and the workspace has synced once here.
import { useCallback } from 'react';
import type { JobAlertRow } from '@sync/collections/workspace-records/rows';
import type { EveeDatabase } from '@sync/database';
import { watchJobAlerts } from '@sync/talent/records';
import { onceWorkspaceSynced } from '@sync/workspace/synced';
import { useRxQuery } from '@/hooks/use-rx-query';

export function useJobAlerts(): { alerts: JobAlertRow[] | undefined } {
  const build = useCallback(
    (db: EveeDatabase, userId: string) => onceWorkspaceSynced(db, watchJobAlerts(db, userId)),
    [],
  );
  return { alerts: useRxQuery(build, undefined) };
}
