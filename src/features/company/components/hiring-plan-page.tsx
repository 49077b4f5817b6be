// A hiring plan's page (/workspace/company/hiring-center/plan/{id}): its facts, edit and status,
// then its job listings with their candidates. A plan that is not on the device (another
// company's, or never existed) shows 'Plan Not Found'.
import { Button, Heading, HStack, Stack } from '@chakra-ui/react';
import { ArrowLeftIcon, PencilIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { ApplicationRow } from '@sync/collections/workspace-records/rows';
import { AppIcon } from '@/components/app-icon';
import { paths } from '@/config/paths';
import { useNow } from '@/hooks/use-now';
import { useApplications } from '../data/use-applications';
import { useHiringPlan } from '../data/use-hiring-plans';
import { useJobs } from '../data/use-jobs';
import { useFailuresById } from '@/hooks/use-failure-actions';
import { usePendingRecordIds, useRecordFailure } from '@/hooks/use-pending-records';
import { usePeople } from '../data/use-people';
import { useWorkspaceCommands } from '../data/use-workspace-commands';
import { planFormFromRow, planInputFromForm, type PlanFormValues } from '../utils/plan-form';
import { ListSkeleton } from '@/components/list-states';
import { NotFoundState } from './not-found-state';
import { PlanFormDialog } from './plan-form-dialog';
import { PlanJobList } from './plan-job-list';
import { PlanStatusControl } from './plan-status-control';
import { PlanSummary } from './plan-summary';
import { PendingSyncBadge, RefusedWrite } from '@/components/sync-state';

export function HiringPlanPage({ companyId }: { companyId: string }) {
  const { id } = useParams();
  const navigate = useNavigate();
  const { plan } = useHiringPlan(id);
  const { jobs } = useJobs(plan ? companyId : undefined, { planId: id });
  const { applications } = useApplications(plan ? companyId : undefined);
  const pending = usePendingRecordIds();
  const failures = useFailuresById();
  const { failure, retry, discard } = useRecordFailure(id);
  const commands = useWorkspaceCommands();
  const now = useNow();
  const [editing, setEditing] = useState(false);

  const byJob = useMemo(() => {
    const jobIds = new Set((jobs ?? []).map((j) => j.id));
    const grouped = new Map<string, ApplicationRow[]>();
    for (const a of applications ?? []) {
      if (!jobIds.has(a.job_id)) continue;
      grouped.set(a.job_id, [...(grouped.get(a.job_id) ?? []), a]);
    }
    return grouped;
  }, [jobs, applications]);
  const people = usePeople([...byJob.values()].flat().map((a) => a.user_id));

  const back = () => void navigate(paths.company.hiringCenter);
  if (plan === undefined) return <ListSkeleton rows={3} height="32" label="Loading the hiring plan" />;
  if (plan === null) {
    return (
      <NotFoundState
        title="Plan Not Found"
        description="The hiring plan you're looking for doesn't exist."
        actionLabel="Back to Hiring Center"
        onAction={back}
      />
    );
  }

  const save = async (values: PlanFormValues) => {
    if (!commands) throw new Error('Your workspace is still loading. Try again in a moment.');
    await commands.saveHiringPlan({ id: plan.id, ...planInputFromForm(values) });
  };

  return (
    <Stack gap="6" pb="16">
      <Button variant="ghost" size="sm" alignSelf="flex-start" onClick={back}>
        <AppIcon icon={ArrowLeftIcon} boxSize="4" />
        Hiring Center
      </Button>
      <HStack justify="space-between" align="flex-start" wrap="wrap" gap="4">
        <Stack gap="2" minW="0">
          <Heading as="h1" size="2xl" letterSpacing="-0.01em" wordBreak="break-word">
            {plan.title}
          </Heading>
          {pending.has(plan.id) && !failure && <PendingSyncBadge />}
          {failure && (
            <RefusedWrite message={failure.message} onRetry={() => void retry()} onDiscard={() => void discard()} />
          )}
        </Stack>
        <HStack gap="2" wrap="wrap">
          <PlanStatusControl plan={plan} />
          <Button size="sm" variant="outline" onClick={() => setEditing(true)} disabled={!commands}>
            <AppIcon icon={PencilIcon} boxSize="4" />
            Edit plan
          </Button>
        </HStack>
      </HStack>
      <PlanSummary plan={plan} jobsPosted={(jobs ?? []).filter((j) => j.status !== 'draft').length} now={now} />
      {jobs === undefined ? (
        <ListSkeleton rows={2} height="16" label="Loading job listings" />
      ) : (
        <PlanJobList jobs={jobs} applicationsByJob={byJob} people={people} pending={pending} failures={failures} />
      )}
      {editing && (
        <PlanFormDialog
          open
          onOpenChange={setEditing}
          title="Edit Plan"
          submitLabel="Save changes"
          initial={planFormFromRow(plan)}
          onSubmit={save}
        />
      )}
    </Stack>
  );
}
