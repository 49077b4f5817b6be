// Where the person's recruiter application stands: under review (with what they sent, and
// 'Pending sync' until the server has it, or the server's refusal with Retry and Discard),
// approved (with the way into the Recruiter workspace) or not approved (with the reason).
import { Alert, Button, Card, Stack, Text } from '@chakra-ui/react';
import { ArrowRightIcon } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import type { SupportTicketRow } from '@sync/collections/workspace-records/rows';
import { AppIcon } from '@/components/app-icon';
import { PendingSyncBadge, RefusedWrite } from '@/components/sync-state';
import { paths } from '@/config/paths';
import { usePendingRecordIds, useRecordFailure } from '@/hooks/use-pending-records';
import { formatDay } from '@/utils/format-day';
import { RecruiterApplicationAnswers } from '@/components/recruiter-application-answers';

export function ApplicationUnderReview({ ticket }: { ticket: SupportTicketRow }) {
  const pending = usePendingRecordIds().has(ticket.id);
  const { failure, retry, discard } = useRecordFailure(ticket.id);
  return (
    <Card.Root variant="outline" maxW="40rem">
      <Card.Header>
        <Card.Title>Under review</Card.Title>
        <Card.Description>
          Sent {formatDay(ticket.created_at)}. Evee's team reviews applications within a few working days; you will get
          a notification with the decision.
        </Card.Description>
      </Card.Header>
      <Card.Body gap="4">
        {failure ? (
          <RefusedWrite message={failure.message} onRetry={() => void retry()} onDiscard={() => void discard()} />
        ) : (
          pending && <PendingSyncBadge />
        )}
        <RecruiterApplicationAnswers details={ticket.details} />
      </Card.Body>
    </Card.Root>
  );
}

export function ApplicationApproved() {
  return (
    <Alert.Root status="success" maxW="40rem" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>You are a recruiter on Evee</Alert.Title>
        <Alert.Description>
          <Stack gap="3" mt="1" align="flex-start">
            <Text>Search talent who are open to recruiters, submit them to jobs and follow your placements.</Text>
            <Button asChild size="sm" colorPalette="brand">
              <RouterLink to={paths.recruiter.talentSearch}>
                Open the Recruiter workspace
                <AppIcon icon={ArrowRightIcon} boxSize="4" />
              </RouterLink>
            </Button>
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

export function ApplicationRejected({ ticket }: { ticket: SupportTicketRow }) {
  return (
    <Alert.Root status="warning" maxW="40rem" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Your application of {formatDay(ticket.created_at)} was not approved</Alert.Title>
        <Alert.Description>
          {ticket.decision_reason ?? 'No reason was given.'} You can apply again below.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
