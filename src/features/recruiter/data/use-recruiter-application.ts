// The signed-in person's recruiter application from the device (live: the decision arrives by
// sync), its form's draft kept on the device as typed, and sending it.
import { useCallback, useMemo } from 'react';
import type { SupportTicketRow } from '@sync/collections/workspace-records/rows';
import type { EveeDatabase } from '@sync/database';
import { applyAsRecruiter, watchLatestRecruiterApplication } from '@sync/recruiter/application';
import {
  clearRecruiterApplicationDraft,
  keepRecruiterApplicationDraft,
  watchRecruiterApplicationDraft,
  type RecruiterApplicationDraft,
} from '@sync/recruiter/application-draft';
import { onceWorkspaceSynced } from '@sync/workspace/synced';
import { useRxQuery } from '@/hooks/use-rx-query';
import { useSyncSession } from '@/lib/sync-session';
import { detailsOf } from '../utils/application-form';

/** undefined while loading, null when the person never applied (on this device's knowledge). */
export function useMyRecruiterApplication(): SupportTicketRow | null | undefined {
  const build = useCallback(
    (db: EveeDatabase, userId: string) => onceWorkspaceSynced(db, watchLatestRecruiterApplication(db, userId)),
    [],
  );
  return useRxQuery(build, undefined);
}

/** undefined while loading, null when nothing was typed yet. */
export function useApplicationDraft(): RecruiterApplicationDraft | null | undefined {
  return useRxQuery(watchRecruiterApplicationDraft, undefined);
}

export function useRecruiterApplicationCommands() {
  const session = useSyncSession();
  return useMemo(() => {
    if (!session) return null;
    const { db, userId } = session;
    return {
      /** The device's database, to follow a sent application until the server has it. */
      db,
      keepDraft: (draft: RecruiterApplicationDraft) =>
        keepRecruiterApplicationDraft(db, draft).catch((err: unknown) =>
          console.error('[recruiter] keeping the application draft failed', err),
        ),
      send: async (draft: RecruiterApplicationDraft) => {
        const ticket = await applyAsRecruiter(db, userId, detailsOf(draft));
        await clearRecruiterApplicationDraft(db);
        return ticket;
      },
    };
  }, [session]);
}
