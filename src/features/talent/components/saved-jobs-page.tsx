// Saved Jobs (/workspace/talent/saved): the jobs I saved, from the device (so offline too),
// with Unsave and Apply; and the 'Job alerts' section with my saved searches.
import { useMemo } from 'react';
import { notify } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { usePendingRecordIds } from '@/hooks/use-pending-records';
import { useSyncOnline } from '@/hooks/use-sync-status';
import { useJobAlerts } from '../data/use-job-alerts';
import { useJobMarks } from '../data/use-job-marks';
import type { SavedJob as SavedJobOnDevice } from '../data/use-saved-jobs';
import { summaryOf } from '../utils/job-summary';
import type { JobAlert, SavedJob } from '../utils/talent-rows';
import { useApplyFlow } from './apply-flow';
import { JobAlertsSection } from './job-alerts-section';
import { SavedJobsView } from './saved-jobs-view';

/**
 * A saved job as the screen draws it. While open: the job on the device (none yet: left out
 * until it arrives). Once not open the server no longer shows the job, so the saved row's
 * title and company, as they were public, stand for it.
 */
function toSavedJob(s: SavedJobOnDevice): SavedJob[] {
  if (s.closed) {
    const title = s.saved.job_title ?? s.job?.title ?? 'A saved job';
    return [
      {
        jobId: s.saved.job_id,
        job: null,
        title,
        companyName: s.saved.company_name ?? s.company?.name ?? '',
        closed: true,
      },
    ];
  }
  if (!s.job) return [];
  const job = summaryOf(s.job, s.company);
  return [{ jobId: job.id, job, title: job.title, companyName: job.company_name, closed: false }];
}

export function SavedJobsPage() {
  const { marksOf, toggleSave, savedJobs, commands } = useJobMarks();
  const { alerts } = useJobAlerts();
  const pendingIds = usePendingRecordIds();
  const online = useSyncOnline();
  const apply = useApplyFlow(commands);

  const saved = useMemo(() => savedJobs?.flatMap(toSavedJob), [savedJobs]);
  const applied = useMemo(
    () => new Set((saved ?? []).filter((s) => marksOf({ id: s.jobId }).applied).map((s) => s.jobId)),
    [saved, marksOf],
  );
  const pendingJobs = useMemo(
    () => new Set((saved ?? []).filter((s) => marksOf({ id: s.jobId }).pending).map((s) => s.jobId)),
    [saved, marksOf],
  );

  const deleteAlert = (alert: JobAlert) => {
    commands?.deleteJobAlert(alert.id).then(
      () => notify('success', { title: 'Alert deleted', description: `“${alert.name}” no longer notifies you.` }),
      (err: unknown) => {
        console.error('[talent] deleting an alert failed', { alertId: alert.id, err });
        notify('error', {
          title: 'Could not delete the alert',
          description: err instanceof Error ? err.message : String(err),
        });
      },
    );
  };

  return (
    <>
      <SavedJobsView
        saved={saved}
        online={online}
        hrefOf={(jobId) => `${paths.talent.jobs}?job=${encodeURIComponent(jobId)}`}
        appliedJobIds={applied}
        pendingJobIds={pendingJobs}
        onApply={apply.open}
        onUnsave={toggleSave}
        alerts={<JobAlertsSection alerts={alerts} pendingIds={pendingIds} onDelete={deleteAlert} />}
      />
      {apply.dialog}
    </>
  );
}
