// Functions called as PostgREST calls them, through postgrest-js (raw fetch only for the body
// types postgrest-js cannot send). Expected answers from PostgREST's source and tests:
// - unnamed parameters: Plan.hs findProc, SchemaCache.hs funcsSqlQuery ("callable"),
//   RpcSpec.hs "single unnamed param", Error.hs NoRpc texts;
// - counts: RpcSpec.hs "includes exact count of 1 for functions that return a single scalar,
//   domain or composite" (Content-Range 0-0/1) and "includes total count if requested";
//   MainTx.hs counts a call's rows for exact and estimated only, so planned leaves '*';
// - max-affected: Preferences/MaxAffectedSpec.hs "test Prefer: max-affected with rpc" (PGRST124
//   after the call, rolled back; PGRST128 for a function that does not return a set).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createRestSchema, type RestSchema } from '../fixtures/rest-schema';
import { restFetch, uniquePrefix, userClient } from '../fixtures/rest';
import { db } from '../fixtures/stack';

let s: RestSchema;
let user: SupabaseClient;

async function sql<T = Record<string, unknown>>(text: string): Promise<T[]> {
  const c = await db();
  try {
    return (await c.query(text)).rows as T[];
  } finally {
    await c.end();
  }
}

beforeAll(async () => {
  s = await createRestSchema(uniquePrefix());
  user = (await userClient()).client;
  const p = s.p;
  await sql(`insert into ${p}_tags (id, label) values (1, 'a'), (2, 'b'), (3, 'c');
    create function ${p}_shout(text) returns text language sql immutable as $$ select upper($1) $$;
    create function ${p}_size(bytea) returns int language sql immutable as $$ select length($1) $$;
    create function ${p}_twice(int) returns int language sql immutable as $$ select $1 * 2 $$;
    create function ${p}_pair(int, int) returns int language sql immutable as $$ select $1 + $2 $$;
    create function ${p}_tagged(label text, text) returns text language sql immutable as $$ select label || $2 $$;
    create function ${p}_overloaded(json) returns text language sql immutable as $$ select 'json' $$;
    create function ${p}_overloaded(text) returns text language sql immutable as $$ select 'text' $$;
    create function ${p}_overloaded() returns text language sql immutable as $$ select 'none' $$;
    create function ${p}_overloaded(x int, y int) returns text language sql immutable as $$ select 'named' $$;
    create function ${p}_clear_tags() returns setof ${p}_tags language sql as $$ delete from ${p}_tags returning * $$;
    create function ${p}_clear_one_tag() returns int language sql as $$ delete from ${p}_tags where id = 1 returning id $$;`);
});

/** postgrest-js types maxAffected() for PostgREST 13 clients only; the Prefer headers it sends are the same. */
function maxAffected<T>(builder: T, rows: number): T {
  return (builder as unknown as { maxAffected(n: number): T }).maxAffected(rows);
}

afterAll(async () => {
  const p = s.p;
  await sql(`drop function if exists ${p}_shout, ${p}_size, ${p}_twice, ${p}_pair, ${p}_tagged, ${p}_clear_tags, ${p}_clear_one_tag;
    drop function if exists ${p}_overloaded(json), ${p}_overloaded(text), ${p}_overloaded(), ${p}_overloaded(int, int);`);
  await s?.drop();
});

