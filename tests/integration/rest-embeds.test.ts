// Embedding as PostgREST resolves it, through postgrest-js against the local gateway. Expected
// answers come from PostgREST's spec tests (test/spec/Feature/Query/EmbedDisambiguationSpec.hs,
// ComputedRelsSpec.hs, SpreadQueriesSpec.hs), its relationship rules (src/library/PostgREST/
// Plan.hs findRel, SchemaCache.hs) and error texts (src/library/PostgREST/Error.hs), and from
// postgrest-js's own suite (test/relationships*.test.ts), whose fixture these tables copy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbedSchema, type EmbedSchema } from '../fixtures/rest-embed-schema';
import { uniquePrefix } from '../fixtures/rest';
import { anonClient } from '../fixtures/stack';

let s: EmbedSchema;
let t: (name: string) => string;

beforeAll(async () => {
  s = await createEmbedSchema(uniquePrefix());
  t = s.t;
});

afterAll(async () => {
  await s?.drop();
});

describe('computed relationships', () => {
  // ComputedRelsSpec: a function of one row returning setof a table embeds as an array; with
  // `rows 1` it is to-one and embeds as an object. postgrest-js: channels?select=*,get_messages(*).
  it('embeds a function taking a row and returning a set as an array, with the embed’s order and limit', async () => {
    const { data, error } = await anonClient()
      .from(t('channels'))
      .select(`slug, ${t('get_messages')}(id, message)`)
      .order('id')
      .order('id', { referencedTable: t('get_messages'), ascending: false });
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        slug: 'public',
        [t('get_messages')]: [
          { id: 2, message: 'hi ada' },
          { id: 1, message: 'hello' },
        ],
      },
      { slug: 'random', [t('get_messages')]: [{ id: 3, message: 'anyone?' }] },
      { slug: 'empty', [t('get_messages')]: [] },
    ]);
  });

  it('embeds a function declared rows 1 as one object, or null', async () => {
    const { data, error } = await anonClient()
      .from(t('channels'))
      .select(`slug, last:${t('last_message')}(id)`)
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { slug: 'public', last: { id: 2 } },
      { slug: 'random', last: { id: 3 } },
      { slug: 'empty', last: null },
    ]);
  });
});

describe('self-referencing and constraint-named embeds', () => {
  // EmbedDisambiguationSpec "tables with self reference foreign keys"; postgrest-js
  // relationships.test.ts: collections?select=*,collections(*) gives the children.
  it('gives the children under the table’s name and the parent under the column’s name', async () => {
    const { data, error } = await anonClient()
      .from(t('collections'))
      .select(`id, ${t('collections')}(id), parent_id(id, description)`)
      .in('id', [1, 2])
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, [t('collections')]: [{ id: 2 }, { id: 3 }], parent_id: null },
      { id: 2, [t('collections')]: [{ id: 4 }], parent_id: { id: 1, description: 'root' } },
    ]);
  });

  it('gives the children for a hint naming the referencing column (collections!parent_id)', async () => {
    const { data, error } = await anonClient()
      .from(t('collections'))
      .select(`id, children:${t('collections')}!parent_id(id)`)
      .eq('id', 1);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 1, children: [{ id: 2 }, { id: 3 }] }]);
  });

  // postgrest-js relationships-join-operations.test.ts: first_friend_of:best_friends_first_user_fkey(*)
  it('embeds by the foreign key’s constraint name', async () => {
    const { data, error } = await anonClient()
      .from(t('users'))
      .select(`username, first_friend_of:${t('best_friends_first_user_fkey')}(id, second_user)`)
      .eq('username', 'ada');
    expect(error).toBeNull();
    expect(data).toEqual([{ username: 'ada', first_friend_of: [{ id: 1, second_user: 'bob' }] }]);
  });
});

describe('embedding views', () => {
  // EmbedDisambiguationSpec "can specify a view!fk": a view gets the relationships of the keys
  // its columns show, in both directions.
  it('embeds a view through its base table’s foreign key, and a table from the view', async () => {
    const toView = await anonClient()
      .from(t('messages'))
      .select(`id, ${t('user_view')}(username, status)`)
      .eq('id', 2);
    expect(toView.error).toBeNull();
    expect(toView.data).toEqual([{ id: 2, [t('user_view')]: { username: 'bob', status: 'OFFLINE' } }]);

    const fromView = await anonClient()
      .from(t('user_view'))
      .select(`username, ${t('messages')}(id)`)
      .eq('username', 'ada');
    expect(fromView.error).toBeNull();
    expect(fromView.data).toEqual([{ username: 'ada', [t('messages')]: [{ id: 1 }, { id: 3 }] }]);
  });
});

