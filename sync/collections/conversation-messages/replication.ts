/**
 * Replication of messages: our handlers, because attachments and reactions are JSON. A new
 * message is inserted with its device-made id, and a queue of new ones in one request; if an
 * id is already stored (a retried send) the row-by-row push gets the server's copy back as a
 * conflict and the message exists once. A sent message
 * changes only by being deleted; any other local edit yields to the server's copy.
 */
import type { TableSync } from '../../replication/types';
import { docToRow } from '../../replication/rows';
import { newestFirstKey } from './order';
import type { ConversationMessageDoc } from './schema';

const UNIQUE_VIOLATION = '23505';

export const conversationMessagesSync: TableSync<ConversationMessageDoc> = {
  table: 'conversation_messages',
  via: 'handlers',
  derive: (doc) => ({ ...doc, newest_first: newestFirstKey(doc.created_at) }),
  async pushInserts(docs, ctx) {
    const rows = docs.map((doc) => {
      const { newest_first: _deviceOnly, ...row } = docToRow(doc);
      return row;
    });
    const { error } = await ctx.client.from(ctx.table).insert(rows);
    if (error) throw error;
  },
  async push({ newDocumentState: doc, assumedMasterState: before }, ctx) {
    if (!before) {
      // Written and deleted before it was ever sent: there is nothing to tell the server.
      if (doc._deleted) return undefined;
      const { newest_first: _deviceOnly, ...row } = docToRow(doc);
      const { error } = await ctx.client.from(ctx.table).insert(row);
      if (!error) return undefined;
      if (error.code !== UNIQUE_VIOLATION) throw error;
      const server = await ctx.fetchRow(doc.id);
      if (!server) throw { code: '42501', message: 'A message with this id exists and is not visible to you' };
      return server;
    }
    if (doc._deleted && !before._deleted) {
      const { data, error } = await ctx.client.from(ctx.table).update({ _deleted: true }).eq('id', doc.id).select('id');
      if (error) throw error;
      if (data.length) return undefined;
    }
    const server = await ctx.fetchRow(doc.id);
    if (!server) throw { code: '42501', message: 'This message is no longer visible to you' };
    return server;
  },
};
