// An application's interview scorecards from the device, live; the interviews of it the signed-in
// person may still score (they organised or attended it, it has ended, they wrote none yet); and
// the scorecard write bound to them (written on the device, sent when online).
import { useCallback, useMemo } from 'react';
import { combineLatest, map } from 'rxjs';
import type { CalendarEventRow, ScorecardRow } from '@sync/collections/workspace-records/rows';
import type { EveeDatabase } from '@sync/database';
import { watchRows } from '@sync/workspace/records';
import { saveScorecard, type ScorecardInput } from '@sync/workspace/scorecards';
import { useRxQuery } from '@/hooks/use-rx-query';
import { useSyncSession } from '@/lib/sync-session';

export function useScorecards(applicationId: string | undefined): ScorecardRow[] | undefined {
  const build = useCallback(
    (db: EveeDatabase) => watchRows(db, 'interview_scorecards', { parent: applicationId }),
    [applicationId],
  );
  return useRxQuery(applicationId ? build : null, undefined);
}

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

/** The interviews of the application the person may still add a scorecard for, oldest first. */
export function useInterviewsToScore(applicationId: string | undefined): CalendarEventRow[] {
  const build = useCallback(
    (db: EveeDatabase, userId: string) =>
      combineLatest([
        watchRows(db, 'calendar_events', { parent: applicationId }),
        watchRows(db, 'interview_scorecards', { parent: applicationId, where: { author_id: userId } }),
      ]).pipe(
        map(([events, mine]) =>
          events
            .filter((e) => isScorableInterview(e, userId) && !mine.some((s) => s.event_id === e.id))
            .sort((a, b) => a.starts_at.localeCompare(b.starts_at)),
        ),
      ),
    [applicationId],
  );
  return useRxQuery(applicationId ? build : null, []);
}

export function useScorecardCommands() {
  const session = useSyncSession();
  return useMemo(() => {
    if (!session) return null;
    const { db, userId } = session;
    return { save: (input: ScorecardInput) => saveScorecard(db, userId, input) };
  }, [session]);
}
