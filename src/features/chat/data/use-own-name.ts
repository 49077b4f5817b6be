// The user's own name, from their profile on the device (shown to others while typing).
import { map } from 'rxjs';
import type { SyncSession } from '@sync/auth-bridge';
import { personName } from '../utils/title';
import { useObservable } from './use-observable';

export function useOwnName(session: SyncSession | null): string {
  return useObservable(
    () =>
      session
        ? session.db.user_profiles
            .findOne({ selector: { user_id: session.userId } })
            .$.pipe(map((doc) => personName(doc?.toJSON())))
        : null,
    'User',
    [session],
  );
}
