import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteFailedMessage, deliveryStateOf, sendChatMessage } from '@sync/chat/message-delivery';
import { startSync } from '@sync/sync-engine';
import { makeConversation, sql } from '../fixtures/backend';
import { syncedDevice, type Device } from '../fixtures/sync-session';
import { waitFor } from '../fixtures/sync';
import { createUser, type TestUser } from '../fixtures/stack';

let ann: TestUser, bo: TestUser;
let conversation: string;
let device: Device;

beforeAll(async () => {
  [ann, bo] = await Promise.all([createUser(), createUser()]);
  conversation = await makeConversation([{ user: ann }, { user: bo }]);
  device = await syncedDevice(ann);
});

afterAll(async () => {
  await device?.close();
});

const stateOf = async (id: string) => {
  const doc = await device.db.conversation_messages.findOne(id).exec();
  return doc ? deliveryStateOf(doc) : 'gone';
};
// As the chat sends: with the engine, so that a message goes out while it is being written.
const send = (content: string) =>
  sendChatMessage(device.db, { conversationId: conversation, senderId: ann.id, content }, device.engine).then(
    (m) => m.id,
  );

describe('chat message delivery', () => {
  it('shows a message as pending from the moment it is written until the server has it', async () => {
    await device.goOffline();
    const id = await send('pending until online');
    expect(await stateOf(id)).toBe('pending');
    await device.goOnline();
    await waitFor(async () => ((await stateOf(id)) === 'sent' ? true : undefined), 'the message to be sent');
    expect(await sql('select 1 from public.conversation_messages where id = $1', [id])).toHaveLength(1);
  });

  it('sends a message written online at once, and it becomes sent with the server’s copy', async () => {
    await device.engine.awaitInSync();
    const ids = [await send('straight away 1'), await send('straight away 2')];
    await waitFor(
      async () => ((await Promise.all(ids.map(stateOf))).every((s) => s === 'sent') ? true : undefined),
      'both to be sent',
    );
    const rows = await sql<{ id: string }>(
      'select id from public.conversation_messages where id = any($1) order by created_at',
      [ids],
    );
    expect(rows.map((r) => r.id)).toEqual(ids);
    await waitFor(() => device.engine.status.get().pendingWrites === 0, 'no pending write');
  });

  it('sends a new message to the server without waiting for the device to read the sender’s name', async () => {
    await device.engine.awaitInSync();
    // The device's read of the profile held back until the server has the message.
    const profiles = device.db.user_profiles;
    const findOne = profiles.findOne.bind(profiles);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    Object.assign(profiles, {
      findOne: (q: Parameters<typeof findOne>[0]) => ({
        exec: async () => (await held, findOne(q).exec()),
      }),
    });
    const content = 'before the name is read';
    let sending: Promise<string> | undefined;
    try {
      sending = send(content);
      const [row] = await waitFor(
        async () => {
          const rows = await sql<{ sender_name: string | null }>(
            'select sender_name from public.conversation_messages where content = $1',
            [content],
          );
          return rows.length ? rows : undefined;
        },
        'the message on the server while the name is being read',
        5_000,
      );
      expect(row!.sender_name).toEqual(expect.any(String));
    } finally {
      release();
      delete (profiles as { findOne?: unknown }).findOne;
    }
    const id = await sending;
    await waitFor(async () => ((await stateOf(id)) === 'sent' ? true : undefined), 'the message to be sent');
    const [server] = await sql<{ sender_name: string }>(
      'select sender_name from public.conversation_messages where id = $1',
      [id],
    );
    expect((await device.db.conversation_messages.findOne(id).exec())!.sender_name).toBe(server!.sender_name);
  });

  it('sends a queue written offline in one transaction, in the order written', async () => {
    await device.goOffline();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await send(`queued ${i}`));
    await device.goOnline();
    const rows = await sql<{ id: string; tx: string }>(
      `select id, xmin::text as tx from public.conversation_messages where id = any($1) order by created_at, id`,
      [ids],
    );
    expect(rows.map((r) => r.id)).toEqual(ids);
    expect(new Set(rows.map((r) => r.tx)).size).toBe(1);
  });

  it('stores once a queued message the server already has, and counts it as sent', async () => {
    await device.goOffline();
    const first = await send('already there');
    const second = await send('not yet there');
    const doc = (await device.db.conversation_messages.findOne(first).exec())!.toJSON();
    const { error } = await ann.client.from('conversation_messages').insert({
      id: doc.id,
      conversation_id: conversation,
      sender_id: ann.id,
      content: doc.content,
      created_at: doc.created_at,
    });
    expect(error).toBeNull();
    await device.engine.stop();
    device.engine = startSync({ db: device.db, client: ann.client, userId: ann.id, status: device.engine.status });
    await device.engine.awaitInSync();
    await waitFor(
      async () => ((await stateOf(first)) === 'sent' && (await stateOf(second)) === 'sent' ? true : undefined),
      'both to be sent',
    );
    const rows = await sql('select id from public.conversation_messages where id = any($1)', [[first, second]]);
    expect(rows).toHaveLength(2);
  });

  it('marks a refused message failed, and Delete removes it from the device', async () => {
    const id = await send('x'.repeat(10_001));
    await waitFor(async () => ((await stateOf(id)) === 'failed' ? true : undefined), 'the message to fail');
    expect(device.engine.status.get()).toMatchObject({ failedWrites: 1, pendingWrites: 0 });
    await deleteFailedMessage(device.db, id);
    expect(await stateOf(id)).toBe('gone');
    expect(await device.db.sync_failures.count().exec()).toBe(0);
    expect(await sql('select 1 from public.conversation_messages where id = $1', [id])).toHaveLength(0);
  });
});
