import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { openUserDatabase, removeUserDatabase, type EveeDatabase } from '@sync/database';
import { startSync } from '@sync/sync-engine';
import { markNotificationRead } from '@sync/notifications/read-marks';
import { markConversationRead, sendMessage, updateOwnProfile } from '@sync/writes';
import { makeConversation, postMessage, sql } from '../fixtures/backend';
import { fakeIndexedDbStorage, notify, offlineClient, waitFor } from '../fixtures/sync';
import { createUser, stack, TEST_PASSWORD, type TestUser } from '../fixtures/stack';

let alice: TestUser, carol: TestUser;
let conversation: string;
let notification: string;
const storage = fakeIndexedDbStorage();

/** Alice's client, counting the message inserts it sends. */
async function countingClient(): Promise<{ client: SupabaseClient; inserts: () => number }> {
  let inserts = 0;
  const client = createClient(stack().url, stack().anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
    global: {
      fetch: (input, init) => {
        if (init?.method === 'POST' && String(input).includes('/rest/v1/conversation_messages')) inserts++;
        return fetch(input, init);
      },
    },
  });
  const { error } = await client.auth.signInWithPassword({ email: alice.email, password: TEST_PASSWORD });
  if (error) throw error;
  return { client, inserts: () => inserts };
}

const open = () => openUserDatabase({ userId: alice.id, storage, multiInstance: false });

beforeAll(async () => {
  [alice, carol] = await Promise.all([createUser(), createUser({ metadata: { display_name: 'Carol Offline' } })]);
  conversation = await makeConversation([{ user: carol }, { user: alice }]);
  await postMessage(carol.client, conversation, carol.id, 'Before the flight');
  notification = await notify(alice.id, 'Read me offline');
});

afterAll(async () => {
  await removeUserDatabase(alice.id, storage);
});

describe('working offline', () => {
  it('keeps writes through a restart, sends each exactly once on reconnect, and then receives what was missed', async () => {
    let db: EveeDatabase = await open();
    let engine = startSync({ db, client: alice.client, userId: alice.id });
    await engine.awaitInitialSync();
    expect(await db.conversation_messages.count().exec()).toBe(1);
    await engine.stop();

    const token = (await alice.client.auth.getSession()).data.session!.access_token;
    engine = startSync({ db, client: offlineClient(token), userId: alice.id });
    const sent = await sendMessage(db, {
      conversationId: conversation,
      senderId: alice.id,
      content: 'Written on the plane',
    });
    await markNotificationRead(db, notification);
    await markConversationRead(db, conversation, alice.id);
    await updateOwnProfile(db, alice.id, { display_name: 'Alice in the air' });
    await waitFor(() => engine.status.get().pendingWrites === 4, 'four pending writes');
    await waitFor(() => engine.status.get().online === false, 'the status to say offline');
    expect(engine.status.get().errors.some((e) => e.kind === 'network')).toBe(true);
    await engine.stop();
    await db.close();

    await postMessage(carol.client, conversation, carol.id, 'Sent while Alice was away');
    const missed = await notify(alice.id, 'Arrived while offline');

    db = await open();
    expect((await db.conversation_messages.findOne(sent.id).exec())?.content).toBe('Written on the plane');
    expect((await db.notifications.findOne(notification).exec())?.read).toBe(true);
    engine = startSync({ db, client: offlineClient(token), userId: alice.id });
    await waitFor(() => engine.status.get().pendingWrites === 4, 'the pending count restored from the device');
    await engine.stop();
    const counting = await countingClient();
    engine = startSync({ db, client: counting.client, userId: alice.id });
    await engine.awaitInSync();
    await waitFor(() => engine.status.get().pendingWrites === 0, 'no pending writes');

    const stored = await sql('select content from public.conversation_messages where id = $1', [sent.id]);
    expect(stored).toEqual([{ content: 'Written on the plane' }]);
    expect(counting.inserts()).toBe(1);
    const [read] = await sql<{ read: boolean }>('select read from public.notifications where id = $1', [notification]);
    expect(read!.read).toBe(true);
    const [position] = await sql<{ last_read_at: Date | null; unread_count: number }>(
      'select last_read_at, unread_count from public.conversation_participants where conversation_id = $1 and user_id = $2',
      [conversation, alice.id],
    );
    expect(position!.last_read_at).not.toBeNull();
    const [profile] = await sql<{ display_name: string }>(
      'select display_name from public.user_profiles where user_id = $1',
      [alice.id],
    );
    expect(profile!.display_name).toBe('Alice in the air');

    await waitFor(
      () => db.conversation_messages.findOne({ selector: { content: 'Sent while Alice was away' } }).exec(),
      "Carol's missed message",
    );
    await waitFor(() => db.notifications.findOne(missed).exec(), 'the missed notification');
    expect(engine.status.get().online).toBe(true);
    await engine.stop();
    await db.close();
    await counting.client.removeAllChannels();
  });
});
