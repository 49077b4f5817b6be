import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRxDatabase, type RxCollection, type RxDatabase } from 'rxdb';
import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import { replicateSupabase } from 'rxdb/plugins/replication-supabase';
import { createRestSchema, type RestSchema } from '../fixtures/rest-schema';
import { uniquePrefix, userClient } from '../fixtures/rest';
import { db } from '../fixtures/stack';

let s: RestSchema;

beforeAll(async () => {
  s = await createRestSchema(uniquePrefix());
});

afterAll(async () => {
  await s?.drop();
});

describe('the (_modified, id) checkpoint pull', () => {
  it('pages through rows that share one _modified value with RxDB’s exact query: each row once, in order, no gaps', async () => {
    const { sub, client } = await userClient();
    const stamp = '2024-05-01 10:00:00.123456+00';
    const c = await db();
    try {
      await c.query(
        `insert into ${s.t('items')} (owner_id, note, _modified)
         select $1::uuid, 'same-' || g, $2::timestamptz from generate_series(1, 7) g
         union all select $1::uuid, 'before', $2::timestamptz - interval '1 microsecond'
         union all select $1::uuid, 'after', $2::timestamptz + interval '1 microsecond'`,
        [sub, stamp],
      );
    } finally {
      await c.end();
    }
    const seen: { id: string; note: string; _modified: string }[] = [];
    let checkpoint: { id: string; modified: string } | undefined;
    for (let guard = 0; guard < 10; guard++) {
      let query = client.from(s.t('items')).select('*');
      if (checkpoint) {
        const { modified, id } = checkpoint;
        query = query.or(`"_modified".gt.${modified},and("_modified".eq.${modified},"id".gt.${id})`);
      }
      const { data, error } = await query
        .order('_modified', { ascending: true })
        .order('id', { ascending: true })
        .limit(3);
      expect(error).toBeNull();
      if (!data || data.length === 0) break;
      seen.push(...data);
      const last = data[data.length - 1];
      checkpoint = { id: last.id, modified: last._modified };
    }
    expect(seen).toHaveLength(9);
    expect(new Set(seen.map((r) => r.id)).size).toBe(9);
    expect(seen[0]!.note).toBe('before');
    expect(seen[8]!.note).toBe('after');
    expect(seen[1]!._modified).toBe('2024-05-01T10:00:00.123456+00:00');
    const middle = seen.slice(1, 8).map((r) => r.id);
    expect(middle).toEqual([...middle].sort());
  });
});

const itemSchema = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 100 },
    owner_id: { type: 'string' },
    note: { type: ['string', 'null'] },
  },
  required: ['id', 'owner_id'],
} as const;

describe('RxDB replication-supabase against the local REST service', () => {
  let database: RxDatabase | undefined;
  afterAll(async () => {
    await database?.close();
  });

  async function syncOnce(
    collection: RxCollection,
    client: import('@supabase/supabase-js').SupabaseClient,
    identifier: string,
  ) {
    const state = replicateSupabase({
      tableName: s.t('items'),
      client,
      collection,
      replicationIdentifier: identifier,
      live: false,
      waitForLeadership: false,
      pull: { batchSize: 2 },
      push: { batchSize: 5 },
    });
    const errors: unknown[] = [];
    state.error$.subscribe((e) => errors.push(e));
    await state.awaitInitialReplication();
    await state.cancel();
    expect(errors).toEqual([]);
  }

  it('pulls existing rows, pushes a new document and pushes an update', async () => {
    const { sub, client } = await userClient();
    const c = await db();
    const existing = [randomUUID(), randomUUID(), randomUUID()];
    try {
      for (const [i, id] of existing.entries()) {
        await c.query(`insert into ${s.t('items')} (id, owner_id, note) values ($1, $2, $3)`, [id, sub, `server ${i}`]);
      }
      database = await createRxDatabase({
        name: `rest${randomUUID().slice(0, 8)}`,
        storage: getRxStorageMemory(),
        multiInstance: false,
      });
      const { items } = await database.addCollections({ items: { schema: itemSchema } });
      const identifier = `rest-test-${randomUUID()}`;
      await syncOnce(items!, client, identifier);
      const pulled = await items!.find().exec();
      expect(pulled.map((d) => d.note).sort()).toEqual(['server 0', 'server 1', 'server 2']);

      const mine = randomUUID();
      await items!.insert({ id: mine, owner_id: sub, note: 'from the device' });
      await syncOnce(items!, client, identifier);
      const inserted = await c.query(`select note, _deleted from ${s.t('items')} where id = $1`, [mine]);
      expect(inserted.rows).toEqual([{ note: 'from the device', _deleted: false }]);

      const doc = await items!.findOne(mine).exec();
      await doc!.incrementalPatch({ note: 'edited offline' });
      await syncOnce(items!, client, identifier);
      const updated = await c.query(`select note from ${s.t('items')} where id = $1`, [mine]);
      expect(updated.rows).toEqual([{ note: 'edited offline' }]);
    } finally {
      await c.end();
    }
  });
});
