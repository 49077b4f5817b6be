import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestSchema, type RestSchema } from '../fixtures/rest-schema';
import { uniquePrefix, userClient } from '../fixtures/rest';
import { anonClient, db } from '../fixtures/stack';

let s: RestSchema;

beforeAll(async () => {
  s = await createRestSchema(uniquePrefix());
});

afterAll(async () => {
  await s?.drop();
});

async function sql(text: string): Promise<void> {
  const c = await db();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}

describe('schema cache', () => {
  it('finds a table, column and relationship created after it was loaded', async () => {
    const { client } = await userClient();
    expect((await anonClient().from(s.t('authors')).select('id')).error).toBeNull();
    await sql(`create table ${s.t('late')} (id int primary key, author_id uuid references ${s.t('authors')}(id));
      alter table ${s.t('late')} enable row level security;
      create policy "anyone can read late" on ${s.t('late')} for select using (true);
      create policy "signed-in users write late" on ${s.t('late')} for insert to authenticated with check (true);
      alter table ${s.t('authors')} add column nickname text;`);
    const author = await client
      .from(s.t('authors'))
      .insert({ name: 'Late', nickname: 'L' })
      .select('id, nickname')
      .single();
    expect(author.error).toBeNull();
    expect((await client.from(s.t('late')).insert({ id: 1, author_id: author.data!.id })).status).toBe(201);
    const embedded = await anonClient()
      .from(s.t('late'))
      .select(`id, ${s.t('authors')}(nickname)`);
    expect(embedded.data).toEqual([{ id: 1, [s.t('authors')]: { nickname: 'L' } }]);
    await sql(`drop table ${s.t('late')}`);
  });

  it('reloads on the DDL notification: a dropped column is reported as PGRST204, not a database error', async () => {
    const { client } = await userClient();
    await sql(`alter table ${s.t('authors')} add column shoe_size int`);
    expect((await client.from(s.t('authors')).insert({ name: 'Shoe', shoe_size: 44 })).status).toBe(201);
    await sql(`alter table ${s.t('authors')} drop column shoe_size`);
    await new Promise((r) => setTimeout(r, 300));
    const { error, status } = await client.from(s.t('authors')).insert({ name: 'Shoe2', shoe_size: 45 });
    expect(status).toBe(400);
    expect(error!.code).toBe('PGRST204');
  });

  it('answers 404 PGRST205 for a table that was dropped', async () => {
    await sql(
      `create table ${s.t('brief')} (id int primary key); alter table ${s.t('brief')} enable row level security;`,
    );
    expect((await anonClient().from(s.t('brief')).select()).status).toBe(200);
    await sql(`drop table ${s.t('brief')}`);
    await new Promise((r) => setTimeout(r, 300));
    const { error, status } = await anonClient().from(s.t('brief')).select();
    expect(status).toBe(404);
    expect(error!.code).toBe('PGRST205');
  });
});
