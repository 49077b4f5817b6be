import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { indexedDB } from 'fake-indexeddb';
import { createAuthBridge, type AuthBridge } from '@sync/auth-bridge';
import { defaultRetainedDatabases, type RetainedDatabases } from '@sync/retained-databases';
import { databaseNameFor } from '@sync/database-name';
import { removeUserDatabase } from '@sync/database';
import { sendMessage } from '@sync/writes';
import { hasUnsentWrites } from '@sync/status/pending-writes';
import { saveJobForLater } from '@sync/talent/commands';
import { makeConversation, sql } from '../fixtures/backend';
import { fakeIndexedDbStorage, notify, waitFor } from '../fixtures/sync';
import { untilNothingPending, untilPending } from '../fixtures/pending-records';
import { createUser, stack, TEST_PASSWORD, type TestUser } from '../fixtures/stack';

let alice: TestUser, carol: TestUser;
let bridge: AuthBridge | undefined;
const storage = fakeIndexedDbStorage();
// One device's record of databases kept after a sign-out the server forced.
let retained: RetainedDatabases;

/** A client keeping its session in `saved` (so it outlives the client, as over a reload), fetching through `fetchFn`. */
function clientWith(saved: Map<string, string>, fetchFn: typeof fetch): SupabaseClient {
  return createClient(stack().url, stack().anonKey, {
    auth: {
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storage: {
        getItem: (key) => saved.get(key) ?? null,
        setItem: (key, value) => void saved.set(key, value),
        removeItem: (key) => void saved.delete(key),
      },
    },
    realtime: { transport: WebSocket as never },
    global: { fetch: fetchFn },
  });
}

/**
 * A client whose network can be cut: every request fails while `offline` is set, and every
 * request but the auth server's while `dataOffline` is.
 */
function deviceClient() {
  // `refusedRefreshes` counts the token refreshes the cut network failed.
  const net = { offline: false, dataOffline: false, refusedRefreshes: 0 };
  // The client's session store, so a test can age the session (see forcedSignOut).
  const saved = new Map<string, string>();
  const client = clientWith(saved, async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    const auth = url.includes('/auth/v1/');
    if (net.offline || (net.dataOffline && !auth)) {
      if (url.includes('grant_type=refresh_token')) net.refusedRefreshes++;
      throw new TypeError('fetch failed');
    }
    return fetch(input, init);
  });
  /** The access token runs out (as after a long time away); the refresh token is untouched. */
  const expire = () => {
    for (const [key, value] of saved) {
      const session = JSON.parse(value) as { expires_at?: number };
      if (session.expires_at) saved.set(key, JSON.stringify({ ...session, expires_at: Date.now() / 1000 - 60 }));
    }
  };
  return { client, net, expire };
}

async function signedInBridge(client: SupabaseClient, user = alice) {
  const { error } = await client.auth.signInWithPassword({ email: user.email, password: TEST_PASSWORD });
  if (error) throw error;
  bridge = createAuthBridge({ client, storage, multiInstance: false, retained });
  const session = await waitFor(() => bridge!.current(), 'the bridge to open the database');
  await session.engine.awaitInitialSync();
  return session;
}

async function databaseNames(): Promise<string[]> {
  return (await indexedDB.databases()).map((d) => d.name ?? '');
}

beforeEach(async () => {
  [alice, carol] = await Promise.all([createUser(), createUser()]);
  retained = defaultRetainedDatabases();
});

afterEach(async () => {
  await bridge?.dispose();
  bridge = undefined;
  await removeUserDatabase(alice.id, storage);
  await removeUserDatabase(carol.id, storage);
});

/** Alice signed in on a device that then loses its network (or all of it but auth), with a message written. */
async function withUnsentMessage(cut: 'offline' | 'dataOffline', content: string) {
  const conversation = await makeConversation([{ user: carol }, { user: alice }]);
  const device = deviceClient();
  const session = await signedInBridge(device.client);
  device.net[cut] = true;
  const message = await sendMessage(session.db, { conversationId: conversation, senderId: alice.id, content });
  return { device, session, message };
}

const hasDatabase = async (user: TestUser) => (await databaseNames()).some((n) => n.includes(databaseNameFor(user.id)));

/**
 * The server ends Alice's sessions while her access token runs out; her client finds out on its
 * next refresh and signs out by itself.
 */
async function forcedSignOut(device: ReturnType<typeof deviceClient>) {
  await sql('delete from auth.sessions where user_id = $1', [alice.id]);
  device.expire();
  const { error } = await device.client.auth.refreshSession();
  expect(error?.name).toBe('AuthApiError');
  await waitFor(() => bridge!.current() === null, 'the bridge to close the database');
  await bridge!.settled();
}

