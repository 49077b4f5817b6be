// What the user does in the chat, each written to the local database first: send a message,
// mark a conversation read, retry or delete a message the server refused.
import type { SyncSession } from '@sync/auth-bridge';
import { deleteFailedMessage, retryMessage, sendChatMessage } from '@sync/chat/message-delivery';
import { markConversationRead } from '@sync/writes';

/** Trims the text; blank or whitespace-only text is not sent (product-spec §5). */
export function messageText(raw: string): string | null {
  const text = raw.trim();
  return text ? text : null;
}

export async function sendText(session: SyncSession, conversationId: string, raw: string): Promise<boolean> {
  const content = messageText(raw);
  if (!content) return false;
  await sendChatMessage(session.db, { conversationId, senderId: session.userId, content }, session.engine);
  return true;
}

export function markRead(session: SyncSession, conversationId: string): void {
  markConversationRead(session.db, conversationId, session.userId).catch((err: unknown) =>
    console.error('[chat] marking the conversation read failed', err),
  );
}

export function retryFailedMessage(session: SyncSession, messageId: string): void {
  retryMessage(session.db, messageId).catch((err: unknown) => console.error('[chat] retry failed', err));
}

export function deleteMessage(session: SyncSession, messageId: string): void {
  deleteFailedMessage(session.db, messageId).catch((err: unknown) => console.error('[chat] delete failed', err));
}
