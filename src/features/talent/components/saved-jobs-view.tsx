// Saved Jobs as drawn: the jobs I bookmarked (closed ones marked, open ones with Apply), then
// my job alerts.
import { Button, Stack } from '@chakra-ui/react';
import { BookmarkIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyList, ListSkeleton, OfflineNote } from '@/components/list-states';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import type { SavedJob, SearchJob } from '../utils/talent-rows';
import { SavedJobCard } from './saved-job-card';

interface Props {
  saved: SavedJob[] | undefined;
  online: boolean;
  hrefOf: (jobId: string) => string;
  appliedJobIds: Set<string>;
  pendingJobIds: Set<string>;
  onApply: (job: SearchJob) => void;
  onUnsave: (job: SearchJob | { id: string }) => void;
  alerts: ReactNode;
}

export function SavedJobsView(props: Props) {
  const { saved } = props;
  return (
    <Stack gap="6" pb="16">
      <PageHeader title="Saved Jobs" description="Jobs you bookmarked to come back to, and your job alerts." />
      <OfflineNote online={props.online} />
      {!saved ? (
        <ListSkeleton rows={3} height="32" label="Loading your saved jobs" />
      ) : saved.length === 0 ? (
        <EmptyList
          icon={BookmarkIcon}
          title="No saved jobs yet"
          description="Save a job from Job Search with its bookmark to keep it here, even offline."
          action={
            <Button asChild size="sm" colorPalette="brand">
              <RouterLink to={paths.talent.jobs}>Search jobs</RouterLink>
            </Button>
          }
        />
      ) : (
        <Stack as="ul" gap="3" aria-label="Saved jobs">
          {saved.map((s) => (
            <SavedJobCard
              key={s.jobId}
              saved={s}
              href={props.hrefOf(s.jobId)}
              applied={props.appliedJobIds.has(s.jobId)}
              pending={props.pendingJobIds.has(s.jobId)}
              onApply={props.onApply}
              onUnsave={props.onUnsave}
            />
          ))}
        </Stack>
      )}
      {props.alerts}
    </Stack>
  );
}
