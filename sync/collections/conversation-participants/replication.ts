/**
 * Replication of participants: our handlers, because the device writes one thing, its own
 * read position, and the later read position must win. The update is guarded on the
 * server's unread count (which only goes down), so a stale push comes back as a conflict
 * instead of an error, and the conflict rule picks the later position.
 */
import type { TableSync } from '../../replication/types';
import type { ConversationParticipantDoc } from './schema';

export const conversationParticipantsSync: TableSync<ConversationParticipantDoc> = {
  table: 'conversation_participants',
  via: 'handlers',
  async push({ newDocumentState: doc, assumedMasterState: before }, ctx) {
    if (doc.user_id !== ctx.userId) {
      throw { code: '42501', message: 'Only the participant can change their own read position' };
    }
    const patch: Partial<ConversationParticipantDoc> = {};
    if (doc.last_read_at && doc.last_read_at !== before?.last_read_at) patch.last_read_at = doc.last_read_at;
    if (!before || doc.unread_count < before.unread_count) patch.unread_count = doc.unread_count;
    if (Object.keys(patch).length) {
      const { data, error } = await ctx.client
        .from(ctx.table)
        .update(patch)
        .eq('id', doc.id)
        .eq('user_id', ctx.userId)
        .gte('unread_count', doc.unread_count)
        .select('id');
      if (error) throw error;
      if (data.length) return undefined;
    }
    const server = await ctx.fetchRow(doc.id);
    if (!server) throw { code: '42501', message: 'You are no longer in this conversation' };
    return server;
  },
};
