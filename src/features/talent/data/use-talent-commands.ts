// The talent's writes bound to the signed-in user's database: each is written on the device at
// once and synced (see sync/talent/commands.ts). Bad input throws a WorkspaceInputError naming
// the field (its message is for the user), and nothing is written. null until the database is open.
import { useMemo } from 'react';
import {
  applyToJob,
  deleteJobAlert,
  saveJobAlert,
  saveJobForLater,
  unsaveJob,
  withdrawApplication,
  type ApplyInput,
  type JobAlertInput,
} from '@sync/talent/commands';
import { saveOwnNames, saveTalentProfile, type TalentProfileInput } from '@sync/talent/profile-commands';
import type { SearchJob } from '@sync/talent/search';
import type { OwnNames } from '@sync/talent/validate';
import { useSyncSession } from '@/lib/sync-session';

export function useTalentCommands() {
  const session = useSyncSession();
  return useMemo(() => {
    if (!session) return null;
    const { db, userId } = session;
    return {
      applyToJob: (input: ApplyInput) => applyToJob(db, userId, input),
      withdrawApplication: (applicationId: string) => withdrawApplication(db, userId, applicationId),
      saveJobForLater: (jobId: string, job?: SearchJob) => saveJobForLater(db, userId, jobId, job),
      unsaveJob: (jobId: string) => unsaveJob(db, userId, jobId),
      saveJobAlert: (input: JobAlertInput) => saveJobAlert(db, userId, input),
      deleteJobAlert: (alertId: string) => deleteJobAlert(db, userId, alertId),
      saveTalentProfile: (input: TalentProfileInput) => saveTalentProfile(db, userId, input),
      saveOwnNames: (names: OwnNames) => saveOwnNames(db, userId, names),
    };
  }, [session]);
}
