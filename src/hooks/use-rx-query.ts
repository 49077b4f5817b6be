// A live query over the signed-in person's local database. `build` turns the database into an
// observable (an RxDB query's $, or a combination) and must be memoised by the caller
// (useCallback); until the database is open, or before the first result, it returns `initial`
// (or, with keepPrevious, the previous query's last result: see useObservable).
import { useEffect, useMemo } from 'react';
import type { Observable } from 'rxjs';
import type { EveeDatabase } from '@sync/database';
import { useObservable } from './use-observable';
import { noteDeviceDataShown } from '@/lib/first-screen';
import { useSyncSession } from '@/lib/sync-session';

export function useRxQuery<T>(
  build: ((db: EveeDatabase, userId: string) => Observable<T>) | null,
  initial: T,
  keepPrevious = false,
): T {
  const session = useSyncSession();
  const source = useMemo(() => (session && build ? build(session.db, session.userId) : null), [session, build]);
  const value = useObservable(source, initial, keepPrevious);
  const answered = source !== null && value !== initial;
  // The first answer on screen lets a returning visit's deferred work begin (first-screen.ts).
  useEffect(() => {
    if (answered) noteDeviceDataShown();
  }, [answered]);
  return value;
}
