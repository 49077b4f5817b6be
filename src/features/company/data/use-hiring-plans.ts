// A company's hiring plans from the device, newest first, live. undefined until the local
// database has answered and the workspace has synced once on this device, so a screen tells
// loading apart from "no plans".
import { useCallback } from 'react';
import type { HiringPlanRow } from '@sync/collections/workspace-records/rows';
import type { EveeDatabase } from '@sync/database';
import { watchRow, watchRows } from '@sync/workspace/records';
import { onceWorkspaceSynced } from '@sync/workspace/synced';
import { useRxQuery } from '@/hooks/use-rx-query';

export function useHiringPlans(companyId: string | undefined): { plans: HiringPlanRow[] | undefined } {
  const build = useCallback(
    (db: EveeDatabase) => onceWorkspaceSynced(db, watchRows(db, 'hiring_plans', { scope: companyId })),
    [companyId],
  );
  return { plans: useRxQuery(companyId ? build : null, undefined) };
}

/** null: the plan is not on this device (another company's, or gone). */
export function useHiringPlan(planId: string | undefined): { plan: HiringPlanRow | null | undefined } {
  const build = useCallback(
    (db: EveeDatabase) => onceWorkspaceSynced(db, watchRow(db, 'hiring_plans', planId ?? '')),
    [planId],
  );
  return { plan: useRxQuery(planId ? build : null, undefined) };
}
