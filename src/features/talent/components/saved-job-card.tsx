// A saved job: company, title (opens it in Job Search), its facts, and Apply (or 'Applied') and
// Unsave. A job no longer open shows only what was public when it was saved (title and company),
// says it is no longer open, and keeps Unsave.
import { Badge, Button, Card, Flex, HStack, Text } from '@chakra-ui/react';
import { BookmarkXIcon } from 'lucide-react';
import { memo } from 'react';
import { AppIcon } from '@/components/app-icon';
import { PendingSyncBadge } from '@/components/sync-state';
import type { SavedJob, SearchJob } from '../utils/talent-rows';
import { JobCardHeading } from './job-card-heading';
import { JobFacts } from './job-facts';

interface Props {
  saved: SavedJob;
  href: string;
  applied: boolean;
  pending: boolean;
  onApply: (job: SearchJob) => void;
  onUnsave: (job: SearchJob | { id: string }) => void;
}

function SavedJobCardView({ saved, href, applied, pending, onApply, onUnsave }: Props) {
  const { job, closed, title, companyName } = saved;
  const open = !closed && job;
  return (
    <Card.Root as="li" variant="outline" bg="bg.panel" listStyleType="none" opacity={closed ? 0.85 : 1}>
      <Card.Body p="4" gap="3">
        <JobCardHeading
          title={title}
          companyName={companyName}
          logoUrl={open ? job.company_logo_url : null}
          href={open ? href : null}
        >
          {closed && (
            <Badge colorPalette="gray" variant="solid" flexShrink={0}>
              Closed
            </Badge>
          )}
        </JobCardHeading>
        {open ? (
          <JobFacts job={job} />
        ) : (
          <Text fontSize="sm" color="fg.muted">
            This job is no longer open. Its details are no longer shown.
          </Text>
        )}
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <HStack gap="2">
            {applied ? (
              <Badge colorPalette="green" variant="subtle">
                Applied
              </Badge>
            ) : (
              open && (
                <Button size="sm" colorPalette="brand" onClick={() => onApply(job)} aria-label={`Apply to ${title}`}>
                  Apply
                </Button>
              )
            )}
            {pending && <PendingSyncBadge />}
          </HStack>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => onUnsave(job ?? { id: saved.jobId })}
            aria-label={`Unsave ${title}`}
          >
            <AppIcon icon={BookmarkXIcon} boxSize="4" />
            Unsave
          </Button>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

export const SavedJobCard = memo(SavedJobCardView);
