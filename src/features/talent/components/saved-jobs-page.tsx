// Saved Jobs (/workspace/talent/saved): the jobs I saved, from the device (so offline too),
// with Unsave and Apply; and the 'Job alerts' section with my saved searches.
import { useMemo } from 'react';
import { notify } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { usePendingRecordIds } from '@/hooks/use-pending-records';
import { useSyncStatus } from '@/hooks/use-sync-status';
import { useJobAlerts } from '../data/use-job-alerts';
import { useJobMarks } from '../data/use-job-marks';
import { summaryOf } from '../utils/job-summary';
import type { JobAlert, SavedJob } from '../utils/talent-rows';
import { useApplyFlow } from './apply-flow';
import { JobAlertsSection } from './job-alerts-section';
import { SavedJobsView } from './saved-jobs-view';

export function SavedJobsPage() {
  const { marksOf, toggleSave, savedJobs, commands } = useJobMarks();
  const { alerts } = useJobAlerts();
  const pendingIds = usePendingRecordIds();
  const online = useSyncStatus().online;
  const apply = useApplyFlow(commands);

  const saved = useMemo<SavedJob[] | undefined>(
    () => savedJobs?.filter((s) => s.job).map((s) => ({ job: summaryOf(s.job!, s.company), closed: s.closed })),
    [savedJobs],
  );
  const applied = useMemo(
    () => new Set((saved ?? []).filter((s) => marksOf(s.job).applied).map((s) => s.job.id)),
    [saved, marksOf],
  );
  const pendingJobs = useMemo(
    () => new Set((saved ?? []).filter((s) => marksOf(s.job).pending).map((s) => s.job.id)),
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
        hrefOf={(job) => `${paths.talent.jobs}?job=${encodeURIComponent(job.id)}`}
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
