import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createRestSchema, type RestSchema } from '../fixtures/rest-schema';
import { restFetch, uniquePrefix, userClient } from '../fixtures/rest';
import { anonClient, db, serviceClient } from '../fixtures/stack';

let s: RestSchema;
let user: SupabaseClient;

beforeAll(async () => {
  s = await createRestSchema(uniquePrefix());
  user = (await userClient()).client;
});

afterAll(async () => {
  await s?.drop();
});

async function count(table: string, where = 'true'): Promise<number> {
  const c = await db();
  try {
    return Number((await c.query(`select count(*) from ${s.t(table)} where ${where}`)).rows[0].count);
  } finally {
    await c.end();
  }
}

describe('insert', () => {
  it('inserts one row with 201 and no body by default, filling defaults', async () => {
    const res = await user.from(s.t('authors')).insert({ name: 'Mary', age: 40 });
    expect(res.status).toBe(201);
    expect(res.data).toBeNull();
    expect(res.error).toBeNull();
    expect(await count('authors', `name = 'Mary' and created_at is not null`)).toBe(1);
  });

  it('returns the inserted rows with select(), arrays and JSON kept intact', async () => {
    const { data, error, status } = await user
      .from(s.t('authors'))
      .insert({ name: 'Alan', age: 41, tags: ['logic', 'ai'], data: { city: 'Manchester', n: [1, 2] } })
      .select('name, tags, data, created_at')
      .single();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toMatchObject({ name: 'Alan', tags: ['logic', 'ai'], data: { city: 'Manchester', n: [1, 2] } });
    expect(data!.created_at).toMatch(/\.\d+\+00:00$/);
  });

  it('bulk-inserts with the union of keys as columns: missing keys are null, or the default with defaultToNull false', async () => {
    const bulk = await user
      .from(s.t('posts'))
      .insert([{ title: 'One', body: 'b' }, { title: 'Two' }])
      .select('title, body, published');
    expect(bulk.error).toBeNull();
    expect(bulk.data).toEqual([
      { title: 'One', body: 'b', published: false },
      { title: 'Two', body: null, published: false },
    ]);
    const nulled = await user.from(s.t('posts')).insert([{ title: 'Five', published: true }, { title: 'Six' }]);
    expect(nulled.error!.code).toBe('23502');
    const defaults = await user
      .from(s.t('posts'))
      .insert(
        [
          { title: 'Three', body: 'x' },
          { title: 'Four', published: true },
        ],
        { defaultToNull: false },
      )
      .select('title, published');
    expect(defaults.data).toEqual([
      { title: 'Three', published: false },
      { title: 'Four', published: true },
    ]);
  });

  it('reports a unique violation as 409 with code 23505, with the key in details where RLS allows it', async () => {
    await user.from(s.t('authors')).insert({ name: 'Dup' });
    const { error, status } = await user.from(s.t('authors')).insert({ name: 'Dup' });
    expect(status).toBe(409);
    expect(error).toMatchObject({ code: '23505' });
    const service = await serviceClient().from(s.t('authors')).insert({ name: 'Dup' });
    expect(service.status).toBe(409);
    expect(service.error!.details).toBe('Key (name)=(Dup) already exists.');
  });

  it('reports a foreign-key violation as 409 and a not-null violation as 400', async () => {
    const fk = await user.from(s.t('comments')).insert({ post_id: 999999, text: 'orphan' });
    expect(fk.status).toBe(409);
    expect(fk.error!.code).toBe('23503');
    const nn = await user.from(s.t('posts')).insert({ body: 'no title' });
    expect(nn.status).toBe(400);
    expect(nn.error!.code).toBe('23502');
  });

  it('rejects an unknown column with 400 PGRST204 and a bad body with 400 PGRST102', async () => {
    const { error, status } = await user.from(s.t('authors')).insert({ name: 'X', shoe_size: 44 });
    expect(status).toBe(400);
    expect(error).toMatchObject({
      code: 'PGRST204',
      message: `Could not find the 'shoe_size' column of '${s.t('authors')}' in the schema cache`,
    });
    const bad = await restFetch(`/${s.t('authors')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":',
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).code).toBe('PGRST102');
  });
});

describe('upsert', () => {
  it('merges duplicates on the primary key and on an on_conflict column', async () => {
    await user.from(s.t('tags')).insert({ id: 10, label: 'old' });
    const merged = await user
      .from(s.t('tags'))
      .upsert([
        { id: 10, label: 'new' },
        { id: 11, label: 'fresh' },
      ])
      .select();
    expect(merged.error).toBeNull();
    expect(merged.data).toEqual([
      { id: 10, label: 'new' },
      { id: 11, label: 'fresh' },
    ]);
    await user.from(s.t('authors')).insert({ name: 'Upsy', age: 1 });
    const byName = await user
      .from(s.t('authors'))
      .upsert({ name: 'Upsy', age: 2 }, { onConflict: 'name' })
      .select('name, age');
    expect(byName.data).toEqual([{ name: 'Upsy', age: 2 }]);
  });

  it('ignores duplicates when asked, returning only the rows inserted', async () => {
    await user.from(s.t('tags')).insert({ id: 20, label: 'keep' });
    const res = await user
      .from(s.t('tags'))
      .upsert(
        [
          { id: 20, label: 'lose' },
          { id: 21, label: 'add' },
        ],
        { ignoreDuplicates: true },
      )
      .select();
    expect(res.error).toBeNull();
    expect(res.data).toEqual([{ id: 21, label: 'add' }]);
    expect(await count('tags', `id = 20 and label = 'keep'`)).toBe(1);
  });
});

describe('update and delete', () => {
  it('updates with 204 by default and 200 with the rows on select(); an empty match returns []', async () => {
    await user.from(s.t('authors')).insert([
      { name: 'U1', age: 1 },
      { name: 'U2', age: 1 },
    ]);
    const plain = await user.from(s.t('authors')).update({ age: 2 }).eq('name', 'U1');
    expect(plain.status).toBe(204);
    const repr = await user
      .from(s.t('authors'))
      .update({ age: 3 })
      .in('name', ['U1', 'U2'])
      .select('name, age')
      .order('name');
    expect(repr.status).toBe(200);
    expect(repr.data).toEqual([
      { name: 'U1', age: 3 },
      { name: 'U2', age: 3 },
    ]);
    const none = await user.from(s.t('authors')).update({ age: 4 }).eq('name', 'nobody').select();
    expect(none.status).toBe(200);
    expect(none.data).toEqual([]);
  });

  it('counts affected rows on update and delete', async () => {
    await user.from(s.t('authors')).insert([
      { name: 'C1', age: 70 },
      { name: 'C2', age: 70 },
    ]);
    const upd = await user.from(s.t('authors')).update({ age: 71 }, { count: 'exact' }).eq('age', 70);
    expect(upd.count).toBe(2);
    const del = await user.from(s.t('authors')).delete({ count: 'exact' }).eq('age', 71);
    expect(del.status).toBe(204);
    expect(del.count).toBe(2);
  });

  it('deletes and returns the deleted rows with select()', async () => {
    await user.from(s.t('authors')).insert({ name: 'Gone', age: 9 });
    const { data, status } = await user.from(s.t('authors')).delete().eq('name', 'Gone').select('name');
    expect(status).toBe(200);
    expect(data).toEqual([{ name: 'Gone' }]);
    expect(await count('authors', `name = 'Gone'`)).toBe(0);
  });

  it('rolls a mutation back when single() does not get exactly one row', async () => {
    await user.from(s.t('authors')).insert([
      { name: 'S1', age: 50 },
      { name: 'S2', age: 50 },
    ]);
    const { error, status } = await user.from(s.t('authors')).update({ age: 51 }).eq('age', 50).select().single();
    expect(status).toBe(406);
    expect(error).toMatchObject({ code: 'PGRST116', details: 'The result contains 2 rows' });
    expect(await count('authors', 'age = 50')).toBe(2);
  });
});

describe('roles and row-level security', () => {
  it('lets anon read public rows but not write them: 401 for anon, 403 for a signed-in user without a policy', async () => {
    const anonWrite = await anonClient().from(s.t('tags')).insert({ id: 99, label: 'anon' });
    expect(anonWrite.status).toBe(401);
    expect(anonWrite.error!.code).toBe('42501');
    const { client } = await userClient();
    const other = await client.from(s.t('items')).insert({ owner_id: randomUUID(), note: 'not mine' });
    expect(other.status).toBe(403);
    expect(other.error!.code).toBe('42501');
  });

  it('shows each user only their own rows, and anon none', async () => {
    const a = await userClient();
    const b = await userClient();
    await a.client.from(s.t('items')).insert({ owner_id: a.sub, note: 'a1' });
    await b.client.from(s.t('items')).insert({ owner_id: b.sub, note: 'b1' });
    expect((await a.client.from(s.t('items')).select('note')).data).toEqual([{ note: 'a1' }]);
    expect((await b.client.from(s.t('items')).select('note')).data).toEqual([{ note: 'b1' }]);
    expect((await anonClient().from(s.t('items')).select('note')).data).toEqual([]);
    const steal = await b.client.from(s.t('items')).update({ note: 'stolen' }).eq('note', 'a1').select();
    expect(steal.data).toEqual([]);
  });
});
