import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, describe, expect, it } from 'vitest';
import { makeClient, stack } from '../fixtures/stack';
import { closeClients, Collector, sleep, subscribed } from '../fixtures/realtime';

const clients: SupabaseClient[] = [];
const client = (vsn?: '1.0.0' | '2.0.0') => {
  const c = vsn
    ? createClient(stack().url, stack().anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        realtime: { transport: WebSocket as never, vsn } as never,
      })
    : makeClient();
  clients.push(c);
  return c;
};
const room = () => `room-${randomUUID().slice(0, 8)}`;

afterAll(async () => {
  await closeClients(...clients);
});

type Msg = { event: string; payload: { text: string } };

describe('broadcast', () => {
  it('reaches the other client on the topic but not the sender by default', async () => {
    const name = room();
    const [a, b] = [client(), client()];
    const gotA = new Collector<Msg>();
    const gotB = new Collector<Msg>();
    const chA = await subscribed(a.channel(name).on('broadcast', { event: 'chat' }, gotA.push as never));
    await subscribed(b.channel(name).on('broadcast', { event: 'chat' }, gotB.push as never));
    expect(await chA.send({ type: 'broadcast', event: 'chat', payload: { text: 'hi' } })).toBe('ok');
    const [msg] = await gotB.count(1);
    expect(msg).toMatchObject({ event: 'chat', payload: { text: 'hi' } });
    await sleep(200);
    expect(gotA.items).toHaveLength(0);
  });

  it('echoes to the sender with self and acknowledges with ack', async () => {
    const name = room();
    const a = client();
    const got = new Collector<Msg>();
    const ch = await subscribed(
      a
        .channel(name, { config: { broadcast: { self: true, ack: true } } })
        .on('broadcast', { event: '*' }, got.push as never),
    );
    const started = Date.now();
    expect(await ch.send({ type: 'broadcast', event: 'ping', payload: { text: 'me' } })).toBe('ok');
    expect(Date.now() - started).toBeLessThan(5000);
    const [msg] = await got.count(1);
    expect(msg).toMatchObject({ event: 'ping', payload: { text: 'me' } });
  });

  it('carries broadcasts between a protocol 1.0.0 client and a 2.0.0 client', async () => {
    const name = room();
    const [v1, v2] = [client('1.0.0'), client('2.0.0')];
    const got1 = new Collector<Msg>();
    const got2 = new Collector<Msg>();
    const ch1 = await subscribed(v1.channel(name).on('broadcast', { event: 'x' }, got1.push as never));
    const ch2 = await subscribed(v2.channel(name).on('broadcast', { event: 'x' }, got2.push as never));
    await ch2.send({ type: 'broadcast', event: 'x', payload: { text: 'from v2' } });
    await ch1.send({ type: 'broadcast', event: 'x', payload: { text: 'from v1' } });
    expect((await got1.count(1))[0]!.payload.text).toBe('from v2');
    expect((await got2.count(1))[0]!.payload.text).toBe('from v1');
  });
});

type Presences = Record<string, { name?: string; presence_ref: string }[]>;

describe('presence', () => {
  it('shows who joined and who left, and syncs the state to late joiners', async () => {
    const name = room();
    const [a, b] = [client(), client()];
    const joins = new Collector<{ key: string; newPresences: { name: string }[] }>();
    const leaves = new Collector<{ key: string; leftPresences: { name: string }[] }>();
    const chA = a
      .channel(name, { config: { presence: { key: 'alice' } } })
      .on('presence', { event: 'join' }, joins.push as never)
      .on('presence', { event: 'leave' }, leaves.push as never);
    await subscribed(chA);
    expect(await chA.track({ name: 'Alice' })).toBe('ok');
    await joins.until((j) => j.some((x) => x.key === 'alice'));

    const syncs = new Collector<Presences>();
    const chB = b.channel(name, { config: { presence: { key: 'bob' } } });
    chB.on('presence', { event: 'sync' }, () => syncs.push(chB.presenceState() as Presences));
    await subscribed(chB);
    await syncs.until((s) => s.some((state) => state.alice?.[0]?.name === 'Alice'));
    await chB.track({ name: 'Bob' });
    await joins.until((j) => j.some((x) => x.key === 'bob' && x.newPresences[0]?.name === 'Bob'));

    await chB.untrack();
    await leaves.until((l) => l.some((x) => x.key === 'bob'));
    await chB.track({ name: 'Bob again' });
    await joins.until((j) => j.some((x) => x.newPresences[0]?.name === 'Bob again'));
    b.realtime.disconnect();
    await leaves.until((l) => l.filter((x) => x.key === 'bob').length >= 2);
    expect(Object.keys(chA.presenceState())).toEqual(['alice']);
  });

  it(
    'drops the presence of a socket that stops answering within the heartbeat timeout',
    { timeout: 60_000 },
    async () => {
      const name = room();
      const watcher = client();
      const leaves = new Collector<{ key: string }>();
      const joins = new Collector<{ key: string }>();
      await subscribed(
        watcher
          .channel(name)
          .on('presence', { event: 'join' }, joins.push as never)
          .on('presence', { event: 'leave' }, leaves.push as never),
      );
      const url = `${stack().url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${stack().anonKey}&vsn=2.0.0`;
      const ghost = new WebSocket(url, { autoPong: false });
      await new Promise((resolve) => ghost.once('open', resolve));
      const topic = `realtime:${name}`;
      ghost.send(
        JSON.stringify(['1', '1', topic, 'phx_join', { config: { presence: { key: 'ghost', enabled: true } } }]),
      );
      ghost.send(
        JSON.stringify(['1', '2', topic, 'presence', { type: 'presence', event: 'track', payload: { name: 'Ghost' } }]),
      );
      await joins.until((j) => j.some((x) => x.key === 'ghost'));
      const silentSince = Date.now();
      await leaves.until((l) => l.some((x) => x.key === 'ghost'), 45_000);
      expect(Date.now() - silentSince).toBeLessThan(35_000);
      ghost.terminate();
    },
  );
});
