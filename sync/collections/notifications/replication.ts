/**
 * Replication of notifications: our handlers, because `data` is JSON (replication-supabase
 * takes flat rows only) and the push sends nothing but `read: true`, the one change the
 * server accepts from the recipient.
 */
import { sameContent } from '../../conflict/handler';
import type { TableSync } from '../../replication/types';
import { resolveNotification } from './conflict';
import type { NotificationDoc } from './schema';

export const notificationsSync: TableSync<NotificationDoc> = {
  table: 'notifications',
  via: 'handlers',
  async push({ newDocumentState: doc, assumedMasterState: before }, ctx) {
    if (doc.read && !before?.read) {
      const { data, error } = await ctx.client.from(ctx.table).update({ read: true }).eq('id', doc.id).select('id');
      if (error) throw error;
      if (!data.length) throw { code: '42501', message: 'This notification is not yours to mark read' };
    }
    const server = await ctx.fetchRow(doc.id);
    if (!server) throw { code: '42501', message: 'This notification is no longer visible to you' };
    return sameContent(resolveNotification(doc, server), doc) ? undefined : server;
  },
};
