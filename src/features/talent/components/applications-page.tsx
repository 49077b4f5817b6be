// Applications (/workspace/talent/applications, ?status= to filter): my applications from the
// device, newest first and live (a company's decision arrives as it is made), readable offline;
// Withdraw asks first, and is written on the device and sent.
import { Suspense, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { applicationStatuses, type ApplicationStatus } from '@sync/collections/workspace-records/rows';
import { lazyComponent } from '@/components/lazy-component';
import { notify } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { useFailureActions, useFailuresById } from '@/hooks/use-failure-actions';
import { usePendingRecordIds } from '@/hooks/use-pending-records';
import { useSyncOnline } from '@/hooks/use-sync-status';
import { useMyApplications } from '../data/use-my-applications';
import { useTalentCommands } from '../data/use-talent-commands';
import { refusalWords } from '../utils/refusal-words';
import type { OwnApplication } from '../utils/talent-rows';
import { ApplicationsView } from './applications-view';
import { importFresh } from '@/utils/module-loads';

// The confirmation loads on the first Withdraw, then stays mounted so it can animate closed.
const WithdrawDialog = lazyComponent(() =>
  importFresh(() => import('./withdraw-dialog')).then((m) => m.WithdrawDialog),
);

function parseStatus(value: string | null): ApplicationStatus | null {
  return (applicationStatuses as readonly string[]).includes(value ?? '') ? (value as ApplicationStatus) : null;
}

export function ApplicationsPage() {
  const [params, setParams] = useSearchParams();
  const status = parseStatus(params.get('status'));
  const { applications } = useMyApplications(status ? { status } : {});
  const pendingIds = usePendingRecordIds();
  const failures = useFailuresById();
  const { retry, discard } = useFailureActions();
  const online = useSyncOnline();
  const commands = useTalentCommands();
  const [target, setTarget] = useState<OwnApplication | null>(null);
  const [withdrawAsked, setWithdrawAsked] = useState(false);

  const refusals = useMemo(
    () => new Map([...failures].map(([id, f]) => [id, refusalWords(f, 'job_applications')])),
    [failures],
  );

  const withdraw = async () => {
    if (!target || !commands) return;
    await commands.withdrawApplication(target.application.id);
    notify('success', {
      title: 'Application withdrawn',
      description: `${target.company?.name ?? 'The company'} no longer sees your application to ${target.job?.title ?? 'this job'}.`,
    });
  };

  return (
    <>
      <ApplicationsView
        items={applications}
        status={status}
        online={online}
        pendingIds={pendingIds}
        refusals={refusals}
        jobHref={(item) => `${paths.talent.jobs}?job=${encodeURIComponent(item.application.job_id)}`}
        onStatusChange={(s) => setParams(s ? { status: s } : {}, { replace: true })}
        onWithdraw={(item) => {
          setWithdrawAsked(true);
          setTarget(item);
        }}
        onRetry={retry}
        onDiscard={discard}
      />
      {withdrawAsked && (
        <Suspense fallback={null}>
          <WithdrawDialog
            target={
              target
                ? { jobTitle: target.job?.title ?? 'this job', companyName: target.company?.name ?? 'The company' }
                : null
            }
            onConfirm={withdraw}
            onClose={() => setTarget(null)}
          />
        </Suspense>
      )}
    </>
  );
}
