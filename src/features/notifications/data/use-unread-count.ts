// The number of unread notifications on the device, for the sidebar and the bell: live, and
// right offline, since a mark-read is a local write.
import { useMemo } from 'react';
import { useObservable } from '@/hooks/use-observable';
import { useSyncSession } from '@/lib/sync-session';

export function useUnreadCount(userId?: string): number {
  const session = useSyncSession();
  const db = session && (!userId || session.userId === userId) ? session.db : null;
  const source = useMemo(() => (db ? db.notifications.count({ selector: { read: false } }).$ : null), [db]);
  return useObservable(source, 0);
}
