// The Hiring Center (/workspace/company/hiring-center and its Active, Pause and Archive lists):
// what needs attention, then the selected company's hiring plans as cards, and 'Create Plan'.
// Everything is read from the device; a new plan shows at once, pending until the server has it.
import { Button, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { BriefcaseIcon, PlusIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AppIcon } from '@/components/app-icon';
import { notify } from '@/components/ui/toaster';
import { paths } from '@/config/paths';
import { useNow } from '@/hooks/use-now';
import { useSyncOnline } from '@/hooks/use-sync-status';
import { useApplications } from '../data/use-applications';
import { useHiringPlans } from '../data/use-hiring-plans';
import { useJobs } from '../data/use-jobs';
import { usePendingRecordIds } from '@/hooks/use-pending-records';
import { usePeople } from '../data/use-people';
import { useWorkspaceCommands } from '../data/use-workspace-commands';
import { planFilterStatuses, type PlanFilter } from '../utils/hiring-labels';
import { needsAttention } from '../utils/needs-attention';
import { planCounts } from '../utils/plan-counts';
import { planInputFromForm, type PlanFormValues } from '../utils/plan-form';
import { HiringTabs } from './hiring-tabs';
import { EmptyList, ListSkeleton, OfflineNote } from '@/components/list-states';
import { NeedsAttentionStrip } from './needs-attention-strip';
import { PageHeader } from '@/components/page-header';
import { PlanCard } from './plan-card';
import { PlanFormDialog } from './plan-form-dialog';

const EMPTY_WORDS: Record<PlanFilter | 'all', string> = {
  all: 'No hiring plans yet. Create a plan to set a goal, a budget and the positions to fill.',
  active: 'No proposed or ongoing plans. Create a plan, or resume a paused one.',
  paused: 'No paused plans. Plans you pause from their page show here.',
  past: 'No archived plans. Plans you mark as past show here.',
};

export function HiringCenterPage({ companyId, filter }: { companyId: string; filter?: PlanFilter }) {
  const { plans } = useHiringPlans(companyId);
  const { jobs } = useJobs(companyId);
  const { applications } = useApplications(companyId);
  const pending = usePendingRecordIds();
  const commands = useWorkspaceCommands();
  const online = useSyncOnline();
  const navigate = useNavigate();
  const now = useNow();
  const [creating, setCreating] = useState(false);

  const counts = useMemo(() => planCounts(jobs ?? [], applications ?? []), [jobs, applications]);
  const attention = useMemo(
    () => (plans && jobs && applications ? needsAttention({ plans, jobs, applications, now }) : null),
    [plans, jobs, applications, now],
  );
  const waitingIds = (attention ?? []).flatMap((i) =>
    i.kind === 'waiting-application' ? [i.application.user_id] : [],
  );
  const people = usePeople(waitingIds);
  const shown = plans && (filter ? plans.filter((p) => planFilterStatuses[filter].includes(p.status)) : plans);
  const tabCounts = plans && {
    all: plans.length,
    active: plans.filter((p) => planFilterStatuses.active.includes(p.status)).length,
    paused: plans.filter((p) => p.status === 'paused').length,
    past: plans.filter((p) => p.status === 'past').length,
  };

  const create = async (values: PlanFormValues) => {
    if (!commands || !companyId) throw new Error('Your workspace is still loading. Try again in a moment.');
    const plan = await commands.saveHiringPlan({ company_id: companyId, ...planInputFromForm(values) });
    notify('success', { title: 'Plan created', description: `${plan.title} is in your Hiring Center.` });
    if (filter && !planFilterStatuses[filter].includes(plan.status)) void navigate(paths.company.hiringCenter);
  };

  return (
    <Stack gap="6" pb="16">
      <PageHeader
        title="Hiring Center"
        description="Your hiring plans, the jobs they post and the candidates they bring in."
        actions={
          <Button colorPalette="brand" onClick={() => setCreating(true)} disabled={!commands || !companyId}>
            <AppIcon icon={PlusIcon} boxSize="4" />
            Create Plan
          </Button>
        }
      />
      <OfflineNote online={online} />
      {attention ? (
        <NeedsAttentionStrip items={attention} people={people} />
      ) : (
        <ListSkeleton rows={1} height="20" label="Loading what needs attention" />
      )}
      <HStack justify="space-between" wrap="wrap">
        <HiringTabs value={filter ?? 'all'} counts={tabCounts ?? null} />
      </HStack>
      {!shown ? (
        <ListSkeleton rows={3} height="44" label="Loading hiring plans" />
      ) : shown.length === 0 ? (
        <EmptyList
          icon={BriefcaseIcon}
          title="No plans here"
          description={EMPTY_WORDS[filter ?? 'all']}
          action={
            <Button size="sm" variant="outline" onClick={() => setCreating(true)} disabled={!commands}>
              Create Plan
            </Button>
          }
        />
      ) : (
        <SimpleGrid as="section" aria-label="Hiring plans" columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          {shown.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              jobsPosted={counts.get(plan.id)?.jobsPosted ?? 0}
              candidatesReceived={counts.get(plan.id)?.candidatesReceived ?? 0}
              pending={pending.has(plan.id)}
              now={now}
            />
          ))}
        </SimpleGrid>
      )}
      {creating && (
        <PlanFormDialog
          open
          onOpenChange={setCreating}
          title="Create Plan"
          submitLabel="Create Plan"
          onSubmit={create}
        />
      )}
    </Stack>
  );
}
