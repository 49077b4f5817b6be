// One submission as a line: who, to which job at which company, where it stands (with the
// company's reason when rejected), and 'Waiting for the server' or the server's refusal (Retry,
// Discard) while it is not yet taken.
import { Badge, HStack, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { SubmissionOnDevice } from '@sync/recruiter/records';
import { PendingSyncBadge, RefusedWrite } from '@/components/sync-state';
import type { FailureActions } from '@/hooks/use-failure-actions';
import { formatDay } from '@/utils/format-day';
import type { SyncFailureDoc } from '@sync/collections/sync-failures/schema';
import { stageLabels, stageOf, stagePalette } from '../utils/submission-labels';

interface Props {
  item: SubmissionOnDevice;
  pending: boolean;
  failure: SyncFailureDoc | undefined;
  actions: FailureActions;
  showTalent?: boolean;
  /** An action the route adds (scheduling an interview for the application). */
  action?: ReactNode;
  /** Applications whose placement is void: their hire reads 'Placement void', not 'Hired'. */
  voided?: ReadonlySet<string>;
}

export function SubmissionItem({ item, pending, failure, actions, showTalent = true, action, voided }: Props) {
  const stage = stageOf(item, voided);
  const { submission, job, application } = item;
  return (
    <Stack as="li" gap="1" py="2.5" borderTopWidth="1px" _first={{ borderTopWidth: 0 }} listStyleType="none">
      <HStack justify="space-between" gap="2" wrap="wrap">
        <Text fontWeight="medium" minW="0">
          {showTalent && `${item.talentName ?? 'Evee talent'} → `}
          {item.jobArriving ? (
            <>
              <Skeleton as="span" display="inline-block" w="16ch" h="0.9em" verticalAlign="middle" />
              <VisuallyHidden>the job, arriving</VisuallyHidden>
            </>
          ) : (
            (job?.job.title ?? 'A job')
          )}
          {job?.company ? ` at ${job.company.name}` : ''}
        </Text>
        <Badge variant="subtle" colorPalette={stagePalette[stage]}>
          {stageLabels[stage]}
        </Badge>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        Submitted {formatDay(submission.created_at)}
      </Text>
      {stage === 'rejected' && application?.rejection_reason && (
        <Text fontSize="sm" color="fg.muted">
          The company said: {application.rejection_reason}
        </Text>
      )}
      {failure ? (
        <RefusedWrite
          message={failure.message}
          onRetry={() => actions.retry(submission.id)}
          onDiscard={() => actions.discard(submission.id)}
        />
      ) : (
        pending && <PendingSyncBadge />
      )}
      {action}
    </Stack>
  );
}
