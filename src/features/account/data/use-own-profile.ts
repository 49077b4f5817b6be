// The signed-in user's own names, picture and e-mail (user_profiles) from the device, live:
// null when the profile has not reached the device yet, undefined while the database opens.
// Saving goes through saveOwnNames (useAccountCommands).
import { map } from 'rxjs';
import type { UserProfileDoc } from '@sync/collections/user-profiles/schema';
import type { EveeDatabase } from '@sync/database';
import { useRxQuery } from '@/hooks/use-rx-query';

/** The user's own names, picture and e-mail, live; null until they reach the device. */
export const watchOwnNames = (db: EveeDatabase, userId: string) =>
  db.user_profiles
    .findOne({ selector: { user_id: userId } })
    .$.pipe(map((doc) => (doc ? (doc.toJSON() as UserProfileDoc) : null)));

export function useOwnProfile(): { profile: UserProfileDoc | null | undefined } {
  return { profile: useRxQuery(watchOwnNames, undefined) };
}
