// The number of unread notifications on the device, for the sidebar and the bell: live, and
// right offline, since a mark-read is a local write. Counted from a find: RxDB refuses count()
// over a selector no index covers, and `read` is not indexed.
import { useMemo } from 'react';
import { map } from 'rxjs';
import { useObservable } from '@/hooks/use-observable';
import { useSyncSession } from '@/lib/sync-session';

export function useUnreadCount(userId?: string): number {
  const session = useSyncSession();
  const db = session && (!userId || session.userId === userId) ? session.db : null;
  const source = useMemo(
    () => (db ? db.notifications.find({ selector: { read: false } }).$.pipe(map((docs) => docs.length)) : null),
    [db],
  );
  return useObservable(source, 0);
}
