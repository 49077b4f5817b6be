// The signed-in user's talent profile from the device (for their public profile offline): null
// when they have none, undefined while the database opens. The account feature keeps its own
// (features do not import each other).
import { useCallback } from 'react';
import type { TalentProfileRow } from '@sync/collections/workspace-records/rows';
import type { EveeDatabase } from '@sync/database';
import { watchOwnTalentProfile } from '@sync/talent/records';
import { useRxQuery } from '@/hooks/use-rx-query';

export function useOwnTalentProfileForAccount(): TalentProfileRow | null | undefined {
  const build = useCallback((db: EveeDatabase, userId: string) => watchOwnTalentProfile(db, userId), []);
  return useRxQuery(build, undefined);
}
