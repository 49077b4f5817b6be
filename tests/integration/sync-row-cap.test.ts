import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { openUserDatabase, type EveeDatabase } from '@sync/database';
import { startSync, type SyncEngine } from '@sync/sync-engine';
import { memoryStorage, notify } from '../fixtures/sync';
import { createUser, stack, TEST_PASSWORD } from '../fixtures/stack';

let db: EveeDatabase | undefined;
let engine: SyncEngine | undefined;

afterEach(async () => {
  await engine?.stop();
  await db?.remove();
});

describe('a server that caps rows per request', () => {
  it('still gets every row to the device (hosted Supabase caps at 1,000 by default)', async () => {
    const alice = await createUser();
    for (let i = 0; i < 7; i++) await notify(alice.id, `Capped ${i}`);
    let capped = 0;
    // Plays a server whose max-rows setting is 3: every REST read returns at most 3 rows.
    const client = createClient(stack().url, stack().anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: WebSocket as never },
      global: {
        fetch: (input, init) => {
          const url = new URL(String(input));
          const limit = Number(url.searchParams.get('limit') ?? Infinity);
          if (url.pathname.endsWith('/rest/v1/notifications') && limit > 3) {
            url.searchParams.set('limit', '3');
            capped++;
          }
          return fetch(url, init);
        },
      },
    });
    await client.auth.signInWithPassword({ email: alice.email, password: TEST_PASSWORD });
    db = await openUserDatabase({ userId: alice.id, storage: memoryStorage() });
    engine = startSync({ db, client, userId: alice.id });
    await engine.awaitInitialSync();
    expect(capped).toBeGreaterThan(0);
    expect(await db.notifications.count().exec()).toBe(7);
  });
});
