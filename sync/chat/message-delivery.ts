/**
 * Where each of the user's own messages is: pending (written on the device, not yet taken by
 * the server), sent, or failed (refused for good, waiting for Retry or Delete). The state is
 * the message's own `delivery` field, so it survives reload and is the same in every tab.
 * Retry and Delete are local writes too: Retry makes the message pending again (the leader
 * tab's sender picks it up), Delete drops it from the device, since the server never stored it.
 */
import { nowTimestamp } from '../collections/fields';
import type { ConversationMessageDoc } from '../collections/conversation-messages/schema';
import type { EveeDatabase } from '../database';
import { failureId } from '../replication/failures';
import type { MessageSender } from './message-sender';
import { unnamedMessageDoc, withSender, type NewMessage } from '../writes';

const TABLE = 'conversation_messages';

export type DeliveryState = 'pending' | 'sent' | 'failed';

export function deliveryStateOf(message: Pick<ConversationMessageDoc, 'delivery'>): DeliveryState {
  if (message.delivery === 'pending' || message.delivery === 'failed') return message.delivery;
  return 'sent';
}

const lastWritten = new WeakMap<EveeDatabase, number>();

/** Now, or a millisecond after the previous message if that is not later: order is by time. */
function nextCreatedAt(db: EveeDatabase): string {
  const at = Math.max(Date.now(), (lastWritten.get(db) ?? 0) + 1);
  lastWritten.set(db, at);
  return nowTimestamp(new Date(at));
}

/** What sending needs of the sync engine: its message sender, in the tab that sends. */
export interface SendingEngine {
  messageSender?: Pick<MessageSender, 'sendNow'>;
}

/**
 * Writes the message on the device with its final id. In the tab that sends, it goes to the
 * server at once, while it is being written: the request does not wait for the device to read
 * the sender's name (the server names the sender itself), nor for the write; otherwise the
 * sender takes it from the device. Rejects only when the message is neither on the device nor
 * on the server, so that the caller can give the text back rather than have it sent twice.
 */
export async function sendChatMessage(db: EveeDatabase, message: NewMessage, engine?: SendingEngine) {
  const doc = unnamedMessageDoc({ ...message, createdAt: message.createdAt ?? nextCreatedAt(db) });
  const named = withSender(db, doc);
  const written = named.then((d) => db.conversation_messages.insert(d));
  const taken = engine?.messageSender?.sendNow(doc, written);
  try {
    await written;
  } catch (err) {
    // The server's copy reaches the device with the next pull.
    if (await taken) return doc;
    throw err;
  }
  return named;
}

export async function retryMessage(db: EveeDatabase, messageId: string): Promise<void> {
  await (await db.sync_failures.findOne(failureId(TABLE, messageId)).exec())?.remove();
  const doc = await db.conversation_messages.findOne(messageId).exec();
  if (doc?.delivery === 'failed') await doc.incrementalPatch({ delivery: 'pending' });
}

/** Deletes a refused message: the server has none, so the device's copy goes. */
export async function deleteFailedMessage(db: EveeDatabase, messageId: string): Promise<void> {
  await (await db.sync_failures.findOne(failureId(TABLE, messageId)).exec())?.remove();
  const doc = await db.conversation_messages.findOne(messageId).exec();
  if (doc?.delivery === 'failed') await doc.remove();
}
