// A company's hiring plans from the device, newest first, live; undefined until the local
// database has answered, so a screen tells loading apart from "no plans".
import { useCallback } from 'react';
import type { HiringPlanRow } from '@sync/collections/workspace-records/rows';
import type { EveeDatabase } from '@sync/database';
import { watchRow, watchRows } from '@sync/workspace/records';
import { useRxQuery } from '@/hooks/use-rx-query';

export function useHiringPlans(companyId: string | undefined): { plans: HiringPlanRow[] | undefined } {
  const build = useCallback((db: EveeDatabase) => watchRows(db, 'hiring_plans', { scope: companyId }), [companyId]);
  return { plans: useRxQuery(companyId ? build : null, undefined) };
}

/** null: the plan is not on this device (another company's, or not synced yet). */
export function useHiringPlan(planId: string | undefined): { plan: HiringPlanRow | null | undefined } {
  const build = useCallback((db: EveeDatabase) => watchRow(db, 'hiring_plans', planId ?? ''), [planId]);
  return { plan: useRxQuery(planId ? build : null, undefined) };
}
