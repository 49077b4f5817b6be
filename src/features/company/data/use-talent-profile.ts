// A talent's profile from the device (the user's own, or an applicant's to one of the user's
// companies), live; null when it is not on this device, undefined while loading (before the
// workspace's first sync on this device).
import { useCallback } from 'react';
import type { TalentProfileRow } from '@sync/collections/workspace-records/rows';
import type { EveeDatabase } from '@sync/database';
import { watchFirstRow } from '@sync/workspace/records';
import { onceWorkspaceSynced } from '@sync/workspace/synced';
import { useRxQuery } from '@/hooks/use-rx-query';

export function useTalentProfile(userId: string | undefined): { profile: TalentProfileRow | null | undefined } {
  const build = useCallback(
    (db: EveeDatabase) => onceWorkspaceSynced(db, watchFirstRow(db, 'talent_profiles', { scope: userId ?? '' })),
    [userId],
  );
  return { profile: useRxQuery(userId ? build : null, undefined) };
}
