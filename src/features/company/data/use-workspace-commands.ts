// The company workspace's writes bound to the signed-in user's database: each is written on the
// device at once and synced (see sync/workspace/commands.ts). Bad input throws a
// WorkspaceInputError naming the field, and nothing is written.
import { useMemo } from 'react';
import type { ApplicationStatus, JobStatus } from '@sync/collections/workspace-records/rows';
import {
  saveHiringPlan,
  saveJob,
  setApplicationStatus,
  setJobStatus,
  type ApplicationStatusExtra,
  type HiringPlanInput,
  type JobInput,
} from '@sync/workspace/commands';
import { useSyncSession } from '@/lib/sync-session';

export function useWorkspaceCommands() {
  const session = useSyncSession();
  return useMemo(() => {
    if (!session) return null;
    const { db, userId } = session;
    return {
      setApplicationStatus: (id: string, status: ApplicationStatus, extra?: ApplicationStatusExtra) =>
        setApplicationStatus(db, id, status, extra),
      saveHiringPlan: (input: HiringPlanInput) => saveHiringPlan(db, userId, input),
      saveJob: (input: JobInput) => saveJob(db, userId, input),
      setJobStatus: (id: string, status: JobStatus) => setJobStatus(db, userId, id, status),
    };
  }, [session]);
}
