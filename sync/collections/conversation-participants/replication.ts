/**
 * Replication of participants: our handlers, because the device writes one thing, its own
 * read position, and the later read position must win. The update is guarded on the
 * server's unread count (which only goes down), so a stale push comes back as a conflict
 * instead of an error, and the conflict rule picks the later position.
 */
import type { WithDeleted } from 'rxdb';
import type { PushOne, TableSync } from '../../replication/types';
import type { ConversationParticipantDoc } from './schema';
import { fromTable } from '../../replication/any-table';

type Participant = WithDeleted<ConversationParticipantDoc>;
type PushContext = Parameters<PushOne<ConversationParticipantDoc>>[1];

export const conversationParticipantsSync: TableSync<ConversationParticipantDoc> = {
  table: 'conversation_participants',
  via: 'handlers',
  async push({ newDocumentState: doc, assumedMasterState: before }, ctx) {
    if (doc.user_id !== ctx.userId) return othersRow(doc, ctx);
    // Without the server's copy (before), nothing is sent blindly: the server's row comes back
    // as a conflict, the rule keeps the later read position, and that goes out guarded on it.
    if (before) {
      const patch: Partial<ConversationParticipantDoc> = {};
      if (doc.last_read_at && doc.last_read_at !== before.last_read_at) patch.last_read_at = doc.last_read_at;
      if (doc.unread_count < before.unread_count) patch.unread_count = doc.unread_count;
      if (Object.keys(patch).length) {
        const { data, error } = await fromTable(ctx.client, ctx.table)
          .update(patch)
          .eq('id', doc.id)
          .eq('user_id', ctx.userId)
          .gte('unread_count', doc.unread_count)
          .select('id');
        if (error) throw error;
        if (data.length) return undefined;
      }
    }
    const server = await ctx.fetchRow(doc.id);
    if (!server) throw { code: '42501', message: 'You are no longer in this conversation' };
    return server;
  },
};

/**
 * Someone else's row is never the device's to send: the device never writes one, so a change
 * queued for it is a fault of the replication. The server's copy replaces it without a word to
 * the user (not as a conflict, whose rule could keep the device's read position), and the
 * fault is logged.
 */
async function othersRow(doc: Participant, ctx: PushContext): Promise<undefined> {
  const server = await ctx.fetchRow(doc.id);
  console.warn('[sync] a read position of another participant was queued to send; the server’s copy replaces it', {
    id: doc.id,
    conversationId: doc.conversation_id,
    userId: doc.user_id,
    device: { unread_count: doc.unread_count, last_read_at: doc.last_read_at, is_active: doc.is_active },
    server: server && {
      unread_count: server.unread_count,
      last_read_at: server.last_read_at,
      is_active: server.is_active,
    },
  });
  ctx.putServerCopy(server ?? { ...doc, _deleted: true });
  return undefined;
}
