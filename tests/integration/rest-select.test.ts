import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestSchema, type RestSchema } from '../fixtures/rest-schema';
import { uniquePrefix } from '../fixtures/rest';
import { anonClient, db } from '../fixtures/stack';

let s: RestSchema;
const ids: Record<string, string> = {};

beforeAll(async () => {
  s = await createRestSchema(uniquePrefix());
  const c = await db();
  try {
    const a = await c.query(
      `insert into ${s.t('authors')} (name, age, data, tags, born) values
        ('Ada', 36, '{"city":"London","langs":{"main":"en"},"n":3}', '{math,poetry}', '1815-12-10'),
        ('Grace', 85, '{"city":"New York","n":7}', '{navy,cobol}', '1906-12-09'),
        ('Linus', null, null, '{}', null),
        ('Zed 100%, "quoted"', 5, '{"city":"Berlin"}', '{misc}', null) returning id, name`,
    );
    for (const r of a.rows) ids[r.name] = r.id;
    await c.query(
      `insert into ${s.t('posts')} (id, author_id, editor_id, title, body, published, score, during) values
        (1, $1, $2, 'Notes on the engine', 'the analytical engine weaves algebraic patterns', true, 9.5, '[1,5)'),
        (2, $1, null, 'Poetical science', 'imagination and science', false, 7, '[5,10)'),
        (3, $2, $1, 'Compilers', 'the first compiler', true, null, '[10,20)')`,
      [ids.Ada, ids.Grace],
    );
    await c.query(
      `insert into ${s.t('comments')} (post_id, text, stars) values (1, 'brilliant', 5), (1, 'dense', 3), (3, 'useful', 4)`,
    );
    await c.query(
      `insert into ${s.t('tags')} values (1, 'history'), (2, 'computing'); insert into ${s.t('post_tags')} values (1, 1), (1, 2), (3, 2)`,
    );
  } finally {
    await c.end();
  }
});

afterAll(async () => {
  await s?.drop();
});

