// One job on the board: title, status, plan, location, workplace, salary, applications and
// age; Edit, Publish (Resume when paused), Pause and Close for those who plan hiring; 'View
// public page' when open.
// An unsent change shows 'Pending sync'; a refused one, the server's words with Retry/Discard.
import { Badge, Box, Button, Card, Flex, Heading, HStack, Stack, Text, Wrap } from '@chakra-ui/react';
import { ExternalLinkIcon } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import type { JobRow, JobStatus } from '@sync/collections/workspace-records/rows';
import { AppIcon } from '@/components/app-icon';
import { paths } from '@/config/paths';
import { employmentTypeLabel, jobStatusLabel, salaryRange, workplaceLabel } from '@/utils/job-labels';
import { postedAge } from '@/utils/posted-age';
import { useRecordFailure } from '@/hooks/use-pending-records';
import { PendingSyncBadge, RefusedWrite } from '@/components/sync-state';

const STATUS_COLOR: Record<string, string> = { draft: 'gray', open: 'green', paused: 'orange', closed: 'red' };

interface Props {
  job: JobRow;
  planTitle: string | null;
  applications: number;
  pending: boolean;
  companyIdentifier: string;
  canEdit: boolean;
  onEdit: () => void;
  onStatus: (status: JobStatus) => void;
}

export function JobCard({
  job,
  planTitle,
  applications,
  pending,
  companyIdentifier,
  canEdit,
  onEdit,
  onStatus,
}: Props) {
  const { failure, retry, discard } = useRecordFailure(job.id);
  const salary = salaryRange(job);
  const age = job.status === 'draft' ? null : postedAge(job.published_at);
  const label = job.title;
  return (
    <Card.Root as="li" variant="outline" listStyleType="none">
      <Card.Body gap="3" py="4">
        <Flex justify="space-between" gap="3" align="start" wrap="wrap">
          <Stack gap="1" minW="0" flex="1">
            <HStack gap="2" wrap="wrap">
              <Heading as="h3" size="md" overflowWrap="anywhere">
                {job.title}
              </Heading>
              <Badge colorPalette={STATUS_COLOR[job.status] ?? 'gray'} variant="subtle">
                {jobStatusLabel(job.status)}
              </Badge>
              {pending && !failure && <PendingSyncBadge />}
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {planTitle ? `Plan: ${planTitle}` : 'No hiring plan'}
            </Text>
          </Stack>
          <Stack gap="0" textAlign={{ base: 'start', sm: 'end' }} fontSize="sm" flexShrink={0}>
            <Text fontWeight="medium">
              {applications} application{applications === 1 ? '' : 's'}
            </Text>
            <Text color="fg.muted">{age ?? (job.status === 'draft' ? 'Not published yet' : '')}</Text>
          </Stack>
        </Flex>
        <Wrap gap="2" align="center" fontSize="sm">
          <Text color="fg.muted">{job.location || 'No location'}</Text>
          <Badge variant="outline">{workplaceLabel(job.workplace)}</Badge>
          <Badge variant="outline">{employmentTypeLabel(job.employment_type)}</Badge>
          <Text fontWeight="medium">{salary ?? 'Salary not given'}</Text>
        </Wrap>
        {failure && (
          <RefusedWrite message={failure.message} onRetry={() => void retry()} onDiscard={() => void discard()} />
        )}
        {(canEdit || job.status === 'open') && (
          <Box borderTopWidth="1px" pt="3">
            <Wrap gap="2">
              {canEdit && (
                <Button size="xs" variant="outline" onClick={onEdit} aria-label={`Edit ${label}`}>
                  Edit
                </Button>
              )}
              {canEdit && (job.status === 'draft' || job.status === 'paused') && (
                <Button
                  size="xs"
                  colorPalette="brand"
                  onClick={() => onStatus('open')}
                  aria-label={`${job.status === 'paused' ? 'Resume' : 'Publish'} ${label}`}
                >
                  {job.status === 'paused' ? 'Resume' : 'Publish'}
                </Button>
              )}
              {canEdit && job.status === 'open' && (
                <Button size="xs" variant="outline" onClick={() => onStatus('paused')} aria-label={`Pause ${label}`}>
                  Pause
                </Button>
              )}
              {canEdit && job.status !== 'closed' && (
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  onClick={() => onStatus('closed')}
                  aria-label={`Close ${label}`}
                >
                  Close
                </Button>
              )}
              {job.status === 'open' && job.slug && (
                <Button asChild size="xs" variant="ghost">
                  <RouterLink to={paths.publicJob(companyIdentifier, job.slug)} target="_blank" rel="noopener">
                    View public page
                    <AppIcon icon={ExternalLinkIcon} boxSize="3.5" />
                  </RouterLink>
                </Button>
              )}
            </Wrap>
          </Box>
        )}
      </Card.Body>
    </Card.Root>
  );
}
