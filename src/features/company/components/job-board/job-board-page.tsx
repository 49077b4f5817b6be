// Job Board: the selected company's jobs from the device, filtered by status, with their plan,
// place, salary, applications and age; create, edit, publish, pause and close them (offline
// too: each change is written on the device and synced).
import { Button, Group, Stack, Text } from '@chakra-ui/react';
import { ClipboardListIcon, PlusIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { JobRow, JobStatus } from '@sync/collections/workspace-records/rows';
import { AppIcon } from '@/components/app-icon';
import { notify } from '@/components/ui/toaster';
import { useOnline } from '@/hooks/use-online';
import { useApplications } from '../../data/use-applications';
import { useHiringPlans } from '../../data/use-hiring-plans';
import { useJobs } from '../../data/use-jobs';
import { usePendingRecordIds } from '@/hooks/use-pending-records';
import { useWorkspaceCommands } from '../../data/use-workspace-commands';
import type { CompanyRef } from '../../utils/company-ref';
import { canPlanJobs } from '../../utils/job-form';
import { EmptyList, ListSkeleton, OfflineNote } from '@/components/list-states';
import { PageHeader } from '@/components/page-header';
import { JobCard } from './job-card';
import { JobFormDialog } from './job-form-dialog';

const FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'open', label: 'Open' },
  { value: 'draft', label: 'Draft' },
  { value: 'paused', label: 'Paused' },
  { value: 'closed', label: 'Closed' },
] as const;
type Filter = (typeof FILTERS)[number]['value'];
const ORDER: Record<string, number> = { open: 0, draft: 1, paused: 2, closed: 3 };
const DONE: Record<string, string> = { open: 'published', paused: 'paused', closed: 'closed' };

export function JobBoardPage({ selectedCompany }: { selectedCompany: CompanyRef }) {
  const { company_id: companyId, company_identifier: identifier, user_role: role } = selectedCompany;
  const online = useOnline();
  const { jobs } = useJobs(companyId);
  const { plans } = useHiringPlans(companyId);
  const { applications } = useApplications(companyId);
  const pending = usePendingRecordIds();
  const commands = useWorkspaceCommands();
  const [filter, setFilter] = useState<Filter>('all');
  const [editing, setEditing] = useState<JobRow | 'new' | null>(null);
  const canEdit = canPlanJobs(role) && commands !== null;

  const planTitles = useMemo(() => new Map((plans ?? []).map((p) => [p.id, p.title])), [plans]);
  const counts = useMemo(() => {
    const byJob = new Map<string, number>();
    for (const a of applications ?? []) byJob.set(a.job_id, (byJob.get(a.job_id) ?? 0) + 1);
    return byJob;
  }, [applications]);
  const shown = useMemo(
    () =>
      (jobs ?? [])
        .filter((j) => filter === 'all' || j.status === filter)
        .sort((a, b) => (ORDER[a.status] ?? 9) - (ORDER[b.status] ?? 9) || b.created_at.localeCompare(a.created_at)),
    [jobs, filter],
  );

  const setStatus = async (job: JobRow, status: JobStatus) => {
    try {
      await commands!.setJobStatus(job.id, status);
      notify('success', {
        title: `Job ${DONE[status]}`,
        description: online ? job.title : `${job.title} — sent when you are back online.`,
      });
    } catch (err) {
      notify('error', {
        title: 'The job was not changed',
        description: err instanceof Error ? err.message : String(err),
      });
    }
  };

  const count = (value: Filter) =>
    value === 'all' ? (jobs?.length ?? 0) : (jobs ?? []).filter((j) => j.status === value).length;
  return (
    <Stack gap="5" maxW="5xl" pb="16">
      <PageHeader
        title="Job Board"
        description="Your company's jobs: drafts, open roles and those paused or closed."
        actions={
          canEdit && (
            <Button colorPalette="brand" onClick={() => setEditing('new')}>
              <AppIcon icon={PlusIcon} boxSize="4" />
              Create job
            </Button>
          )
        }
      />
      {!canPlanJobs(role) && (
        <Text color="fg.muted" fontSize="sm">
          Only company owners, admins, HR managers and managers can create and change jobs.
        </Text>
      )}
      <OfflineNote online={online} />
      <Group attached={false} gap="2" flexWrap="wrap" role="group" aria-label="Filter by status">
        {FILTERS.map((f) => (
          <Button
            key={f.value}
            size="sm"
            variant={filter === f.value ? 'solid' : 'outline'}
            colorPalette={filter === f.value ? 'brand' : 'gray'}
            aria-pressed={filter === f.value}
            onClick={() => setFilter(f.value)}
          >
            {f.label} ({count(f.value)})
          </Button>
        ))}
      </Group>
      {jobs === undefined ? (
        <ListSkeleton label="Loading jobs" rows={4} height="32" />
      ) : shown.length === 0 ? (
        <EmptyList
          icon={ClipboardListIcon}
          title={filter === 'all' ? 'No jobs yet' : `No ${filter} jobs`}
          description={
            filter === 'all'
              ? canEdit
                ? 'Create a job, then publish it to list it on your public page.'
                : 'Jobs your team creates show here.'
              : 'Choose All to see every job.'
          }
          action={
            canEdit && filter === 'all' ? (
              <Button colorPalette="brand" onClick={() => setEditing('new')}>
                Create job
              </Button>
            ) : undefined
          }
        />
      ) : (
        <Stack as="ul" gap="3" aria-label="Jobs">
          {shown.map((job) => (
            <JobCard
              key={job.id}
              job={job}
              planTitle={
                job.hiring_plan_id ? (planTitles.get(job.hiring_plan_id) ?? 'A plan not on this device') : null
              }
              applications={counts.get(job.id) ?? 0}
              pending={pending.has(job.id)}
              companyIdentifier={identifier}
              canEdit={canEdit}
              onEdit={() => setEditing(job)}
              onStatus={(status) => void setStatus(job, status)}
            />
          ))}
        </Stack>
      )}
      {editing && commands && (
        <JobFormDialog
          key={editing === 'new' ? 'new' : editing.id}
          open
          onClose={() => setEditing(null)}
          companyId={companyId}
          companyIdentifier={identifier}
          job={editing === 'new' ? null : editing}
          plans={plans ?? []}
          save={commands.saveJob}
        />
      )}
    </Stack>
  );
}
