// What the talent screens mark on a job: saved, applied, and a save or application not yet on
// the server; with the save toggle, which copies a search result onto the device.
import { useCallback, useMemo } from 'react';
import type { SearchJob as ResultJob } from '@sync/talent/search';
import { notify } from '@/components/ui/toaster';
import { usePendingRecordIds } from '@/hooks/use-pending-records';
import { useMyApplications } from './use-my-applications';
import { useSavedJobs } from './use-saved-jobs';
import { useTalentCommands } from './use-talent-commands';
import type { SearchJob } from '../utils/talent-rows';
import type { JobMarks } from '../components/job-result-card';

const isResult = (job: SearchJob | { id: string }): job is ResultJob => 'rank' in job;

export function useJobMarks() {
  const { savedJobs } = useSavedJobs();
  const { applications } = useMyApplications();
  const pending = usePendingRecordIds();
  const commands = useTalentCommands();

  const marks = useMemo(() => {
    const saved = new Set<string>();
    const applied = new Set<string>();
    const pendingJobs = new Set<string>();
    for (const s of savedJobs ?? []) {
      saved.add(s.saved.job_id);
      if (pending.has(s.saved.id)) pendingJobs.add(s.saved.job_id);
    }
    for (const a of applications ?? []) {
      applied.add(a.application.job_id);
      if (pending.has(a.application.id)) pendingJobs.add(a.application.job_id);
    }
    return { saved, applied, pendingJobs };
  }, [savedJobs, applications, pending]);

  const marksOf = useCallback(
    (job: { id: string }): JobMarks => ({
      saved: marks.saved.has(job.id),
      applied: marks.applied.has(job.id),
      pending: marks.pendingJobs.has(job.id),
    }),
    [marks],
  );

  // A job, or just its id (a saved job no longer open, which can only be unsaved).
  const toggleSave = useCallback(
    (job: SearchJob | { id: string }) => {
      if (!commands) return;
      const saved = marks.saved.has(job.id);
      const write = saved
        ? commands.unsaveJob(job.id)
        : commands.saveJobForLater(job.id, isResult(job) ? job : undefined);
      write.catch((err: unknown) => {
        console.error('[talent] saving a job failed', { jobId: job.id, err });
        notify('error', {
          title: saved ? 'Could not unsave the job' : 'Could not save the job',
          description: err instanceof Error ? err.message : String(err),
        });
      });
    },
    [commands, marks],
  );

  return { marksOf, toggleSave, applications, savedJobs, pending, commands };
}
