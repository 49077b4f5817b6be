/**
 * The local writes the user makes to mirrored tables, in the shapes their replication pushes:
 * device-made UUIDs, PostgREST's timestamp encoding, and only the fields the server lets a
 * client change. Each is instant and persisted; the replication (or, for a message, the message
 * sender) sends it when it can. Read marks on notifications are in notifications/read-marks.ts.
 */
import type { ConversationMessageDoc } from './collections/conversation-messages/schema';
import { nowTimestamp } from './collections/fields';
import { newestFirstKey } from './collections/conversation-messages/order';
import type { UserProfileDoc } from './collections/user-profiles/schema';
import type { EveeDatabase } from './database';

export interface NewMessage {
  conversationId: string;
  senderId: string;
  content: string;
  messageType?: 'text' | 'file' | 'image' | 'call';
  attachments?: Record<string, unknown>[];
  id?: string;
  /** Defaults to now; the chat passes strictly increasing times so that order holds. */
  createdAt?: string;
}

export async function sendMessage(db: EveeDatabase, message: NewMessage): Promise<ConversationMessageDoc> {
  const doc = await newMessageDoc(db, message);
  await db.conversation_messages.insert(doc);
  return doc;
}

/** The message as the device stores it: pending, with the sender's name and picture as known here. */
export async function newMessageDoc(db: EveeDatabase, message: NewMessage): Promise<ConversationMessageDoc> {
  return withSender(db, unnamedMessageDoc(message));
}

/**
 * The message without the sender's name and picture: what the server is sent, since it names
 * the sender from the profile itself (private.guard_message_write), so a send need not wait for
 * the device to read it.
 */
export function unnamedMessageDoc(message: NewMessage): ConversationMessageDoc {
  const at = message.createdAt ?? nowTimestamp();
  return {
    id: message.id ?? crypto.randomUUID(),
    conversation_id: message.conversationId,
    sender_id: message.senderId,
    sender_name: null,
    sender_avatar_url: null,
    sender_type: 'user',
    content: message.content,
    message_type: message.messageType ?? 'text',
    attachments: message.attachments ?? [],
    reactions: {},
    encrypted: false,
    created_at: at,
    updated_at: at,
    newest_first: newestFirstKey(at),
    delivery: 'pending',
  };
}

/** The message with the sender's name and picture as the device knows them, for showing it here. */
export async function withSender(db: EveeDatabase, doc: ConversationMessageDoc): Promise<ConversationMessageDoc> {
  const id = doc.sender_id;
  const sender = id ? await db.user_profiles.findOne({ selector: { user_id: id } }).exec() : null;
  return { ...doc, sender_name: sender?.display_name ?? null, sender_avatar_url: sender?.avatar_url ?? null };
}

/** Moves the user's read position in a conversation to now. */
export async function markConversationRead(db: EveeDatabase, conversationId: string, userId: string): Promise<void> {
  const me = await db.conversation_participants
    .findOne({ selector: { conversation_id: conversationId, user_id: userId } })
    .exec();
  if (me) await me.incrementalPatch({ unread_count: 0, last_read_at: nowTimestamp() });
}

export type ProfileChange = Partial<Pick<UserProfileDoc, 'display_name' | 'first_name' | 'last_name' | 'avatar_url'>>;

export async function updateOwnProfile(db: EveeDatabase, userId: string, change: ProfileChange): Promise<void> {
  const me = await db.user_profiles.findOne({ selector: { user_id: userId } }).exec();
  if (!me) throw new Error('Your profile has not reached this device yet');
  await me.incrementalPatch(change);
}
