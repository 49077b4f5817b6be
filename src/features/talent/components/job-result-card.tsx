// One search result: company logo and name, title (a link that opens the job beside the list,
// or in its own view on a phone), where, how and how much, its age, whether it is saved, and
// 'Applied' once applied.
import { Badge, Box, Card, Heading, HStack, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Avatar } from '@/components/avatar';
import { PendingSyncBadge } from '@/components/sync-state';
import type { SearchJob } from '../utils/talent-rows';
import { JobFacts } from './job-facts';
import { SaveJobButton } from './save-job-button';

export interface JobMarks {
  saved: boolean;
  applied: boolean;
  /** A save or an application not yet on the server. */
  pending: boolean;
}

interface Props {
  job: SearchJob;
  href: string;
  selected: boolean;
  marks: JobMarks;
  onToggleSave: (job: SearchJob) => void;
}

function JobResultCardView({ job, href, selected, marks, onToggleSave }: Props) {
  return (
    <LinkBox as="li" listStyleType="none">
      <Card.Root
        variant="outline"
        bg={selected ? 'brand.subtle' : 'bg.panel'}
        borderColor={selected ? 'brand.emphasized' : undefined}
        _hover={{ borderColor: 'brand.emphasized' }}
        transition="border-color 0.15s"
      >
        <Card.Body p="4" gap="2">
          <HStack align="start" gap="3">
            <Avatar name={job.company_name} src={job.company_logo_url} size="md" shape="rounded" />
            <Stack gap="0.5" minW="0" flex="1">
              <Heading as="h3" size="sm" lineHeight="short" overflowWrap="anywhere">
                <LinkOverlay asChild>
                  <RouterLink to={href} aria-current={selected ? 'true' : undefined}>
                    {job.title}
                  </RouterLink>
                </LinkOverlay>
              </Heading>
              <Text fontSize="sm" color="fg.muted" truncate>
                {job.company_name}
              </Text>
            </Stack>
            {/* Above the overlay, so it toggles instead of opening the job. */}
            <Box position="relative" zIndex="1" mt="-1" me="-1">
              <SaveJobButton compact saved={marks.saved} jobTitle={job.title} onToggle={() => onToggleSave(job)} />
            </Box>
          </HStack>
          <JobFacts job={job} />
          {(marks.applied || marks.pending) && (
            <HStack gap="2">
              {marks.applied && (
                <Badge colorPalette="green" variant="subtle" size="sm">
                  Applied
                </Badge>
              )}
              {marks.pending && <PendingSyncBadge />}
            </HStack>
          )}
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}

export const JobResultCard = memo(JobResultCardView);
