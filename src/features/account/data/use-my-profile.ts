// The signed-in person's own profile from the device: names and avatar (user_profiles) and the
// talent profile (talent_profiles, null until first saved, undefined until the device knows), whether either has a change the
// server has not taken yet, and the server's refusal of one, with Retry and Discard.
import { useCallback, useMemo } from 'react';
import { combineLatest, map, of, switchMap } from 'rxjs';
import type { SyncFailureDoc } from '@sync/collections/sync-failures/schema';
import type { UserProfileDoc } from '@sync/collections/user-profiles/schema';
import type { TalentProfileRow } from '@sync/collections/workspace-records/rows';
import type { EveeDatabase } from '@sync/database';
import { pendingKeys$ } from '@sync/status/pending-writes';
import { watchFirstRow } from '@sync/workspace/records';
import { watchWorkspaceSynced } from '@sync/workspace/synced';
import { useRxQuery } from '@/hooks/use-rx-query';
import { useSyncSession } from '@/lib/sync-session';
import { watchOwnNames } from './use-own-profile';

export interface MyProfile {
  names: UserProfileDoc | null;
  /** Undefined until the device knows: before the first sync of the workspace, none may still come. */
  talent: TalentProfileRow | null | undefined;
  pending: boolean;
  failures: SyncFailureDoc[];
}

function watchMyProfile(db: EveeDatabase, userId: string) {
  return combineLatest([
    watchOwnNames(db, userId),
    watchFirstRow(db, 'talent_profiles', { scope: userId }),
    watchWorkspaceSynced(db),
  ]).pipe(
    switchMap(([names, row, synced]) => {
      const talent = row ?? (synced ? null : undefined);
      const keys = [names && `user_profiles:${names.id}`, talent && `workspace_records:${talent.id}`].filter(Boolean);
      const ids = [names?.id, talent?.id].filter((id): id is string => Boolean(id));
      const failures$ = ids.length
        ? db.sync_failures
            .find({ selector: { document_id: { $in: ids } } })
            .$.pipe(map((docs) => docs.map((d) => d.toJSON() as SyncFailureDoc)))
        : of([]);
      return combineLatest([pendingKeys$(db), failures$]).pipe(
        map(([pending, failures]): MyProfile => {
          const refused = new Set(failures.map((f) => f.id));
          return {
            names,
            talent,
            pending: pending.some((k) => keys.includes(k) && !refused.has(k)),
            failures,
          };
        }),
      );
    }),
  );
}

/** Undefined while the device's database opens. */
export function useMyProfile(): MyProfile | undefined {
  const build = useCallback((db: EveeDatabase, userId: string) => watchMyProfile(db, userId), []);
  return useRxQuery(build, undefined);
}

export function useFailureCommands() {
  const engine = useSyncSession()?.engine;
  return useMemo(
    () => ({
      retry: (failureId: string) =>
        engine?.retryFailure(failureId).catch((err: unknown) => console.error('[account] retry failed', err)),
      discard: (failureId: string) =>
        engine?.discardFailure(failureId).catch((err: unknown) => console.error('[account] discard failed', err)),
    }),
    [engine],
  );
}
