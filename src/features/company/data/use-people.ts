// The people behind applications, from the user_profiles on the device: a map from user id to
// the profile, for names, avatars and e-mails. Missing people simply are not in the map.
import { useCallback } from 'react';
import { map } from 'rxjs';
import type { UserProfileDoc } from '@sync/collections/user-profiles/schema';
import type { EveeDatabase } from '@sync/database';
import { useRxQuery } from '@/hooks/use-rx-query';

export type PersonNames = Map<string, UserProfileDoc>;

const empty: PersonNames = new Map();

export function usePeople(userIds: string[]): PersonNames {
  const key = [...new Set(userIds)].sort().join(',');
  const build = useCallback(
    (db: EveeDatabase) => {
      const ids = key ? key.split(',') : [];
      return db.user_profiles
        .find({ selector: { user_id: { $in: ids } } })
        .$.pipe(map((docs) => new Map(docs.map((d) => [d.user_id, d.toJSON() as UserProfileDoc]))));
    },
    [key],
  );
  return useRxQuery(key ? build : null, empty);
}