/**
 * Refreshes the session with no network. supabase-js retries the refresh with growing waits
 * for some 30 s before it answers (its waits on setTimeout, its limit on Date.now); the clock is
 * moved on a second at a time instead of waited out (the device's client counts the attempts).
 */
async function refreshWhileOffline(client: SupabaseClient) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  try {
    let answer: Awaited<ReturnType<SupabaseClient['auth']['refreshSession']>> | undefined;
    const refreshing = client.auth.refreshSession().then((result) => (answer = result));
    for (let waited = 0; !answer && waited < 60_000; waited += 1_000) await vi.advanceTimersByTimeAsync(1_000);
    return await refreshing;
  } finally {
    vi.useRealTimers();
  }
}

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
      const { device, session, message } = await withUnsentMessage('offline', 'Queued before expiry');
      const { error } = await refreshWhileOffline(device.client);
      expect(error?.name).toBe('AuthRetryableFetchError');
      expect(device.net.refusedRefreshes, 'supabase-js tried the refresh again before it gave up').toBeGreaterThan(1);
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

  it('keeps unsent writes through a sign-out the server forces, and sends them when the same user is back', async () => {
    const { device, session, message } = await withUnsentMessage(
      'dataOffline',
      'Written before the server ended the session',
    );
    await forcedSignOut(device);
    expect(session.db.closed).toBe(true);
    expect([await hasDatabase(alice), retained.list()]).toEqual([true, [alice.id]]);
    await bridge!.dispose();

    const again = await signedInBridge(deviceClient().client);
    expect(retained.list()).toEqual([]);
    expect((await again.db.conversation_messages.findOne(message.id).exec())?.content).toBe(message.content);
    await waitFor(
      async () => (await sql('select 1 from public.conversation_messages where id = $1', [message.id])).length === 1,
      'the message on the server',
    );
  });

  it('signs out by itself as soon as the server ends the session, without waiting for the token to expire', async () => {
    const { client } = deviceClient();
    const session = await signedInBridge(client);
    // A suspension or a sign-out everywhere: the sessions go, the access token is still in date.
    await sql('delete from auth.sessions where user_id = $1', [alice.id]);
    session.engine.reSync();
    await waitFor(() => bridge!.current() === null, 'the bridge to close the database');
    expect((await client.auth.getSession()).data.session).toBeNull();
  });

  it('removes a forced sign-out’s database with nothing unsent at once, and a kept one when someone else signs in', async () => {
    const quiet = deviceClient();
    await signedInBridge(quiet.client);
    await forcedSignOut(quiet);
    expect([await hasDatabase(alice), retained.list()]).toEqual([false, []]);
    await bridge!.dispose();

    const { device } = await withUnsentMessage('dataOffline', 'Never sent');
    await forcedSignOut(device);
    expect(await hasDatabase(alice)).toBe(true);
    await bridge!.dispose();

    const carols = await signedInBridge(deviceClient().client, carol);
    expect(carols.userId).toBe(carol.id);
    expect([await hasDatabase(alice), retained.list()]).toEqual([false, []]);
  });

  it('removes the database, unsent writes and all, when the sign-out is the user’s own', async () => {
    const { device } = await withUnsentMessage('dataOffline', 'Left behind');
    bridge!.expectSignOut();
    const { error } = await device.client.auth.signOut({ scope: 'local' });
    expect(error).toBeNull();
    await waitFor(() => bridge!.current() === null, 'the bridge to close the database');
    await bridge!.settled();
    expect([await hasDatabase(alice), retained.list()]).toEqual([false, []]);
  });
  it('opens the database of a stored session at once while the refresh of its run-out token goes unanswered', async () => {
    // A device whose session store outlives its client (a reload), and whose link can swallow
    // every request without answering (lie-fi) until the answers come back.
    const saved = new Map<string, string>();
    let stalled = false;
    const held: (() => void)[] = [];
    const makeClient = (): SupabaseClient =>
      clientWith(saved, async (input, init) => {
        if (stalled) await new Promise<void>((resolve) => held.push(resolve));
        return fetch(input, init);
      });
    const { error } = await makeClient().auth.signInWithPassword({ email: alice.email, password: TEST_PASSWORD });
    expect(error).toBeNull();
    for (const [key, value] of saved) {
      const session = JSON.parse(value) as { expires_at?: number };
      if (session.expires_at) saved.set(key, JSON.stringify({ ...session, expires_at: Date.now() / 1000 - 60 }));
    }
    stalled = true;
    const client = makeClient();
    bridge = createAuthBridge({ client, storage, multiInstance: false, retained, restoredUserId: alice.id });
    const session = await waitFor(() => bridge!.current(), 'the database to open without an answer', 3_000);
    expect(session.userId).toBe(alice.id);
    expect(held.length, 'the refresh is still waiting for an answer').toBeGreaterThan(0);
    stalled = false;
    held.splice(0).forEach((answer) => answer());
    const { data } = await client.auth.getSession();
    expect(data.session?.user.id).toBe(alice.id);
  });
});

