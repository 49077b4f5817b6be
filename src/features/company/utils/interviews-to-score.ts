// Which interviews of an application the person may still add a scorecard for: they organised or
// attended it, it has ended, they have not scored it, and they are a member of the application's
// company (the talent attends too, and never scores). The server checks the same.
import type { CalendarEventRow, ScorecardRow } from '@sync/collections/workspace-records/rows';

/** Whether the person was an interviewer of this interview, which has ended. */
export function isScorableInterview(event: CalendarEventRow, userId: string, now = Date.now()): boolean {
  return (
    event.kind === 'interview' &&
    event.status === 'confirmed' &&
    !!event.job_application_id &&
    Date.parse(event.ends_at) <= now &&
    (event.organizer_id === userId || event.attendee_ids.includes(userId))
  );
}

/**
 * The interviews of the application the person may still add a scorecard for, oldest first: none
 * unless they are a member of the application's company (the talent attends the interview too).
 */
export function interviewsToScore(input: {
  userId: string;
  applicationCompanyId: string | null | undefined;
  memberCompanyIds: string[];
  events: CalendarEventRow[];
  myScorecards: Pick<ScorecardRow, 'event_id'>[];
  now?: number;
}): CalendarEventRow[] {
  const { userId, applicationCompanyId, memberCompanyIds, events, myScorecards, now } = input;
  if (!applicationCompanyId || !memberCompanyIds.includes(applicationCompanyId)) return [];
  return events
    .filter((e) => isScorableInterview(e, userId, now) && !myScorecards.some((s) => s.event_id === e.id))
    .sort((a, b) => a.starts_at.localeCompare(b.starts_at));
}
