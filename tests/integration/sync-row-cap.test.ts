import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { openUserDatabase, type EveeDatabase } from '@sync/database';
import { startSync, type SyncEngine } from '@sync/sync-engine';
import { sql } from '../fixtures/backend';
import { memoryStorage } from '../fixtures/sync';
import { createUser, stack, TEST_PASSWORD } from '../fixtures/stack';

const SERVER_CAP = 1000; // hosted Supabase's default max_rows

let db: EveeDatabase | undefined;
let engine: SyncEngine | undefined;

afterEach(async () => {
  await engine?.stop();
  await db?.remove();
});

describe('a server that caps rows per request', () => {
  it('gets every row to the device, asking for no more than the cap at a time', async () => {
    const alice = await createUser();
    await sql(
      `insert into public.notifications (user_id, type, title) select $1, 'application', 'Capped ' || g from generate_series(1, $2) g`,
      [alice.id, SERVER_CAP + 5],
    );
    let largest = 0;
    // Plays the hosted server: a read returns at most SERVER_CAP rows whatever it asks for.
    const client = createClient(stack().url, stack().anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: WebSocket as never },
      global: {
        fetch: (input, init) => {
          const url = new URL(String(input));
          const limit = Number(url.searchParams.get('limit') ?? 0);
          if (url.pathname.includes('/rest/v1/')) largest = Math.max(largest, limit);
          if (limit > SERVER_CAP) url.searchParams.set('limit', String(SERVER_CAP));
          return fetch(url, init);
        },
      },
    });
    await client.auth.signInWithPassword({ email: alice.email, password: TEST_PASSWORD });
    db = await openUserDatabase({ userId: alice.id, storage: memoryStorage() });
    engine = startSync({ db, client, userId: alice.id });
    await engine.awaitInitialSync();
    expect(await db.notifications.count().exec()).toBe(SERVER_CAP + 5);
    expect(largest).toBe(SERVER_CAP);
  });
});
