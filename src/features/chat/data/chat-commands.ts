// What the user does in the chat, each written to the local database first: send a message,
// mark a conversation read, retry or delete a message the server refused.
import type { SyncSession } from '@sync/auth-bridge';
import { deleteFailedMessage, retryMessage, sendChatMessage } from '@sync/chat/message-delivery';
import { markConversationRead } from '@sync/writes';
import { attachmentsOf } from '@sync/chat/attachments';
import { deletePendingUpload } from '@/lib/files/pending-uploads';

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
  const drop = async () => {
    const doc = await session.db.conversation_messages.findOne(messageId).exec();
    const files = doc ? attachmentsOf({ attachments: doc.get('attachments') }) : [];
    await deleteFailedMessage(session.db, messageId);
    // The server never took it: the files it kept on the device for it go with it.
    for (const file of files) await deletePendingUpload(file.bucket, file.path);
  };
  drop().catch((err: unknown) => console.error('[chat] delete failed', err));
}
