// The candidate profile's interview scorecards: 'Add scorecard' for each interview of the
// application the person took part in and has not scored yet, and the scorecards the device
// holds (the hiring team's; the candidate never sees them), each with its author and verdict.
import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { ClipboardCheckIcon } from 'lucide-react';
import { useState } from 'react';
import type { CalendarEventRow, ScorecardRecommendation, ScorecardRow } from '@sync/collections/workspace-records/rows';
import { AppIcon } from '@/components/app-icon';
import { PendingSyncBadge, RefusedWrite } from '@/components/sync-state';
import { usePendingRecordIds, useRecordFailure } from '@/hooks/use-pending-records';
import { formatDay } from '@/utils/format-day';
import { useInterviewsToScore } from '../data/use-scorecards';
import { usePeople } from '../data/use-people';
import { personName } from '../utils/person-name';
import { ProfileSection } from './profile-section';
import { recommendationLabels, ScorecardDialog } from './scorecard-dialog';

const recommendationPalette: Record<ScorecardRecommendation, string> = {
  strong_no: 'red',
  no: 'orange',
  yes: 'green',
  strong_yes: 'green',
};

/** 'Add scorecard' for each interview the person may still score; nothing when there is none. */
export function AddScorecardButtons({ applicationId, eventId }: { applicationId: string; eventId?: string }) {
  const interviews = useInterviewsToScore(applicationId).filter((e) => !eventId || e.id === eventId);
  const [open, setOpen] = useState<CalendarEventRow | null>(null);
  if (!interviews.length) return null;
  return (
    <>
      {interviews.map((event) => (
        <Button
          key={event.id}
          size="sm"
          colorPalette="brand"
          variant="outline"
          onClick={() => setOpen(event)}
          aria-label={interviews.length > 1 ? `Add scorecard: ${event.title}` : undefined}
        >
          <AppIcon icon={ClipboardCheckIcon} boxSize="4" />
          Add scorecard
        </Button>
      ))}
      {open && <ScorecardDialog event={open} onClose={() => setOpen(null)} />}
    </>
  );
}

export function ScorecardsPanel({ applicationId, scorecards }: { applicationId: string; scorecards: ScorecardRow[] }) {
  const people = usePeople(scorecards.map((s) => s.author_id));
  const pending = usePendingRecordIds();
  return (
    <ProfileSection title="Interview scorecards">
      <Stack gap="4">
        <HStack gap="2" wrap="wrap">
          <AddScorecardButtons applicationId={applicationId} />
        </HStack>
        {!scorecards.length && (
          <Text fontSize="sm" color="fg.muted">
            No scorecards yet: interviewers add one after an interview.
          </Text>
        )}
        {scorecards.map((s) => (
          <ScorecardItem
            key={s.id}
            scorecard={s}
            author={people.has(s.author_id) ? personName(people.get(s.author_id)) : 'A teammate'}
            pending={pending.has(s.id)}
          />
        ))}
      </Stack>
    </ProfileSection>
  );
}

/** One scorecard: its author, verdict and ratings, and, when the server refused it, why. */
function ScorecardItem({
  scorecard: s,
  author,
  pending,
}: {
  scorecard: ScorecardRow;
  author: string;
  pending: boolean;
}) {
  const { failure, retry, discard } = useRecordFailure(s.id);
  return (
    <Stack gap="1" borderTopWidth="1px" pt="3">
      <HStack gap="2" wrap="wrap">
        <Text fontWeight="medium" fontSize="sm">
          {author}
        </Text>
        <Badge colorPalette={recommendationPalette[s.recommendation]}>{recommendationLabels[s.recommendation]}</Badge>
        <Text fontSize="xs" color="fg.muted">
          {formatDay(s.created_at)}
        </Text>
        {pending && !failure && <PendingSyncBadge />}
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {[
          `Communication ${s.ratings.communication}/4`,
          `Professional ${s.ratings.professional}/4`,
          ...Object.entries(s.ratings.skills ?? {}).map(([skill, r]) => `${skill} ${r}/4`),
        ].join(' · ')}
      </Text>
      {s.notes && (
        <Text fontSize="sm" whiteSpace="pre-wrap">
          {s.notes}
        </Text>
      )}
      {failure && (
        <RefusedWrite message={failure.message} onRetry={() => void retry()} onDiscard={() => void discard()} />
      )}
    </Stack>
  );
}
