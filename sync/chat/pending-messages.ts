/**
 * The user's messages the server does not have yet, as one shared query (RxDB keeps one live
 * result for it, however many watchers), and the order they were written in.
 */
import type { ConversationMessageDoc } from '../collections/conversation-messages/schema';
import type { EveeDatabase } from '../database';

export function pendingMessagesQuery(db: EveeDatabase) {
  return db.conversation_messages.find({ selector: { delivery: 'pending' } });
}

/** Write order: the chat gives each message a strictly later created_at than the last. */
export function byWriteOrder(a: ConversationMessageDoc, b: ConversationMessageDoc): number {
  return a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id);
}
