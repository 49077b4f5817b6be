// Notifications read from the device's database, newest first, live: a row the replication
// brings in (or a local mark-read) re-renders at once, online or not.
import { useMemo } from 'react';
import { map } from 'rxjs';
import type { NotificationDoc } from '@sync/collections/notifications/schema';
import type { EveeDatabase } from '@sync/database';
import { useObservable } from '@/hooks/use-observable';
import { useSyncSession } from '@/lib/sync-session';

export interface NotificationFilter {
  type?: string | null;
  unreadOnly?: boolean;
  limit?: number;
}

export interface NotificationsResult {
  items: NotificationDoc[];
  /** False until the local database is open and has answered once. */
  loaded: boolean;
}

function query(db: EveeDatabase, filter: NotificationFilter) {
  const selector: Record<string, unknown> = {};
  if (filter.type) selector.type = filter.type;
  if (filter.unreadOnly) selector.read = false;
  return db.notifications.find({
    selector,
    sort: [{ created_at: 'desc' }, { id: 'desc' }],
    limit: filter.limit,
  });
}

export function useNotifications(filter: NotificationFilter = {}): NotificationsResult {
  const db = useSyncSession()?.db ?? null;
  const { type, unreadOnly, limit } = filter;
  const source = useMemo(
    () =>
      db
        ? query(db, { type, unreadOnly, limit }).$.pipe(
            map((docs) => ({ items: docs.map((d) => d.toJSON() as NotificationDoc), loaded: true })),
          )
        : null,
    [db, type, unreadOnly, limit],
  );
  return useObservable(source, { items: [], loaded: false });
}