describe('spreading to-many embeds', () => {
  // SpreadQueriesSpec "one-to-many relationships": each spread column becomes an array, empty
  // when nothing matches (PostgREST 13).
  it('turns each column of a to-many spread into an array of its values', async () => {
    const { data, error } = await anonClient()
      .from(t('users'))
      .select(`username, ...${t('messages')}(message, stars)`)
      .order('username');
    expect(error).toBeNull();
    expect(data).toEqual([
      { username: 'ada', message: ['hello', 'anyone?'], stars: [5, 4] },
      { username: 'bob', message: ['hi ada'], stars: [3] },
      { username: 'cy', message: [], stars: [] },
    ]);
  });
});

describe('errors in PostgREST’s words', () => {
  // postgrest-js relationships-error-handling.test.ts 'join with same dest twice column hinting'.
  it('answers 400 42712 when the same table is embedded twice without aliases', async () => {
    const { data, error, status } = await anonClient()
      .from(t('best_friends'))
      .select(`${t('users')}!first_user(*), ${t('users')}!second_user(*)`)
      .limit(1);
    expect(data).toBeNull();
    expect(status).toBe(400);
    expect(error).toEqual({
      code: '42712',
      details: null,
      hint: null,
      message: `table name "${t('best_friends')}_${t('users')}_1" specified more than once`,
    });
  });

  // Error.hs compressedRel/relHint; the order is the schema cache's sort (Relationship's Ord):
  // EmbedDisambiguationSpec "errs on an ambiguous embed that has a circular reference" lists
  // the one-to-many before the many-to-one.
  it('lists every candidate of an ambiguous embed in PostgREST’s order, with a hint for each', async () => {
    const { error, status } = await anonClient()
      .from(t('agents'))
      .select(`*, ${t('departments')}(*)`);
    expect(status).toBe(300);
    expect(error).toEqual({
      code: 'PGRST201',
      details: [
        {
          cardinality: 'one-to-many',
          relationship: `${t('departments_head_id_fkey')} using ${t('agents')}(id) and ${t('departments')}(head_id)`,
          embedding: `${t('agents')} with ${t('departments')}`,
        },
        {
          cardinality: 'many-to-one',
          relationship: `${t('agents_department_id_fkey')} using ${t('agents')}(department_id) and ${t('departments')}(id)`,
          embedding: `${t('agents')} with ${t('departments')}`,
        },
      ],
      hint: `Try changing '${t('departments')}' to one of the following: '${t('departments')}!${t('departments_head_id_fkey')}', '${t('departments')}!${t('agents_department_id_fkey')}'. Find the desired relationship in the 'details' key.`,
      message: `Could not embed because more than one relationship was found for '${t('agents')}' and '${t('departments')}'`,
    });
  });

  // EmbedDisambiguationSpec "fails if the fk is not known"; Error.hs noRelBetweenHint.
  it('reports a missing relationship with the hint in its details, and suggests a close name or none', async () => {
    const hinted = await anonClient()
      .from(t('messages'))
      .select(`id, ${t('users')}!nope(*)`);
    expect(hinted.status).toBe(400);
    expect(hinted.error).toEqual({
      code: 'PGRST200',
      details: `Searched for a foreign key relationship between '${t('messages')}' and '${t('users')}' using the hint 'nope' in the schema 'public', but no matches were found.`,
      hint: null,
      message: `Could not find a relationship between '${t('messages')}' and '${t('users')}' in the schema cache`,
    });
    const misspelt = await anonClient()
      .from(t('messages'))
      .select(`id, ${t('channel')}(*)`);
    expect(misspelt.error).toMatchObject({
      code: 'PGRST200',
      hint: `Perhaps you meant '${t('channels')}' instead of '${t('channel')}'.`,
    });
  });

  it('names the embedded table in a database error, never an alias of the gateway’s own', async () => {
    const { error, status } = await anonClient()
      .from(t('messages'))
      .select(`id, ${t('users')}(nope)`);
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '42703', message: `column ${t('users')}_1.nope does not exist` });
    expect(error!.message).not.toContain('_pgrst_');
  });

  // Error.hs NoRpc and noRpcHint: a misspelt function name gets the closest one as a hint.
  it('suggests the closest function for an unknown one, in PostgREST’s words', async () => {
    const { error, status } = await anonClient().rpc(t('get_messagez'));
    expect(status).toBe(404);
    expect(error).toEqual({
      code: 'PGRST202',
      details: `Searched for the function public.${t('get_messagez')} without parameters or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
      hint: `Perhaps you meant to call the function public.${t('get_messages')}`,
      message: `Could not find the function public.${t('get_messagez')} without parameters in the schema cache`,
    });
  });
});
