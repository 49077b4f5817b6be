/**
 * Conflict rule for notifications: the server's version, except that `read` only ever goes
 * from false to true, so a notification read on either side stays read.
 */
import type { WithDeleted } from 'rxdb';
import type { NotificationDoc } from './schema';

export function resolveNotification(
  local: WithDeleted<NotificationDoc>,
  server: WithDeleted<NotificationDoc>,
): WithDeleted<NotificationDoc> {
  return { ...server, read: server.read || local.read };
}
