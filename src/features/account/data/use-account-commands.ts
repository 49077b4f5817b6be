// The account's device writes bound to the signed-in user's database: names and picture, and
// the talent profile (see sync/talent/profile-commands.ts). Bad input throws a
// WorkspaceInputError naming the field, and nothing is written. null until the database is open.
import { useMemo } from 'react';
import { saveOwnNames, saveTalentProfile, type TalentProfileInput } from '@sync/talent/profile-commands';
import type { OwnNames } from '@sync/schemas/user-profiles';
import { useSyncSession } from '@/lib/sync-session';

export function useAccountCommands() {
  const session = useSyncSession();
  return useMemo(() => {
    if (!session) return null;
    const { db, userId } = session;
    return {
      saveOwnNames: (names: OwnNames) => saveOwnNames(db, userId, names),
      saveTalentProfile: (input: TalentProfileInput) => saveTalentProfile(db, userId, input),
    };
  }, [session]);
}
