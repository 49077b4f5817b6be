/**
 * Replication of notifications: our handlers, because `data` is JSON (replication-supabase
 * takes flat rows only). Pull and live stream only: the recipient's one change, marking read,
 * goes to the server as an outbox command (sync/notifications/read-marks.ts), so a first sync
 * writes the notifications straight into the collection with no bookkeeping per row.
 *
 * Conflict rule: the server's copy wins, except that a read mark still waiting in the outbox
 * is kept shown (read only goes from false to true); a refused mark is rolled back.
 */
import type { TableSync } from '../../replication/types';
import type { NotificationDoc } from './schema';

export const notificationsSync: TableSync<NotificationDoc> = {
  table: 'notifications',
  via: 'handlers',
};