describe('select', () => {
  it('returns the listed columns with aliases, casts and JSON paths', async () => {
    const { data, error } = await anonClient()
      .from(s.t('authors'))
      .select('name, years:age, age_text:age::text, city:data->>city, data->langs->main, n:data->n')
      .eq('name', 'Ada');
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'Ada', years: 36, age_text: '36', city: 'London', main: 'en', n: 3 }]);
  });

  it('formats timestamps as PostgreSQL does, with microseconds and +00:00', async () => {
    const { data, error } = await anonClient()
      .from(s.t('authors'))
      .select('created_at, born')
      .eq('name', 'Ada')
      .single();
    expect(error).toBeNull();
    expect(data!.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{1,6}\+00:00$/);
    expect(data!.born).toBe('1815-12-10');
  });

  it('selects from a view', async () => {
    const { data, error } = await anonClient().from(s.t('author_names')).select('name').order('name').limit(2);
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'Ada' }, { name: 'Grace' }]);
  });

  it('embeds a many-to-one relationship as an object, disambiguated by a hint', async () => {
    const { data, error } = await anonClient()
      .from(s.t('posts'))
      .select(`id, author:${s.t('authors')}!author_id(name), editor:${s.t('authors')}!editor_id(name)`)
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, author: { name: 'Ada' }, editor: { name: 'Grace' } },
      { id: 2, author: { name: 'Ada' }, editor: null },
      { id: 3, author: { name: 'Grace' }, editor: { name: 'Ada' } },
    ]);
  });

  it('refuses an ambiguous embed with 300 PGRST201', async () => {
    const { error, status } = await anonClient()
      .from(s.t('posts'))
      .select(`id, ${s.t('authors')}(name)`);
    expect(status).toBe(300);
    expect(error!.code).toBe('PGRST201');
  });

  it('reports a missing relationship with 400 PGRST200', async () => {
    const { error, status } = await anonClient()
      .from(s.t('tags'))
      .select(`id, ${s.t('comments')}(text)`);
    expect(status).toBe(400);
    expect(error!.code).toBe('PGRST200');
  });

  it('embeds one-to-many as arrays with embedded filters, order and limit that touch only the embed', async () => {
    const { data, error } = await anonClient()
      .from(s.t('posts'))
      .select(`id, ${s.t('comments')}(text, stars)`)
      .gte(`${s.t('comments')}.stars`, 4)
      .order('stars', { referencedTable: s.t('comments'), ascending: false })
      .limit(1, { referencedTable: s.t('comments') })
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, [s.t('comments')]: [{ text: 'brilliant', stars: 5 }] },
      { id: 2, [s.t('comments')]: [] },
      { id: 3, [s.t('comments')]: [{ text: 'useful', stars: 4 }] },
    ]);
  });

  it('drops parents without a match when the embed is !inner', async () => {
    const { data, error } = await anonClient()
      .from(s.t('posts'))
      .select(`id, ${s.t('comments')}!inner(text)`)
      .eq(`${s.t('comments')}.text`, 'useful');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 3, [s.t('comments')]: [{ text: 'useful' }] }]);
  });

  it('embeds many-to-many through a junction table, and nested embeds', async () => {
    const { data, error } = await anonClient()
      .from(s.t('posts'))
      .select(
        `id, ${s.t('tags')}(label), author:${s.t('authors')}!author_id(name, written:${s.t('posts')}!author_id(id))` as string,
      )
      .eq('id', 1)
      .single<Record<string, unknown>>();
    expect(error).toBeNull();
    expect(data![s.t('tags')]).toEqual([{ label: 'history' }, { label: 'computing' }]);
    expect(data!.author).toEqual({ name: 'Ada', written: [{ id: 1 }, { id: 2 }] });
  });

  it('spreads a to-one embed into the parent', async () => {
    const { data, error } = await anonClient()
      .from(s.t('posts'))
      .select(`id, ...${s.t('authors')}!author_id(author_name:name)`)
      .eq('id', 3);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 3, author_name: 'Grace' }]);
  });

  it('orders by a to-one embed column and with nulls first or last', async () => {
    const byAuthor = await anonClient()
      .from(s.t('posts'))
      .select('id')
      .order('author_id(name)', { ascending: false })
      .order('id');
    expect(byAuthor.error).toBeNull();
    expect(byAuthor.data).toEqual([{ id: 3 }, { id: 1 }, { id: 2 }]);
    const unknownEmbed = await anonClient()
      .from(s.t('posts'))
      .select('id')
      .order('name', { referencedTable: 'nothing' });
    expect(unknownEmbed.status).toBe(400);
    expect(unknownEmbed.error!.code).toBe('PGRST108');
    const nulls = await anonClient()
      .from(s.t('authors'))
      .select('name')
      .order('age', { ascending: true, nullsFirst: true });
    expect(nulls.data!.map((r) => r.name)).toEqual(['Linus', 'Zed 100%, "quoted"', 'Ada', 'Grace']);
    const last = await anonClient()
      .from(s.t('authors'))
      .select('name')
      .order('age', { ascending: false, nullsFirst: false });
    expect(last.data!.map((r) => r.name)).toEqual(['Grace', 'Ada', 'Zed 100%, "quoted"', 'Linus']);
  });

  it('pages with limit, offset and range', async () => {
    const { data } = await anonClient().from(s.t('authors')).select('name').order('name').range(1, 2);
    expect(data!.map((r) => r.name)).toEqual(['Grace', 'Linus']);
    const limited = await anonClient().from(s.t('authors')).select('name').order('name').limit(1);
    expect(limited.data).toEqual([{ name: 'Ada' }]);
  });

  it('counts exactly with Content-Range, and answers 206 for a partial page', async () => {
    const { data, count, status } = await anonClient()
      .from(s.t('authors'))
      .select('name', { count: 'exact' })
      .order('name')
      .range(0, 1);
    expect(data).toHaveLength(2);
    expect(count).toBe(4);
    expect(status).toBe(206);
    const head = await anonClient().from(s.t('authors')).select('*', { count: 'exact', head: true }).gt('age', 30);
    expect(head.count).toBe(2);
    expect(head.data).toBeNull();
  });

  it('answers 416 PGRST103 for an offset past the total', async () => {
    const { error, status } = await anonClient().from(s.t('authors')).select('name', { count: 'exact' }).range(10, 12);
    expect(status).toBe(416);
    expect(error!.code).toBe('PGRST103');
  });

  it('returns a bare object for single() and 406 PGRST116 for zero or many rows; maybeSingle allows none', async () => {
    const one = await anonClient().from(s.t('authors')).select('name').eq('name', 'Grace').single();
    expect(one.data).toEqual({ name: 'Grace' });
    const none = await anonClient().from(s.t('authors')).select('name').eq('name', 'Nobody').single();
    expect(none.status).toBe(406);
    expect(none.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 0 rows' });
    const many = await anonClient().from(s.t('authors')).select('name').single();
    expect(many.error!.details).toBe('The result contains 4 rows');
    const maybe = await anonClient().from(s.t('authors')).select('name').eq('name', 'Nobody').maybeSingle();
    expect(maybe.error).toBeNull();
    expect(maybe.data).toBeNull();
  });
});
