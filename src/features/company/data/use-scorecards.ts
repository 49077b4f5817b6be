// An application's interview scorecards from the device, live; the interviews of it the signed-in
// person may still score (they organised or attended it, it has ended, they wrote none yet); and
// the scorecard write bound to them (written on the device, sent when online).
import { useCallback, useMemo } from 'react';
import { combineLatest, map } from 'rxjs';
import type { CalendarEventRow, ScorecardRow } from '@sync/collections/workspace-records/rows';
import type { EveeDatabase } from '@sync/database';
import { watchRow, watchRows } from '@sync/workspace/records';
import { saveScorecard, type ScorecardInput } from '@sync/workspace/scorecards';
import { useRxQuery } from '@/hooks/use-rx-query';
import { interviewsToScore } from '../utils/interviews-to-score';
import { useSyncSession } from '@/lib/sync-session';

export function useScorecards(applicationId: string | undefined): ScorecardRow[] | undefined {
  const build = useCallback(
    (db: EveeDatabase) => watchRows(db, 'interview_scorecards', { parent: applicationId }),
    [applicationId],
  );
  return useRxQuery(applicationId ? build : null, undefined);
}

/** The interviews of the application the person may still score (see interviewsToScore). */
export function useInterviewsToScore(applicationId: string | undefined): CalendarEventRow[] {
  const build = useCallback(
    (db: EveeDatabase, userId: string) =>
      combineLatest([
        watchRow(db, 'job_applications', applicationId ?? ''),
        db.company_team_members.find({ selector: { user_id: userId } }).$,
        watchRows(db, 'calendar_events', { parent: applicationId }),
        watchRows(db, 'interview_scorecards', { parent: applicationId, where: { author_id: userId } }),
      ]).pipe(
        map(([application, memberships, events, mine]) =>
          interviewsToScore({
            userId,
            applicationCompanyId: application?.company_id,
            memberCompanyIds: memberships.map((m) => m.company_id),
            events,
            myScorecards: mine,
          }),
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
