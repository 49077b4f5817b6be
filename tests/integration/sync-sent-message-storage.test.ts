// The storage calls one sent message causes on the sender's device once its server copy, the
// conversation's new last message and the other participant's unread count have come back.
// With the database in its worker each call is a message round trip, and a message written
// right after waits behind them (issue 30: local write to live query, back to back).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendChatMessage } from '@sync/chat/message-delivery';
import type { MirroredTable } from '@sync/collections/registry';
import { makeConversation } from '../fixtures/backend';
import { countingStorage, type StorageCall } from '../fixtures/counting-storage';
import { syncedDevice, type Device } from '../fixtures/sync-session';
import { memoryStorage, waitFor } from '../fixtures/sync';
import { createUser, type TestUser } from '../fixtures/stack';

let ann: TestUser;
let bo: TestUser;
let conversation: string;
let device: Device;
const counted = countingStorage(memoryStorage());

beforeAll(async () => {
  ann = await createUser();
  bo = await createUser();
  conversation = await makeConversation([{ user: ann }, { user: bo }]);
  device = await syncedDevice(ann, counted.storage);
  await device.engine.awaitInSync();
});

afterAll(async () => {
  await device?.close();
});

/** A replication's bookkeeping collection, by the table it serves. */
function metaOf(table: MirroredTable): string {
  const state = device.engine.replications.get(table)!.state as unknown as { metaInstance: { collectionName: string } };
  return state.metaInstance.collectionName;
}

/** Sends one message and returns the storage calls until its sync has come back and gone quiet. */
async function sendAndSettle(content: string): Promise<StorageCall[]> {
  counted.take();
  const { db, engine } = device;
  const sent = await sendChatMessage(db, { conversationId: conversation, senderId: ann.id, content }, engine);
  await waitFor(async () => (await db.conversation_messages.findOne(sent.id).exec())?.delivery === '', 'sent');
  await waitFor(async () => {
    const last = (await db.conversations.findOne(conversation).exec())?.last_message_at;
    return !!last && Date.parse(last) >= Date.parse(sent.created_at);
  }, "the conversation's last message");
  await waitFor(
    async () =>
      (await db.conversation_participants.findOne({ selector: { user_id: bo.id } }).exec())?.unread_count ===
      (await db.conversation_messages.count({ selector: { sender_id: ann.id } }).exec()),
    "the other participant's unread count",
  );
  await engine.awaitInSync();
  // Quiet: no storage call for half a second.
  const calls: StorageCall[] = [];
  for (;;) {
    await new Promise((r) => setTimeout(r, 500));
    const more = counted.take();
    if (!more.length) return calls;
    calls.push(...more);
  }
}

const isUpstreamCheckpoint = (c: StorageCall) =>
  c.call === 'bulkWrite' &&
  c.context === 'replication-set-checkpoint' &&
  (c.docs as { itemId?: string }[]).some((d) => d.itemId === 'up');

/** A read or write of a replication's checkpoint (its bookkeeping document `<direction>|1`). */
const touchesCheckpoint = (c: StorageCall) =>
  c.call === 'bulkWrite'
    ? (c.docs as { isCheckpoint?: string }[]).some((d) => d.isCheckpoint === '1')
    : c.call === 'findDocumentsById' && (c.docs as string[]).some((id) => String(id).endsWith('|1'));

describe('a sent message on the device', () => {
  it('leaves no upstream bookkeeping in the tables the device never pushes', async () => {
    const calls = await sendAndSettle('no upstream bookkeeping');
    const pullOnly = new Set([metaOf('conversation_messages'), metaOf('conversations')]);
    const tables = new Set(['conversation_messages', 'conversations']);
    expect(calls.filter((c) => pullOnly.has(c.collection) && isUpstreamCheckpoint(c))).toEqual([]);
    expect(calls.filter((c) => tables.has(c.collection) && c.call === 'getChangedDocumentsSince')).toEqual([]);
  });

  it('gets its server copy without a pull of its own: written once, the messages checkpoint untouched', async () => {
    const calls = await sendAndSettle('no pull of its own');
    const meta = metaOf('conversation_messages');
    expect(calls.filter((c) => c.collection === meta && touchesCheckpoint(c))).toEqual([]);
    const writes = calls.filter((c) => c.collection === 'conversation_messages' && c.call === 'bulkWrite');
    // The device's own write, then the server's copy (sent: delivery '').
    expect(writes.map((c) => (c.docs as { delivery: string }[]).map((d) => d.delivery))).toEqual([['pending'], ['']]);
  });
});
