// The recruiter's placements from the device, live (undefined until the workspace has synced
// here once).
import { useCallback } from 'react';
import type { PlacementRow } from '@sync/collections/workspace-records/rows';
import type { EveeDatabase } from '@sync/database';
import { watchMyPlacements } from '@sync/recruiter/placements';
import { onceWorkspaceSynced } from '@sync/workspace/synced';
import { useRxQuery } from '@/hooks/use-rx-query';

export function usePlacements(): PlacementRow[] | undefined {
  const build = useCallback(
    (db: EveeDatabase, userId: string) => onceWorkspaceSynced(db, watchMyPlacements(db, userId)),
    [],
  );
  return useRxQuery(build, undefined);
}