describe('a returning visit’s start', () => {
  it('opens the stored user’s database before any client is given, and starts the sync once one is attached', async () => {
    await notify(alice.id, 'Synced on an earlier visit');
    const first = await signedInBridge(deviceClient().client);
    expect(await first.db.notifications.count().exec()).toBe(1);
    await bridge!.dispose();

    // The page reloads: only the stored user id is known, supabase-js has not arrived.
    bridge = createAuthBridge({ storage, multiInstance: false, retained, restoredUserId: alice.id });
    const session = await waitFor(() => bridge!.current(), 'the database to open without a client');
    expect(session.userId).toBe(alice.id);
    expect((await session.db.notifications.find().exec()).map((n) => n.title)).toEqual(['Synced on an earlier visit']);
    expect([session.engine.replications.size, bridge.status.get().replicating]).toEqual([0, false]);

    await notify(alice.id, 'Sent while the page was loading');
    const { client } = deviceClient();
    const { error } = await client.auth.signInWithPassword({ email: alice.email, password: TEST_PASSWORD });
    expect(error).toBeNull();
    bridge.attachClient(client);
    await session.engine.awaitInitialSync();
    expect(bridge.current()).toBe(session);
    expect(session.engine.replications.size).toBeGreaterThan(0);
    expect(await session.db.notifications.count().exec()).toBe(2);
  });

  it('starts no replication until asked when the sync is deferred, though the client is there', async () => {
    await notify(alice.id, 'Waiting on the server');
    const requests: string[] = [];
    const saved = new Map<string, string>();
    const client = clientWith(saved, (input, init) => {
      requests.push(String(input instanceof Request ? input.url : input));
      return fetch(input, init);
    });
    const { error } = await client.auth.signInWithPassword({ email: alice.email, password: TEST_PASSWORD });
    expect(error).toBeNull();
    bridge = createAuthBridge({ client, storage, multiInstance: false, retained, deferReplication: true });
    const session = await waitFor(() => bridge!.current(), 'the database to open');
    await bridge.settled();
    expect(requests.filter((url) => url.includes('/rest/v1/'))).toEqual([]);
    expect([session.engine.replications.size, await session.db.notifications.count().exec()]).toEqual([0, 0]);

    bridge.startReplication();
    await session.engine.awaitInitialSync();
    expect(bridge.current()).toBe(session);
    expect((await session.db.notifications.find().exec()).map((n) => n.title)).toEqual(['Waiting on the server']);
  });

  it('counts a write made before the deferred sync starts as unsent, and sends it once the sync starts', async () => {
    const [job] = await sql<{ id: string }>(`select id from jobs where status = 'open' order by id limit 1`);
    const saved = new Map<string, string>();
    const client = clientWith(saved, fetch);
    const { error } = await client.auth.signInWithPassword({ email: alice.email, password: TEST_PASSWORD });
    expect(error).toBeNull();
    bridge = createAuthBridge({ client, storage, multiInstance: false, retained, deferReplication: true });
    const session = await waitFor(() => bridge!.current(), 'the database to open');
    await bridge.settled();

    const row = await saveJobForLater(session.db, alice.id, job!.id);
    await untilPending(session.db, row.id);
    expect(await hasUnsentWrites(session.db)).toBe(true);

    bridge.startReplication();
    await session.engine.awaitInSync();
    await untilNothingPending(session.db, 'the saved job to be sent');
    expect(bridge.status.get().pendingDocuments).toBe(0);
    expect(await sql(`select user_id from saved_jobs where id = $1 and not _deleted`, [row.id])).toEqual([
      { user_id: alice.id },
    ]);
  });

  it('removes a database opened from storage when the attached client says the person signed out', async () => {
    await signedInBridge(deviceClient().client);
    await bridge!.dispose();
    bridge = createAuthBridge({ storage, multiInstance: false, retained, restoredUserId: alice.id });
    await waitFor(() => bridge!.current(), 'the database to open without a client');

    const { client } = deviceClient();
    const { error } = await client.auth.signInWithPassword({ email: alice.email, password: TEST_PASSWORD });
    expect(error).toBeNull();
    bridge.attachClient(client);
    bridge.expectSignOut();
    expect((await client.auth.signOut({ scope: 'local' })).error).toBeNull();
    await waitFor(() => bridge!.current() === null, 'the bridge to close the database');
    await bridge.settled();
    expect([await hasDatabase(alice), retained.list()]).toEqual([false, []]);
  });
});
