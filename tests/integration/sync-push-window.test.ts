// A server copy of a row handed to the device while the device's own change to that row is
// being sent is not lost. RxDB's downstream skips such a copy (the change is unsent) and the
// pull's checkpoint moves past it, so when the copy was made after the push's update, nothing
// would bring it again: the device kept its own read position (unread 0) while the server had
// counted two new messages, as the sync fuzz found. Here the device has no live channel (it had
// just come back, its channel not yet joined), and the answer to its push is held while the
// server counts the messages and a pull brings them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markConversationRead } from '@sync/writes';
import { makeConversation, sql } from '../fixtures/backend';
import { gatedClient, waitFor } from '../fixtures/sync';
import { syncedDevice, type Device } from '../fixtures/sync-session';
import { createUser, type TestUser } from '../fixtures/stack';

let bob: TestUser;
let conversation: string;
let device: Device;

const unreadOnServer = async () =>
  (
    await sql<{ unread_count: number }>(
      'select unread_count from public.conversation_participants where conversation_id = $1 and user_id = $2',
      [conversation, bob.id],
    )
  )[0]!.unread_count;

const countUnread = (by: number) =>
  sql(
    `update public.conversation_participants set unread_count = unread_count + $3
      where conversation_id = $1 and user_id = $2`,
    [conversation, bob.id, by],
  );

const unreadOnDevice = async () =>
  (
    await device.db.conversation_participants
      .findOne({ selector: { conversation_id: conversation, user_id: bob.id } })
      .exec()
  )?.unread_count;

beforeAll(async () => {
  const alice = await createUser();
  bob = await createUser();
  conversation = await makeConversation([{ user: alice }, { user: bob }]);
  await countUnread(1);
  device = await syncedDevice(bob);
  await waitFor(async () => (await unreadOnDevice()) === 1, "Bob's device holding one unread message");
});

afterAll(async () => {
  await device?.close();
});

const participants = (method: string) => (m: string, url: string) =>
  m === method && url.includes('/rest/v1/conversation_participants');

describe('a server copy that arrives while the device sends its own change to that row', () => {
  it('reaches the device once the change is sent', async () => {
    // Bob reads the conversation offline.
    await device.goOffline();
    await markConversationRead(device.db, conversation, bob.id);

    // Back online, the push goes first; the pull waits, and so does the push's answer.
    const token = (await bob.client.auth.getSession()).data.session!.access_token;
    const {
      client,
      gates: [pull, pushAnswer],
    } = gatedClient(token, [
      { matches: participants('GET'), when: 'before sending' },
      { matches: participants('PATCH'), when: 'after answering' },
    ]);
    void device.goOnline(client);
    await Promise.all([pull!.reached(), pushAnswer!.reached()]);
    expect(await unreadOnServer()).toBe(0);

    // Two messages are counted after the read, and the pull brings them while the push is unanswered.
    await countUnread(1);
    await countUnread(1);
    pull!.release();
    const replication = () => device.engine.replications.get('conversation_participants')!.state;
    await waitFor(() => replication().internalReplicationState?.stats.down.persistFromMaster, 'the pull handed over');
    await replication().internalReplicationState!.streamQueue.down;
    expect(await unreadOnDevice()).toBe(0);

    pushAnswer!.release();
    await device.engine.awaitInSync();
    expect(await unreadOnServer()).toBe(2);
    await waitFor(async () => (await unreadOnDevice()) === 2, "the server's count of two on the device", 10_000);
  });
});
