// Sending a file in the chat: the file is checked (the bucket's rules, in words), kept on the
// device with the message that names it, and the message is written like any other, pending.
// The message sender uploads the file, then sends the message, when it can: at once online, on
// reconnect offline, or from the service worker's background send if the tab is gone by then.
import type { SyncSession } from '@sync/auth-bridge';
import type { MessageAttachment } from '@sync/chat/attachments';
import { sendChatMessage } from '@sync/chat/message-delivery';
import { objectPaths } from '@/lib/files/paths';
import { deletePendingUpload, putPendingUpload } from '@/lib/files/pending-uploads';
import { checkFile, fileType } from '@/lib/files/rules';

export const CHAT_BUCKET = 'chat-attachments';

/** Types shown inline as pictures; anything else (SVG included) is a file chip. */
const INLINE_IMAGES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);

export function isInlineImage(type: string): boolean {
  return INLINE_IMAGES.has(type);
}

/** A file the chat will not send, with the words why. */
export class FileRefusedError extends Error {
  override name = 'FileRefusedError';
}

async function imageSize(file: Blob): Promise<{ width: number; height: number } | undefined> {
  if (typeof createImageBitmap !== 'function') return undefined;
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    // An image the browser cannot decode is still sent; it just has no size to reserve.
    return undefined;
  }
}

/** Why the chat would not take this file, in words, or null. */
export function checkChatFile(file: File): Promise<string | null> {
  return checkFile(CHAT_BUCKET, file);
}

export async function sendFile(session: SyncSession, conversationId: string, file: File, caption: string) {
  const problem = await checkChatFile(file);
  if (problem) throw new FileRefusedError(problem);
  const type = fileType(file);
  const image = isInlineImage(type);
  const size = image ? await imageSize(file) : undefined;
  const path = objectPaths.chatAttachment(session.userId, conversationId, file.name);
  const attachment: MessageAttachment = { bucket: CHAT_BUCKET, path, name: file.name, size: file.size, type, ...size };
  await putPendingUpload({ ...attachment, userId: session.userId, blob: file, createdAt: Date.now() });
  try {
    await sendChatMessage(
      session.db,
      {
        conversationId,
        senderId: session.userId,
        content: caption.trim(),
        messageType: image ? 'image' : 'file',
        attachments: [attachment as unknown as Record<string, unknown>],
      },
      session.engine,
    );
  } catch (err) {
    // No message names it: the kept file goes too, and the caller gives the file back.
    await deletePendingUpload(CHAT_BUCKET, path);
    throw err;
  }
}