describe('a function of one unnamed parameter', () => {
  it('receives the whole JSON body when its parameter is json or jsonb, whatever the keys', async () => {
    const res = await user.rpc(s.t('echo'), { A: 1, B: [2, 3] });
    expect(res.error).toBeNull();
    expect(res.data).toEqual({ A: 1, B: [2, 3] });
    const empty = await user.rpc(s.t('echo'), { '': 'x' });
    expect(empty.data).toEqual({ '': 'x' });
  });

  it('is matched by the key "" and then receives the whole body as text, never a SQL error', async () => {
    const res = await user.rpc(s.t('shout'), { '': 'hello' });
    expect(res.error).toBeNull();
    expect(res.status).toBe(200);
    expect(res.data).toBe('{"":"HELLO"}');
    const viaGet = await user.rpc(s.t('shout'), { '': 'hi' }, { get: true });
    expect(viaGet.error).toBeNull();
    expect(viaGet.data).toBe('{"":"HI"}');
  });

  it('takes a text/plain body as its text, and an octet-stream body as its bytea', async () => {
    const text = await restFetch(`/rpc/${s.t('shout')}`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'plain words',
    });
    expect(text.status).toBe(200);
    expect(await text.json()).toBe('PLAIN WORDS');
    const bytes = await restFetch(`/rpc/${s.t('size')}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/octet-stream' },
      body: new Uint8Array([0, 1, 2, 255, 254]),
    });
    expect(bytes.status).toBe(200);
    expect(await bytes.json()).toBe(5);
  });

  it('falls back to the unnamed overload that fits the body type, calls the named or empty one when keys fit it, and answers 300 PGRST203 when the key "" fits several', async () => {
    expect((await user.rpc(s.t('overloaded'), { x: 1, y: 2 })).data).toBe('named');
    expect((await user.rpc(s.t('overloaded'))).data).toBe('none');
    expect((await user.rpc(s.t('overloaded'), { z: 1 })).data).toBe('json');
    const plain = await restFetch(`/rpc/${s.t('overloaded')}`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'words',
    });
    expect(await plain.json()).toBe('text');
    const res = await user.rpc(s.t('overloaded'), { '': 1 });
    expect(res.status).toBe(300);
    expect(res.error).toMatchObject({
      code: 'PGRST203',
      message: expect.stringContaining(`public.${s.t('overloaded')}( => json)`),
      hint: 'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    });
  });

  it('answers 404 PGRST202 for malformed calls a SQL statement could not express, and never a SQL error', async () => {
    const attempts = [
      user.rpc(s.t('twice'), { '': 2 }),
      user.rpc(s.t('twice'), { x: 2 }),
      user.rpc(s.t('pair'), { '': 1 }),
      user.rpc(s.t('tagged'), { label: 'a', '': 'b' }),
      user.rpc(s.t('add'), { '': 1 }),
      user.rpc(s.t('add'), { a: 1, '': 2 }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.error?.code).toMatch(/^PGRST/);
      expect([400, 404]).toContain(res.status);
    }
    const raw = await restFetch(`/rpc/${s.t('twice')}`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: '2',
    });
    expect(raw.status).toBe(404);
    expect(await raw.json()).toEqual({
      code: 'PGRST202',
      message: `Could not find the function public.${s.t('twice')} in the schema cache`,
      details: `Searched for the function public.${s.t('twice')} with a single unnamed text parameter, but no matches were found in the schema cache.`,
      hint: null,
    });
  });
});

describe('counts on functions', () => {
  it('counts a scalar or composite result as one row with count=exact, and a set in full with 206 for part of it', async () => {
    const scalar = await user.rpc(s.t('add'), { a: 1, b: 2 }, { count: 'exact' });
    expect(scalar.error).toBeNull();
    expect(scalar.count).toBe(1);
    const composite = await user.rpc(s.t('first_author'), {}, { count: 'exact' });
    expect(composite.error).toBeNull();
    expect(composite.count).toBe(1);
    const set = await user.rpc(s.t('numbers'), { n: 3 }, { count: 'exact' });
    expect(set.count).toBe(3);
    const res = await user.rpc(s.t('numbers'), { n: 5 }, { count: 'exact' }).range(1, 2);
    expect(res.error).toBeNull();
    expect(res.status).toBe(206);
    expect(res.count).toBe(5);
    expect(res.data).toEqual([2, 3]);
    const head = await user.rpc(s.t('numbers'), { n: 5 }, { head: true, count: 'exact' }).limit(2);
    expect(head.status).toBe(206);
    expect(head.count).toBe(5);
  });

  it('leaves the total unknown (Content-Range 0-3/*) for count=planned on a function, answering 200', async () => {
    // PostgREST runs no EXPLAIN for a call, so hosted answers '*' too and postgrest-js reads NaN.
    const res = await user.rpc(s.t('numbers'), { n: 4 }, { head: true, count: 'planned' });
    expect(res.error).toBeNull();
    expect(res.status).toBe(200);
    expect(res.count).toBeNaN();
    const raw = await restFetch(`/rpc/${s.t('numbers')}?n=4`, { headers: { Prefer: 'count=planned' } });
    expect(raw.headers.get('content-range')).toBe('0-3/*');
  });
});

describe('max-affected on functions', () => {
  it('refuses with 400 PGRST128 a function that does not return a set, before it runs', async () => {
    const res = await maxAffected(user.rpc(s.t('clear_one_tag')), 5);
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({
      code: 'PGRST128',
      message: 'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
    });
    expect(await sql(`select count(*)::int as n from ${s.t('tags')}`)).toEqual([{ n: 3 }]);
  });

  it('refuses with 400 PGRST124 and rolls back a call that returns more rows than max-affected allows, and lets one within it through', async () => {
    const res = await maxAffected(user.rpc(s.t('clear_tags')), 1);
    expect(res.status).toBe(400);
    expect(res.error).toMatchObject({
      code: 'PGRST124',
      message: 'Query result exceeds max-affected preference constraint',
      details: 'The query affects 3 rows',
    });
    expect(await sql(`select id from ${s.t('tags')} order by id`)).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    const within = await maxAffected(user.rpc(s.t('clear_tags')).select('id').order('id'), 3);
    expect(within.error).toBeNull();
    expect(within.data).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
  });
});
