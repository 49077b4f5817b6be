// My Applications as drawn: a status filter (in the query string), then my applications newest
// first, each with Withdraw; loading, empty, filtered-empty and offline states.
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { FileTextIcon } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import type { ApplicationStatus } from '@sync/collections/workspace-records/rows';
import { EmptyList, ListSkeleton, OfflineNote } from '@/components/list-states';
import { PageHeader } from '@/components/page-header';
import { StatusFilter } from '@/components/status-filter';
import { paths } from '@/config/paths';
import { applicationStatusLabels } from '@/utils/application-status';
import type { OwnApplication } from '../utils/talent-rows';
import { ApplicationCard } from './application-card';

interface Props {
  items: OwnApplication[] | undefined;
  status: ApplicationStatus | null;
  online: boolean;
  pendingIds: Set<string>;
  refusals: Map<string, string>;
  jobHref: (item: OwnApplication) => string | null;
  onStatusChange: (status: ApplicationStatus | null) => void;
  onWithdraw: (item: OwnApplication) => void;
  onRetry: (id: string) => void;
  onDiscard: (id: string) => void;
}

export function ApplicationsView(props: Props) {
  const { items, status } = props;
  return (
    <Stack gap="5" pb="16">
      <PageHeader title="Applications" description="Every job you applied to, and where each one stands." />
      <OfflineNote online={props.online} />
      <HStack gap="3" wrap="wrap" justify="space-between">
        <StatusFilter value={status} onChange={props.onStatusChange} />
        {items && items.length > 0 && (
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {items.length} {items.length === 1 ? 'application' : 'applications'}
          </Text>
        )}
      </HStack>
      {!items ? (
        <ListSkeleton rows={4} height="36" label="Loading your applications" />
      ) : items.length === 0 ? (
        <EmptyList
          icon={FileTextIcon}
          title={status ? `No ${applicationStatusLabels[status].toLowerCase()} applications` : 'No applications yet'}
          description={
            status
              ? 'None of your applications has this status right now. Show every status to see them all.'
              : 'Find a role in Job Search and apply: your applications and their progress show here.'
          }
          action={
            status ? (
              <Button size="sm" variant="outline" onClick={() => props.onStatusChange(null)}>
                Show all statuses
              </Button>
            ) : (
              <Button asChild size="sm" colorPalette="brand">
                <RouterLink to={paths.talent.jobs}>Search jobs</RouterLink>
              </Button>
            )
          }
        />
      ) : (
        <Stack as="ul" gap="3" aria-label="Applications">
          {items.map((item) => (
            <ApplicationCard
              key={item.application.id}
              item={item}
              jobHref={props.jobHref(item)}
              pending={props.pendingIds.has(item.application.id)}
              refusal={props.refusals.get(item.application.id) ?? null}
              onWithdraw={props.onWithdraw}
              onRetry={props.onRetry}
              onDiscard={props.onDiscard}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
