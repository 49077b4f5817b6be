import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { indexedDB } from 'fake-indexeddb';
import { createAuthBridge, type AuthBridge } from '@sync/auth-bridge';
import { databaseNameFor } from '@sync/database-name';
import { removeUserDatabase } from '@sync/database';
import { sendMessage } from '@sync/writes';
import { makeConversation, sql } from '../fixtures/backend';
import { fakeIndexedDbStorage, notify, waitFor } from '../fixtures/sync';
import { createUser, stack, TEST_PASSWORD, type TestUser } from '../fixtures/stack';

let alice: TestUser, carol: TestUser;
let bridge: AuthBridge | undefined;
const storage = fakeIndexedDbStorage();

/** A client of Alice's whose network can be cut: every request fails while `offline` is set. */
function deviceClient() {
  const net = { offline: false };
  const client: SupabaseClient = createClient(stack().url, stack().anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
    global: {
      fetch: async (input, init) => {
        if (net.offline) throw new TypeError('fetch failed');
        return fetch(input, init);
      },
    },
  });
  return { client, net };
}

async function signedInBridge(client: SupabaseClient) {
  const { error } = await client.auth.signInWithPassword({ email: alice.email, password: TEST_PASSWORD });
  if (error) throw error;
  bridge = createAuthBridge({ client, storage, multiInstance: false });
  const session = await waitFor(() => bridge!.current(), 'the bridge to open the database');
  await session.engine.awaitInitialSync();
  return session;
}

async function databaseNames(): Promise<string[]> {
  return (await indexedDB.databases()).map((d) => d.name ?? '');
}

beforeEach(async () => {
  [alice, carol] = await Promise.all([createUser(), createUser()]);
});

afterEach(async () => {
  await bridge?.dispose();
  bridge = undefined;
  await removeUserDatabase(alice.id, storage);
});

describe('the auth bridge', () => {
  it('starts syncing on sign-in and keeps syncing after the token is refreshed', async () => {
    await notify(alice.id, 'Before sign-in');
    const { client } = deviceClient();
    const session = await signedInBridge(client);
    expect(session.userId).toBe(alice.id);
    expect(await session.db.notifications.count().exec()).toBe(1);

    const before = (await client.auth.getSession()).data.session!.access_token;
    await new Promise((r) => setTimeout(r, 1100)); // a token issued in the same second would be identical
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session!.access_token).not.toBe(before);
    await notify(alice.id, 'After the refresh');
    await waitFor(
      () => session.db.notifications.findOne({ selector: { title: 'After the refresh' } }).exec(),
      'a live change',
    );
    session.engine.reSync();
    await session.engine.awaitInSync();
    expect(bridge!.current()).toBe(session);
  });

  it('removes the user’s database from the device on sign-out', async () => {
    await notify(alice.id, 'Private');
    const { client } = deviceClient();
    const session = await signedInBridge(client);
    const name = databaseNameFor(alice.id);
    expect((await databaseNames()).some((n) => n.includes(name))).toBe(true);

    await bridge!.signOut();
    expect(bridge!.current()).toBeNull();
    expect(session.db.closed).toBe(true);
    expect((await databaseNames()).some((n) => n.includes(name))).toBe(false);
    expect((await client.auth.getSession()).data.session).toBeNull();
  });

  // supabase-js retries a failed token refresh for about 25 s before it gives up.
  it(
    'keeps the data and pending writes of a session that expires offline, and sends them after the next sign-in',
    { timeout: 60_000 },
    async () => {
      const conversation = await makeConversation([{ user: carol }, { user: alice }]);
      const device = deviceClient();
      const session = await signedInBridge(device.client);
      device.net.offline = true;
      const message = await sendMessage(session.db, {
        conversationId: conversation,
        senderId: alice.id,
        content: 'Queued before expiry',
      });
      const { error } = await device.client.auth.refreshSession();
      expect(error?.name).toBe('AuthRetryableFetchError');
      await new Promise((r) => setTimeout(r, 200));
      expect(bridge!.current()).toBe(session);
      expect(session.engine.status.get().pendingWrites).toBe(1);
      await bridge!.dispose();
      expect((await databaseNames()).some((n) => n.includes(databaseNameFor(alice.id)))).toBe(true);

      const again = await signedInBridge(deviceClient().client);
      expect((await again.db.conversation_messages.findOne(message.id).exec())?.content).toBe('Queued before expiry');
      await again.engine.awaitInSync();
      await waitFor(
        async () => (await sql('select 1 from public.conversation_messages where id = $1', [message.id])).length === 1,
        'the message on the server',
      );
    },
  );
});
