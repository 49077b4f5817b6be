// The talent's writes bound to the signed-in user's database: each is written on the device at
// once and synced (see sync/talent/commands.ts). Bad input throws a WorkspaceInputError naming
// the field (its message is for the user), and nothing is written. null until the database is open.
// The commands and their checks load on the first write, not with Job Search: a screen that is
// only read never needs them (the chunk is precached, so the first write works offline too).
import { useMemo } from 'react';
import type { ApplyInput, JobAlertInput } from '@sync/talent/commands';
import type { TalentProfileInput } from '@sync/talent/profile-commands';
import type { SearchJob } from '@sync/talent/search';
import type { OwnNames } from '@sync/schemas/user-profiles';
import { useSyncSession } from '@/lib/sync-session';
import { importFresh } from '@/utils/module-loads';

const commands = () => importFresh(() => import('@sync/talent/commands'));
const profileCommands = () => importFresh(() => import('@sync/talent/profile-commands'));

export function useTalentCommands() {
  const session = useSyncSession();
  return useMemo(() => {
    if (!session) return null;
    const { db, userId } = session;
    return {
      applyToJob: async (input: ApplyInput) => (await commands()).applyToJob(db, userId, input),
      withdrawApplication: async (applicationId: string) =>
        (await commands()).withdrawApplication(db, userId, applicationId),
      saveJobForLater: async (jobId: string, job?: SearchJob) =>
        (await commands()).saveJobForLater(db, userId, jobId, job),
      unsaveJob: async (jobId: string) => (await commands()).unsaveJob(db, userId, jobId),
      saveJobAlert: async (input: JobAlertInput) => (await commands()).saveJobAlert(db, userId, input),
      deleteJobAlert: async (alertId: string) => (await commands()).deleteJobAlert(db, userId, alertId),
      saveTalentProfile: async (input: TalentProfileInput) =>
        (await profileCommands()).saveTalentProfile(db, userId, input),
      saveOwnNames: async (names: OwnNames) => (await profileCommands()).saveOwnNames(db, userId, names),
    };
  }, [session]);
}
