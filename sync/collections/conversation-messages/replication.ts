/**
 * Replication of messages: our handlers (attachments and reactions are JSON), pull and live
 * stream only. With no RxDB push the replication keeps no per-message bookkeeping, which
 * halves the IndexedDB writes of a first sync of a long history; the user's new messages go
 * out through the message sender (sync/chat/message-sender.ts) instead.
 *
 * Conflict rule: the server's copy replaces the device's whenever it arrives. A message is
 * immutable once sent and the device never edits one, so the only device state it overwrites
 * is `delivery: 'pending'`, which is exactly how a message becomes sent.
 *
 * Retry and Delete of a refused message belong to the chat's delivery (sync/chat), which the
 * engine's table list attaches: a collection declares, it does not call a feature.
 */
import type { TableSync } from '../../replication/types';
import { newestFirstKey } from './order';
import type { ConversationMessageDoc } from './schema';

export const conversationMessagesSync: TableSync<ConversationMessageDoc> = {
  table: 'conversation_messages',
  via: 'handlers',
  derive: (doc) => ({ ...doc, newest_first: newestFirstKey(doc.created_at), delivery: '' }),
  // The user's own messages are written on the device before they are sent.
  writtenHere: (row, userId) => row.sender_id === userId,
};
