import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import WebSocket from 'ws';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../supabase/local/gateway/jwt';
import { db, makeClient, stack } from '../fixtures/stack';
import {
  clientWithToken,
  closeClients,
  Collector,
  createRtTable,
  sleep,
  subscribed,
  userToken,
  type RtTable,
} from '../fixtures/realtime';

let table: RtTable;
let sql: pg.Client;
const clients: SupabaseClient[] = [];

beforeAll(async () => {
  table = await createRtTable('auth');
  sql = await db();
});

afterAll(async () => {
  await closeClients(...clients);
  await sql.end();
  await table.drop();
});

const wsUrl = (query: string) => `${stack().url.replace('http', 'ws')}/realtime/v1/websocket?${query}`;

function upgradeStatus(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.on('open', () => {
      ws.close();
      resolve({ status: 101, body: '' });
    });
    ws.on('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    ws.on('error', (err) => (err.message.includes('Unexpected server response') ? undefined : reject(err)));
  });
}

function joinResult(client: SupabaseClient, name: string) {
  return new Promise<{ status: string; err?: Error }>((resolve) => {
    const channel = client.channel(name);
    channel.subscribe((status, err) => {
      if (status !== 'SUBSCRIBED' && status !== 'CHANNEL_ERROR') return;
      resolve({ status, err });
      void client.removeChannel(channel);
    });
  });
}

describe('realtime authentication', () => {
  it('refuses a websocket without a valid apikey with 401 and a JSON error', async () => {
    const missing = await upgradeStatus(wsUrl('vsn=2.0.0'));
    expect(missing.status).toBe(401);
    expect(JSON.parse(missing.body)).toHaveProperty('error');
    const forged = await upgradeStatus(
      wsUrl(
        `vsn=2.0.0&apikey=${await signJwt({ role: 'anon', exp: 9999999999 }, 'another-secret-that-is-long-enough-000')}`,
      ),
    );
    expect(forged.status).toBe(401);
    expect((await upgradeStatus(wsUrl(`vsn=2.0.0&apikey=${stack().anonKey}`))).status).toBe(101);
  });

  it('answers a join with an expired access token with a channel error naming the expiry', async () => {
    const client = await clientWithToken(await userToken(randomUUID(), -30));
    clients.push(client);
    const result = await joinResult(client, `expired-${randomUUID().slice(0, 6)}`);
    expect(result.status).toBe('CHANNEL_ERROR');
    expect(result.err?.message).toMatch(/InvalidJWTToken: Token has expired \d+ seconds ago/);
  });

  it('answers a join with a token signed by another secret with a channel error', async () => {
    const forged = await signJwt(
      { sub: randomUUID(), role: 'authenticated', exp: Math.floor(Date.now() / 1000) + 600 },
      'not-the-stack-secret-but-long-enough-0000',
    );
    const client = await clientWithToken(forged);
    clients.push(client);
    const result = await joinResult(client, `forged-${randomUUID().slice(0, 6)}`);
    expect(result.status).toBe('CHANNEL_ERROR');
    expect(result.err?.message).toContain('InvalidJWTToken');
  });

  it('closes a live channel with a system error when its token expires', async () => {
    const client = await clientWithToken(await userToken(randomUUID(), 2));
    clients.push(client);
    const system = new Collector<{ extension: string; status: string; message: string }>();
    const statuses = new Collector<string>();
    const channel = client.channel(`expiring-${randomUUID().slice(0, 6)}`).on('system', {}, system.push as never);
    channel.subscribe((status) => statuses.push(status));
    await statuses.until((s) => s.includes('SUBSCRIBED'));
    const [msg] = await system.until((m) => m.some((x) => x.status === 'error'), 6000);
    expect(msg).toMatchObject({ extension: 'system', status: 'error' });
    expect(msg!.message).toContain('Token has expired');
    await statuses.until((s) => s.includes('CLOSED'), 3000);
  });

  it('switches a live channel to the identity of a refreshed access token', async () => {
    const [alice, bob] = [randomUUID(), randomUUID()];
    const client = await clientWithToken(await userToken(alice));
    clients.push(client);
    const got = new Collector<{ new: { user_id: string } }>();
    const channel = client
      .channel(`refresh-${randomUUID().slice(0, 6)}`)
      .on(
        'postgres_changes' as never,
        { event: 'INSERT', schema: 'public', table: table.name } as never,
        got.push as never,
      );
    await subscribed(channel);
    await sql.query(`insert into public.${table.name} (user_id) values ($1)`, [alice]);
    await got.count(1);

    await client.realtime.setAuth(await userToken(bob));
    await sleep(200);
    await sql.query(`insert into public.${table.name} (user_id) values ($1), ($2)`, [alice, bob]);
    await got.count(2);
    await sleep(300);
    expect(got.items.map((p) => p.new.user_id)).toEqual([alice, bob]);
  });

  it('closes a live channel whose refreshed token is invalid', async () => {
    const client = await clientWithToken(await userToken());
    clients.push(client);
    const statuses = new Collector<string>();
    const system = new Collector<{ status: string }>();
    const channel = client.channel(`badrefresh-${randomUUID().slice(0, 6)}`).on('system', {}, system.push as never);
    channel.subscribe((status) => statuses.push(status));
    await statuses.until((s) => s.includes('SUBSCRIBED'));
    await client.realtime.setAuth(await userToken(randomUUID(), -5));
    await system.until((m) => m.some((x) => x.status === 'error'));
    await statuses.until((s) => s.includes('CLOSED'));
  });

  it('lets a signed-out client join as anon with the apikey alone', async () => {
    const client = makeClient();
    clients.push(client);
    const result = await joinResult(client, `anon-${randomUUID().slice(0, 6)}`);
    expect(result.status).toBe('SUBSCRIBED');
  });
});
