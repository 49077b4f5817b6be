// The app's presence topic `online-users` as an attacker meets it: anon may not join and so
// cannot see who is online, a signed-in user cannot be tracked under someone else's id, and a
// client broadcast there reaches nobody.
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, createUser, type TestUser } from '../fixtures/stack';
import { closeClients, Collector, sleep, subscribed } from '../fixtures/realtime';

const TOPIC = 'online-users';
const clients: SupabaseClient[] = [];
let watcher: TestUser;
let attacker: TestUser;
let victim: TestUser;
let watching: RealtimeChannel;
const joins = new Collector<{ key: string; newPresences: Record<string, unknown>[] }>();
const broadcasts = new Collector<unknown>();

beforeAll(async () => {
  [watcher, attacker, victim] = await Promise.all([createUser(), createUser(), createUser()]);
  clients.push(watcher.client, attacker.client, victim.client);
  watching = await subscribed(
    watcher.client
      .channel(TOPIC, { config: { presence: { key: watcher.id } } })
      .on('presence', { event: 'join' }, joins.push as never)
      .on('broadcast', { event: '*' }, broadcasts.push as never),
  );
  expect(await watching.track({ user_id: watcher.id })).toBe('ok');
});

afterAll(async () => {
  await closeClients(...clients);
});

describe('the online-users presence topic', () => {
  it('refuses an anonymous join with the realtime error, so anon never sees who is online', async () => {
    const anon = anonClient();
    clients.push(anon);
    const state = new Collector<unknown>();
    const channel = anon.channel(TOPIC).on('presence', { event: 'sync' }, () => state.push(channel.presenceState()));
    await expect(subscribed(channel)).rejects.toThrow(
      'Unauthorized: You do not have permissions to read from this Channel topic: online-users',
    );
    await sleep(200);
    expect(state.items).toEqual([]);
  });

  it("tracks a signed-in user under their own id even when they send someone else's as the key", async () => {
    const spoof = await subscribed(attacker.client.channel(TOPIC, { config: { presence: { key: victim.id } } }));
    expect(await spoof.track({ user_id: victim.id, online_at: new Date().toISOString() })).toBe('ok');
    const [join] = (await joins.until((j) => j.some((x) => x.key === attacker.id))).filter(
      (x) => x.key === attacker.id,
    );
    expect(join!.newPresences[0]).toMatchObject({ user_id: attacker.id });
    expect(Object.keys(watching.presenceState())).not.toContain(victim.id);
    expect(joins.items.map((j) => j.key)).not.toContain(victim.id);
  });

  it('refuses client broadcasts on the topic, so they reach no other client', async () => {
    const loud = await subscribed(
      victim.client.channel(TOPIC, { config: { broadcast: { ack: true }, presence: { key: victim.id } } }),
    );
    expect(await loud.send({ type: 'broadcast', event: 'notice', payload: { text: 'verify at http://x' } })).toBe(
      'error',
    );
    await sleep(300);
    expect(broadcasts.items).toEqual([]);
  });
});
