import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../fixtures/stack';
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

const SOCKETS = 200;
let table: RtTable;
let sql: pg.Client;
const clients: SupabaseClient[] = [];

beforeAll(async () => {
  table = await createRtTable('scale');
  sql = await db();
});

afterAll(async () => {
  await closeClients(...clients);
  await sql.end();
  await table.drop();
});

describe('many concurrent sockets', () => {
  it(`keeps ${SOCKETS} sockets subscribed, each receiving only its own rows`, { timeout: 90_000 }, async () => {
    const users = Array.from({ length: SOCKETS }, () => randomUUID());
    const got = users.map(() => new Collector<{ new: { user_id: string; n: number } }>());
    const channels: RealtimeChannel[] = [];
    for (let i = 0; i < SOCKETS; i += 50) {
      const batch = await Promise.all(
        users.slice(i, i + 50).map(async (user, j) => {
          const client = await clientWithToken(await userToken(user));
          clients.push(client);
          const channel = client
            .channel(`scale-${i + j}`)
            .on(
              'postgres_changes' as never,
              { event: 'INSERT', schema: 'public', table: table.name } as never,
              got[i + j]!.push as never,
            );
          return subscribed(channel, 20_000);
        }),
      );
      channels.push(...batch);
    }
    const sockets = new Set(clients.map((c) => c.realtime));
    expect(sockets.size).toBe(SOCKETS);

    for (const round of [1, 2]) {
      await sql.query(`insert into public.${table.name} (user_id, n) select u, $2 from unnest($1::uuid[]) as u`, [
        users,
        round,
      ]);
      await Promise.all(got.map((g) => g.until((items) => items.some((x) => x.new.n === round), 20_000)));
      if (round === 1) await sleep(3000);
    }
    await sleep(300);
    got.forEach((g, i) => {
      expect(g.items.map((x) => x.new.user_id)).toEqual([users[i], users[i]]);
    });
    expect(channels.every((c) => c.state === 'joined')).toBe(true);
    expect(clients.every((c) => c.realtime.isConnected())).toBe(true);
  });
});
