/**
 * Messages with files (message_type 'image' or 'file'): the file is kept on the device until
 * it is uploaded, and the message may only reach the server after its file, since the message
 * names the object. The message sender does not know how files are kept or uploaded (that is
 * the app's, src/lib/files); it is handed this interface and calls it in write order, so a file
 * message and the text messages around it arrive in the order they were written.
 */
import type { ConversationMessageDoc } from '../collections/conversation-messages/schema';
import type { ClassifiedError } from '../replication/errors';

/** What a message's `attachments` hold for each file (the column is jsonb). */
export interface MessageAttachment {
  bucket: string;
  path: string;
  name: string;
  size: number;
  type: string;
  width?: number;
  height?: number;
}

export interface AttachmentUploads {
  /**
   * Uploads the message's files that are still only on the device; a file already stored counts
   * as uploaded, so calling it again after a cut is harmless. Throws an AttachmentError.
   */
  upload(doc: ConversationMessageDoc): Promise<void>;
  /**
   * The server refused the message for good: its uploaded objects are removed, so nothing is
   * half-stored. The device keeps the files, for Retry.
   */
  refused(doc: ConversationMessageDoc): Promise<void>;
  /** The server has the message: the device's copies of its files may go. */
  sent(doc: ConversationMessageDoc): Promise<void>;
  /** The user's database leaves the device (sign-out): so do the files they left waiting. */
  forget(userId: string): Promise<void>;
}

/** An upload that failed, classified as the sender classifies refused writes. */
export class AttachmentError extends Error {
  constructor(readonly classified: ClassifiedError) {
    super(classified.message);
    this.name = 'AttachmentError';
  }
}

export function attachmentsOf(doc: Pick<ConversationMessageDoc, 'attachments'>): MessageAttachment[] {
  return Array.isArray(doc.attachments) ? (doc.attachments as unknown as MessageAttachment[]) : [];
}

export function hasAttachments(doc: Pick<ConversationMessageDoc, 'attachments'>): boolean {
  return attachmentsOf(doc).length > 0;
}
