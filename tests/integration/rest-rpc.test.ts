import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestSchema, type RestSchema } from '../fixtures/rest-schema';
import { clientWithToken, mintToken, restFetch, uniquePrefix, userClient } from '../fixtures/rest';
import { anonClient, db, serviceClient, stack } from '../fixtures/stack';

let s: RestSchema;

beforeAll(async () => {
  s = await createRestSchema(uniquePrefix());
  const c = await db();
  try {
    await c.query(`insert into ${s.t('authors')} (name, age) values ('Ada', 36), ('Grace', 85), ('Linus', 20)`);
  } finally {
    await c.end();
  }
});

afterAll(async () => {
  await s?.drop();
});

describe('rpc', () => {
  it('returns a scalar bare, with defaulted arguments optional, by POST and GET', async () => {
    expect((await anonClient().rpc(s.t('add'), { a: 1, b: 2 })).data).toBe(3);
    expect((await anonClient().rpc(s.t('add'), { a: 1 })).data).toBe(11);
    const viaGet = await anonClient().rpc(s.t('add'), { a: 5, b: 5 }, { get: true });
    expect(viaGet.error).toBeNull();
    expect(viaGet.data).toBe(10);
  });

  it('returns a set of rows as an array that filters, select, order and limit apply to', async () => {
    const { data, error } = await anonClient()
      .rpc(s.t('authors_older'), { min_age: 18 })
      .select('name')
      .order('name', { ascending: false })
      .limit(2);
    expect(error).toBeNull();
    expect(data).toEqual([{ name: 'Linus' }, { name: 'Grace' }]);
    const filtered = await anonClient()
      .rpc(s.t('authors_older'), { min_age: 18 })
      .select('name')
      .gt('age', 30)
      .order('name');
    expect(filtered.data).toEqual([{ name: 'Ada' }, { name: 'Grace' }]);
    const single = await anonClient().rpc(s.t('authors_older'), { min_age: 80 }).select('name').single();
    expect(single.data).toEqual({ name: 'Grace' });
  });

  it('returns a composite as an object, a set of scalars as an array and void as 204', async () => {
    const first = await anonClient().rpc(s.t('first_author'));
    expect(first.data).toMatchObject({ name: 'Ada', age: 36 });
    expect((await anonClient().rpc(s.t('numbers'), { n: 3 })).data).toEqual([1, 2, 3]);
    const v = await user().rpc(s.t('noop'), { x: 'hello' });
    expect(v.status).toBe(204);
    expect(v.error).toBeNull();
    expect(v.data).toBeNull();
  });

  it('passes the whole body to a function with a single unnamed jsonb parameter', async () => {
    const { data, error } = await anonClient().rpc(s.t('echo'), { deep: { list: [1, 'two'] }, ok: true });
    expect(error).toBeNull();
    expect(data).toEqual({ deep: { list: [1, 'two'] }, ok: true });
  });

  it('runs as the caller: auth.uid() and the role come from the JWT', async () => {
    const { sub, client } = await userClient();
    expect((await client.rpc(s.t('whoami'))).data).toBe(`${sub}:authenticated`);
    expect((await anonClient().rpc(s.t('whoami'))).data).toBe('nobody:anon');
    expect((await serviceClient().rpc(s.t('whoami'))).data).toBe('nobody:service_role');
  });

  it('maps RAISE EXCEPTION to 400 P0001, an unknown function to 404 PGRST202, and a write in a GET to 405', async () => {
    const raised = await anonClient().rpc(s.t('fail'), { msg: 'no such invitation' });
    expect(raised.status).toBe(400);
    expect(raised.error).toMatchObject({ code: 'P0001', message: 'no such invitation' });
    const missing = await anonClient().rpc(`${s.p}_nope`, { a: 1 });
    expect(missing.status).toBe(404);
    expect(missing.error!.code).toBe('PGRST202');
    const wrongArgs = await anonClient().rpc(s.t('add'), { z: 1 });
    expect(wrongArgs.status).toBe(404);
    const author = (await anonClient().from(s.t('authors')).select('id').eq('name', 'Ada').single()).data!;
    const readOnly = await user().rpc(s.t('bump'), { author: author.id }, { get: true });
    expect(readOnly.status).toBe(405);
    expect(readOnly.error!.code).toBe('25006');
    expect((await user().rpc(s.t('bump'), { author: author.id })).data).toBe(37);
  });
});

let userToken = '';
const user = () => clientWithToken(userToken);
beforeAll(async () => {
  userToken = await mintToken({ sub: '00000000-0000-4000-8000-000000000001' });
});

describe('JWT handling', () => {
  it('answers 401 PGRST301 for a token with a bad signature, with WWW-Authenticate', async () => {
    const forged = (await mintToken()).slice(0, -4) + 'AAAA';
    const res = await restFetch(`/${s.t('authors')}`, { headers: { authorization: `Bearer ${forged}` } });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect((await res.json()).code).toBe('PGRST301');
    const garbage = await clientWithToken('not-a-jwt').from(s.t('authors')).select();
    expect(garbage.status).toBe(401);
  });

  it('answers 401 PGRST303 "JWT expired" for an expired token', async () => {
    const expired = await mintToken({ sub: 'x' }, -60);
    const { error, status } = await clientWithToken(expired).from(s.t('authors')).select();
    expect(status).toBe(401);
    expect(error).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
  });

  it('refuses a role claim outside anon, authenticated and service_role', async () => {
    const { status } = await clientWithToken(await mintToken({ role: 'postgres' }))
      .from(s.t('authors'))
      .select();
    expect(status).toBe(401);
  });

  it('treats a request with the API key but no bearer token as anon', async () => {
    const res = await fetch(`${stack().url}/rest/v1/${s.t('authors')}?select=name&name=eq.Ada`, {
      headers: { apikey: stack().anonKey },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await res.json()).toEqual([{ name: 'Ada' }]);
  });
});
