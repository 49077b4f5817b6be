// Moving a candidate between statuses: a select named 'Status' that writes on the device at once
// (through setApplicationStatus), 'Pending sync' until the server has it, and the server's words
// with Retry and Discard if it refuses. The chosen status shows in the next frame, before the
// device's write has committed and come back through the live query (a few frames later).
// Rejecting, or moving someone out of Hired, asks first: the talent is told of every move.
import { lazy, Suspense, useState } from 'react';
import {
  applicationStatuses,
  type ApplicationRow,
  type ApplicationStatus,
} from '@sync/collections/workspace-records/rows';
import { notify } from '@/components/ui/toaster';
import type { SyncFailureDoc } from '@sync/collections/sync-failures/schema';
import { useFailureActions } from '@/hooks/use-failure-actions';
import { useWorkspaceCommands } from '../data/use-workspace-commands';
import { applicationStatusLabels } from '@/utils/application-status';
import { PlainSelect } from '@/components/plain-select';
import { PendingSyncBadge, RefusedWrite } from '@/components/sync-state';
import { needsConfirmation } from '../utils/status-confirmation';
import { afterNextPaint } from '@/utils/after-paint';
import { importFresh } from '@/utils/module-loads';

// Loaded with the first move that asks, so a long list carries no dialog.
const StatusConfirmDialog = lazy(() => importFresh(() => import('./status-confirm-dialog')));

// Plain layout: rows of a long list each hold one of these controls.
const columnStyle = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 'var(--chakra-spacing-1)',
} as const;
const lineStyle = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'var(--chakra-spacing-2)' } as const;

// The same options for every row.
const statusOptions = applicationStatuses.map((s) => (
  <option key={s} value={s}>
    {applicationStatusLabels[s]}
  </option>
));

interface Props {
  application: ApplicationRow;
  pending: boolean;
  /** The server's refusal of this application's last change, if any. */
  failure: SyncFailureDoc | null | undefined;
  /** Who is moved, for the select's description (several selects share the name 'Status'). */
  candidateName: string;
}

export function ApplicationStatusControl({ application, pending, failure, candidateName }: Props) {
  const commands = useWorkspaceCommands();
  const { retry, discard } = useFailureActions();

  // The status chosen here over the one the device holds; it lapses once the device's changes.
  const [chosen, setChosen] = useState<{ over: ApplicationStatus; status: ApplicationStatus } | null>(null);
  const shown = chosen && chosen.over === application.status ? chosen.status : application.status;

  const [asking, setAsking] = useState<ApplicationStatus | null>(null);

  const request = (status: ApplicationStatus) => {
    if (!commands || status === shown) return;
    if (needsConfirmation(shown, status)) setAsking(status);
    else change(status);
  };

  const change = (status: ApplicationStatus) => {
    if (!commands || status === shown) return;
    setChosen({ over: application.status, status });
    // Written once the new status is on screen: the write, and the list's live queries it wakes,
    // would otherwise take the frame that shows it.
    afterNextPaint(() =>
      commands.setApplicationStatus(application.id, status).catch((err: unknown) => {
        setChosen(null);
        console.error('[company] changing an application status failed', {
          applicationId: application.id,
          status,
          err,
        });
        notify('error', { title: 'Status not changed', description: err instanceof Error ? err.message : String(err) });
      }),
    );
  };

  return (
    // The status as an attribute too: a select's value changes no markup, and tests and the
    // benchmark watch for the control re-rendered with its new status.
    <div style={columnStyle} data-status={shown}>
      <div style={lineStyle}>
        <PlainSelect
          width="11rem"
          disabled={!commands}
          aria-label="Status"
          title={`Status of ${candidateName}`}
          value={shown}
          onChange={(e) => request(e.currentTarget.value as ApplicationStatus)}
        >
          {statusOptions}
        </PlainSelect>
        {pending && !failure && <PendingSyncBadge />}
      </div>
      {asking && (
        <Suspense fallback={null}>
          <StatusConfirmDialog
            candidateName={candidateName}
            from={shown}
            to={asking}
            onConfirm={() => (change(asking), setAsking(null))}
            onCancel={() => setAsking(null)}
          />
        </Suspense>
      )}
      {failure && (
        <RefusedWrite
          message={failure.message}
          onRetry={() => retry(application.id)}
          onDiscard={() => discard(application.id)}
        />
      )}
    </div>
  );
}
