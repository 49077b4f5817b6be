// The signed-in person's picture from their profile on the device; null until the profile is
// there (the avatar shows initials meanwhile).
import { useCallback } from 'react';
import { map } from 'rxjs';
import type { EveeDatabase } from '@sync/database';
import { useRxQuery } from '@/hooks/use-rx-query';

export function useOwnAvatarUrl(): string | null {
  const build = useCallback(
    (db: EveeDatabase, userId: string) =>
      db.user_profiles.findOne({ selector: { user_id: userId } }).$.pipe(map((doc) => doc?.avatar_url ?? null)),
    [],
  );
  return useRxQuery(build, null);
}
