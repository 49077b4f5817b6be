// The signed-in talent's own talent profile from the device, live: null when they have none
// yet, undefined while loading (before the workspace's first sync on this device).
import { useCallback } from 'react';
import type { TalentProfileRow } from '@sync/collections/workspace-records/rows';
import type { EveeDatabase } from '@sync/database';
import { watchOwnTalentProfile } from '@sync/talent/records';
import { onceWorkspaceSynced } from '@sync/workspace/synced';
import { useRxQuery } from '@/hooks/use-rx-query';

export function useOwnTalentProfile(): { profile: TalentProfileRow | null | undefined } {
  const build = useCallback(
    (db: EveeDatabase, userId: string) => onceWorkspaceSynced(db, watchOwnTalentProfile(db, userId)),
    [],
  );
  return { profile: useRxQuery(build, undefined) };
}
