import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { createAuthBridge, type AuthBridge } from '@sync/auth-bridge';
import { removeUserDatabase } from '@sync/database';
import { deliveryStateOf } from '@sync/chat/message-delivery';
import { sendMessage } from '@sync/writes';
import { makeConversation, sql } from '../fixtures/backend';
import { fakeIndexedDbStorage, waitFor } from '../fixtures/sync';
import { createUser, stack, TEST_PASSWORD, type TestUser } from '../fixtures/stack';

// A session whose refresh went unanswered sends nothing (src/lib/supabase.ts holds back requests
// that would go as the anonymous visitor), so the message sender backs off, by up to a minute.
// The refresh that finally goes through must send what waits at once, not after that back-off.

let alice: TestUser, carol: TestUser;
let bridge: AuthBridge | undefined;
const storage = fakeIndexedDbStorage();

beforeEach(async () => {
  [alice, carol] = await Promise.all([createUser(), createUser()]);
});

afterEach(async () => {
  await bridge?.dispose();
  bridge = undefined;
  await removeUserDatabase(alice.id, storage);
});

/** A client whose data requests fail as a network failure while `held` is set; auth's pass. */
function heldClient() {
  const net = { held: false };
  const client: SupabaseClient = createClient(stack().url, stack().anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
    global: {
      fetch: async (input, init) => {
        const auth = String(input instanceof Request ? input.url : input).includes('/auth/v1/');
        if (net.held && !auth) throw new TypeError('Failed to fetch: waiting for the session to be refreshed');
        return fetch(input, init);
      },
    },
  });
  return { client, net };
}

describe('a token refresh after sends were held back', () => {
  it('sends a pending message at once when the session is refreshed, though the sender had backed off for up to a minute', async () => {
    const conversation = await makeConversation([{ user: carol }, { user: alice }]);
    const { client, net } = heldClient();
    const { error } = await client.auth.signInWithPassword({ email: alice.email, password: TEST_PASSWORD });
    expect(error).toBeNull();
    bridge = createAuthBridge({ client, storage, multiInstance: false });
    const session = await waitFor(() => bridge!.current(), 'the bridge to open the database');
    await session.engine.awaitInitialSync();
    const sender = session.engine.messageSender!;

    net.held = true;
    const content = `Typed while the refresh was unanswered ${Date.now()}`;
    const message = await sendMessage(session.db, { conversationId: conversation, senderId: alice.id, content });
    // Seven failed sends in a row: the next waits 30–60 s (a minute at most, with jitter).
    for (let i = 0; i < 7; i++) {
      sender.kick();
      await sender.drained();
    }
    const delivery = async () => {
      const doc = await session.db.conversation_messages.findOne(message.id).exec();
      return doc ? deliveryStateOf(doc) : 'gone';
    };
    expect(await delivery()).toBe('pending');

    net.held = false;
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    // Well inside the shortest back-off left (30 s): only the refresh can have sent it.
    await waitFor(async () => (await delivery()) === 'sent', 'the message to be sent after the refresh', 10_000);
    const rows = await sql('select id from public.conversation_messages where id = $1', [message.id]);
    expect(rows).toHaveLength(1);
  });
});
