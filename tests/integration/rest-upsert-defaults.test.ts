// Upserts' status and `Prefer: missing=default` as PostgREST answers them, through postgrest-js.
// Expected answers: PostgREST's test/spec/Feature/Query/UpsertSpec.hs ("UPDATEs rows on pk
// conflict" → 200, "succeeds when the payload has no elements" → 200, "succeeds if not a single
// resource is created" with ignore-duplicates → 201), Response.hs (isInsertIfGTZero, PR #2926),
// and InsertSpec.hs "apply defaults on missing values" (identity, domain and view defaults).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createRestSchema, type RestSchema } from '../fixtures/rest-schema';
import { uniquePrefix, userClient } from '../fixtures/rest';
import { db } from '../fixtures/stack';

let s: RestSchema;
let user: SupabaseClient;

async function sql(text: string): Promise<void> {
  const c = await db();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}

beforeAll(async () => {
  s = await createRestSchema(uniquePrefix());
  user = (await userClient()).client;
  const p = s.p;
  // Defaults PostgreSQL keeps outside pg_attrdef's column entry: a domain's and a view's own.
  await sql(`create domain ${p}_lucky as int default 666;
    create table ${p}_tickets (id ${p}_lucky, label text);
    alter table ${p}_tickets enable row level security;
    create policy "signed-in users use tickets" on ${p}_tickets for all to authenticated using (true) with check (true);
    grant select, insert on ${p}_tickets to authenticated;
    create view ${p}_named_tickets with (security_invoker = true) as select id, label from ${p}_tickets;
    alter view ${p}_named_tickets alter column label set default 'unnamed';
    grant select, insert on ${p}_named_tickets to authenticated;`);
});

afterAll(async () => {
  await sql(
    `drop view if exists ${s.p}_named_tickets; drop table if exists ${s.p}_tickets; drop domain if exists ${s.p}_lucky;`,
  );
  await s?.drop();
});

describe('upsert status', () => {
  it('answers 200 when a merge-duplicates upsert only updates existing rows, with or without the rows returned, and 201 once it inserts one', async () => {
    await user.from(s.t('tags')).insert([
      { id: 1, label: 'one' },
      { id: 2, label: 'two' },
    ]);
    const repr = await user
      .from(s.t('tags'))
      .upsert([
        { id: 1, label: 'uno' },
        { id: 2, label: 'dos' },
      ])
      .select();
    expect(repr.error).toBeNull();
    expect(repr.status).toBe(200);
    expect(repr.data).toEqual([
      { id: 1, label: 'uno' },
      { id: 2, label: 'dos' },
    ]);
    const minimal = await user.from(s.t('authors')).insert({ name: 'Ada', age: 36 });
    expect(minimal.status).toBe(201);
    const again = await user.from(s.t('authors')).upsert({ name: 'Ada', age: 37 }, { onConflict: 'name' });
    expect(again.error).toBeNull();
    expect(again.status).toBe(200);
    const read = await user.from(s.t('authors')).select('age').eq('name', 'Ada').single();
    expect(read.data).toEqual({ age: 37 });
    await user.from(s.t('tags')).insert({ id: 10, label: 'ten' });
    const res = await user
      .from(s.t('tags'))
      .upsert([
        { id: 10, label: 'diez' },
        { id: 11, label: 'once' },
      ])
      .select('id');
    expect(res.error).toBeNull();
    expect(res.status).toBe(201);
    expect(res.data).toEqual([{ id: 10 }, { id: 11 }]);
  });

  it('answers 200 to a merge-duplicates upsert of an empty array, and 201 when ignore-duplicates skips every row', async () => {
    const empty = await user.from(s.t('tags')).upsert([]).select();
    expect(empty.error).toBeNull();
    expect(empty.status).toBe(200);
    expect(empty.data).toEqual([]);
    await user.from(s.t('tags')).insert({ id: 20, label: 'twenty' });
    const ignored = await user
      .from(s.t('tags'))
      .upsert([{ id: 20, label: 'veinte' }], { ignoreDuplicates: true })
      .select();
    expect(ignored.status).toBe(201);
    expect(ignored.data).toEqual([]);
  });
});

describe('missing=default', () => {
  it('gives a row without an identity key the next identity value instead of NULL', async () => {
    const res = await user
      .from(s.t('posts'))
      .insert(
        [
          { id: 900, title: 'Given' },
          { title: 'Numbered', published: true },
        ],
        { defaultToNull: false },
      )
      .select('id, title, published')
      .order('id');
    expect(res.error).toBeNull();
    expect(res.data).toHaveLength(2);
    const [given, numbered] = res.data!;
    expect(given).toEqual({ id: 900, title: 'Given', published: false });
    expect(numbered).toMatchObject({ title: 'Numbered', published: true });
    expect(typeof numbered!.id).toBe('number');
  });

  it("takes a domain's default and a view's own column default for keys a row leaves out, and NULL without the preference", async () => {
    const viaTable = await user
      .from(s.t('tickets'))
      .insert([{ id: 1, label: 'first' }, { label: 'lucky' }], { defaultToNull: false })
      .select();
    expect(viaTable.error).toBeNull();
    expect(viaTable.data).toEqual([
      { id: 1, label: 'first' },
      { id: 666, label: 'lucky' },
    ]);
    const viaView = await user
      .from(s.t('named_tickets'))
      .insert([{ id: 2, label: 'second' }, { id: 3 }], { defaultToNull: false })
      .select();
    expect(viaView.error).toBeNull();
    expect(viaView.data).toEqual([
      { id: 2, label: 'second' },
      { id: 3, label: 'unnamed' },
    ]);
    const res = await user
      .from(s.t('tickets'))
      .insert([{ id: 4, label: 'x' }, { label: 'y' }])
      .select();
    expect(res.error).toBeNull();
    expect(res.data).toEqual([
      { id: 4, label: 'x' },
      { id: null, label: 'y' },
    ]);
  });
});
