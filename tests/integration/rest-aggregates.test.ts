// Aggregate functions in `select`, behind PostgREST's db-aggregates-enabled switch
// (PGRST_DB_AGGREGATES_ENABLED), off by default as on hosted Supabase. Expected answers from
// PostgREST's test/spec/Feature/Query/AggregateFunctionsSpec.hs (its `allowed` and `disallowed`
// specs) and the error text from src/library/PostgREST/Error.hs (AggregatesNotAllowed).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbedSchema, type EmbedSchema } from '../fixtures/rest-embed-schema';
import { startConfiguredGateway, type ConfiguredGateway } from '../fixtures/rest-gateway';
import { uniquePrefix } from '../fixtures/rest';
import { anonClient } from '../fixtures/stack';

let s: EmbedSchema;
let t: (name: string) => string;
let enabled: ConfiguredGateway;

beforeAll(async () => {
  s = await createEmbedSchema(uniquePrefix());
  t = s.t;
  enabled = await startConfiguredGateway({ aggregatesEnabled: true });
});

afterAll(async () => {
  await enabled?.close();
  await s?.drop();
});

const NOT_ALLOWED = {
  code: 'PGRST123',
  details: null,
  hint: null,
  message: 'Use of aggregate functions is not allowed',
};

describe('aggregates switched off (the default)', () => {
  it('refuses an aggregate at the top, in an embed and in a spread with 400 PGRST123', async () => {
    const selects = ['stars.sum()', `slug, ${t('messages')}(stars.sum())`, `slug, ...${t('messages')}(id.count())`];
    for (const [i, select] of selects.entries()) {
      const from = i === 0 ? t('messages') : t('channels');
      const { data, error, status } = await anonClient().from(from).select(select);
      expect(data).toBeNull();
      expect(status).toBe(400);
      expect(error).toEqual(NOT_ALLOWED);
    }
  });
});

describe('aggregates switched on (db-aggregates-enabled)', () => {
  it('counts all rows with count(), under an alias and with a cast of the result', async () => {
    const plain = await enabled.client().from(t('messages')).select('count()');
    expect(plain.error).toBeNull();
    expect(plain.data).toEqual([{ count: 3 }]);
    const cast = await enabled.client().from(t('messages')).select('n:count()::text');
    expect(cast.data).toEqual([{ n: '3' }]);
  });

  it('applies sum, avg, min and max grouped by every other selected column', async () => {
    const { data, error } = await enabled
      .client()
      .from(t('messages'))
      .select('username, stars.sum(), stars.avg(), low:stars.min(), stars.max()::text, count()')
      .order('username');
    expect(error).toBeNull();
    expect(data).toEqual([
      { username: 'ada', sum: 9, avg: 4.5, low: 4, max: '5', count: 2 },
      { username: 'bob', sum: 3, avg: 3, low: 3, max: '3', count: 1 },
    ]);
  });

  it('aggregates inside an embed per parent row, one row with null for a parent without matches', async () => {
    const { data, error } = await enabled
      .client()
      .from(t('channels'))
      .select(`slug, ${t('messages')}(stars.sum(), count())`)
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { slug: 'public', [t('messages')]: [{ sum: 8, count: 2 }] },
      { slug: 'random', [t('messages')]: [{ sum: 4, count: 1 }] },
      { slug: 'empty', [t('messages')]: [{ sum: null, count: 0 }] },
    ]);
  });

  it('applies a to-one spread’s aggregate in the parent, grouped and ordered by the spread’s other columns', async () => {
    const { data, error } = await enabled
      .client()
      .from(t('messages'))
      .select(`total:stars.sum(), ...${t('users')}(status, n:username.count())`)
      .order(`${t('users')}(status)`);
    expect(error).toBeNull();
    expect(data).toEqual([
      { total: 3, status: 'OFFLINE', n: 1 },
      { total: 9, status: 'ONLINE', n: 2 },
    ]);
  });
});
