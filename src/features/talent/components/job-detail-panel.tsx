// The open job beside the results (its own view on a phone): company, title, facts, 'Apply'
// (or 'Applied'), 'Save'/'Saved', and the description: in full when the device holds it, else
// the search's excerpt at once (never placeholders waiting on the network).
import { Badge, Box, Button, Card, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { ArrowLeftIcon, CheckIcon, ExternalLinkIcon } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { AppIcon } from '@/components/app-icon';
import { Avatar } from '@/components/avatar';
import { PendingSyncBadge } from '@/components/sync-state';
import { paths } from '@/config/paths';
import type { SearchJob } from '../utils/talent-rows';
import type { JobMarks } from './job-result-card';
import { JobFacts } from './job-facts';
import { SaveJobButton } from './save-job-button';

interface Props {
  job: SearchJob;
  /** The full description; null when only the excerpt is at hand. */
  description: string | null;
  marks: JobMarks;
  onApply: () => void;
  onToggleSave: () => void;
  /** Where 'Back to results' goes (phones). */
  backHref?: string;
}

function Description({ description, snippet }: { description: string | null; snippet: string }) {
  const text = (description ?? snippet).trim();
  if (!text) return <Text color="fg.muted">The company has not written a description yet.</Text>;
  return (
    <Box whiteSpace="pre-line" lineHeight="tall" overflowWrap="anywhere">
      {text}
      {description === null && snippet.length >= 300 ? '…' : ''}
    </Box>
  );
}

export function JobDetailPanel({ job, description, marks, onApply, onToggleSave, backHref }: Props) {
  return (
    <Card.Root variant="outline" bg="bg.panel" as="article" aria-labelledby="job-detail-title">
      <Card.Body gap="5" p={{ base: '4', md: '6' }}>
        {backHref && (
          <Link asChild color="fg.muted" fontSize="sm" alignSelf="start">
            <RouterLink to={backHref}>
              <AppIcon icon={ArrowLeftIcon} boxSize="4" />
              Back to results
            </RouterLink>
          </Link>
        )}
        <HStack gap="3">
          <Avatar name={job.company_name} src={job.company_logo_url} size="md" shape="rounded" />
          <Stack gap="0" minW="0">
            <Text fontWeight="medium" truncate>
              {job.company_name}
            </Text>
            {job.company_identifier && (
              <Link asChild fontSize="sm" color="fg.muted">
                <RouterLink to={paths.publicCompany(job.company_identifier)}>
                  All jobs at {job.company_name}
                  <AppIcon icon={ExternalLinkIcon} boxSize="3" />
                </RouterLink>
              </Link>
            )}
          </Stack>
        </HStack>
        <Stack gap="2">
          <Heading as="h2" id="job-detail-title" size="xl" letterSpacing="-0.01em" overflowWrap="anywhere">
            {job.title}
          </Heading>
          <JobFacts job={job} />
        </Stack>
        <HStack gap="3" wrap="wrap">
          {marks.applied ? (
            <Badge colorPalette="green" variant="subtle" size="lg" gap="1.5" px="3" py="1.5">
              <AppIcon icon={CheckIcon} boxSize="4" />
              Applied
            </Badge>
          ) : (
            <Button colorPalette="brand" onClick={onApply}>
              Apply
            </Button>
          )}
          <SaveJobButton saved={marks.saved} onToggle={onToggleSave} />
          {marks.pending && <PendingSyncBadge />}
        </HStack>
        <Stack gap="3" borderTopWidth="1px" pt="5">
          <Heading as="h3" size="md">
            About the job
          </Heading>
          <Description description={description} snippet={job.snippet} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
