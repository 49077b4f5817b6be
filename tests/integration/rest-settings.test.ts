// PostgREST's settings and media types through postgrest-js: CSV answers, explain() behind
// db-plan-enabled, the db-max-rows cap, db-tx-end, and count=planned/estimated on tables.
// Expected answers from PostgREST's source and tests: Query/SqlFragment.hs asCsvF and
// InsertSpec.hs (text/csv; charset=utf-8), PlanSpec.hs (Content-Type of a plan, "outputs in text
// format by default", "doesn't work if db-plan-enabled=false(the default)" → 406),
// QueryLimitedSpec.hs (db-max-rows caps the top level; counts see every row), RollbackSpec.hs
// (tx=rollback only with the -allow-override settings), MainTx.hs (planned = EXPLAIN's estimate,
// estimated = exact up to db-max-rows). Hosted Supabase's defaults are the shared stack's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRestSchema, type RestSchema } from '../fixtures/rest-schema';
import { startConfiguredGateway, type ConfiguredGateway } from '../fixtures/rest-gateway';
import { restFetch, uniquePrefix } from '../fixtures/rest';
import { anonClient, db, stack } from '../fixtures/stack';

let s: RestSchema;
let planGw: ConfiguredGateway;
let smallGw: ConfiguredGateway;

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
  const p = s.p;
  // Notes are writable by anon, so the CSV and tx-end cases need no token.
  await sql(`insert into ${p}_tags (id, label) values (1, 'a'), (2, 'b'), (3, 'c');
    create table ${p}_many (n int primary key);
    insert into ${p}_many select generate_series(1, 1005);
    alter table ${p}_many enable row level security;
    create policy "anyone reads many" on ${p}_many for select using (true);
    grant select on ${p}_many to anon;
    create table ${p}_fresh (n int);
    insert into ${p}_fresh values (1), (2), (3);
    alter table ${p}_fresh enable row level security;
    create policy "anyone reads fresh" on ${p}_fresh for select using (true);
    grant select on ${p}_fresh to anon;
    create table ${p}_notes (id int primary key, body text);
    alter table ${p}_notes enable row level security;
    create policy "anyone reads and adds notes" on ${p}_notes for all using (true) with check (true);
    grant select, insert on ${p}_notes to anon;
    insert into ${p}_notes values (1, 'plain'), (2, 'with, comma'), (3, null);`);
  [planGw, smallGw] = await Promise.all([
    startConfiguredGateway({ planEnabled: true }),
    startConfiguredGateway({ maxRows: 2, txEnd: 'commit-allow-override' }),
  ]);
});

afterAll(async () => {
  await Promise.all([planGw?.close(), smallGw?.close()]);
  await sql(`drop table if exists ${s.p}_many, ${s.p}_fresh, ${s.p}_notes`);
  await s?.drop();
});

describe('text/csv', () => {
  it("answers rows as CSV with a header, PostgreSQL's quoting and NULL as empty", async () => {
    const res = await anonClient().from(s.t('notes')).select('id, body').lte('id', 3).order('id').csv();
    expect(res.error).toBeNull();
    expect(res.status).toBe(200);
    expect(res.data).toBe('id,body\n1,plain\n2,"with, comma"\n3,');
    const raw = await restFetch(`/${s.t('notes')}?select=id&id=eq.1`, { headers: { Accept: 'text/csv' } });
    expect(raw.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(await raw.text()).toBe('id\n1');
  });

  it("answers a function's rows and a write's returned rows as CSV too", async () => {
    const call = await anonClient().rpc(s.t('authors_older'), { min_age: 1000 }).select('name').csv();
    expect(call.error).toBeNull();
    expect(call.data).toBe('\n');
    const numbers = await anonClient().rpc(s.t('numbers'), { n: 2 }).csv();
    expect(numbers.data).toBe('pgrst_scalar\n1\n2');
    const write = await anonClient().from(s.t('notes')).insert({ id: 4, body: 'a "quoted" note' }).select().csv();
    expect(write.status).toBe(201);
    expect(write.data).toBe('id,body\n4,"a ""quoted"" note"');
  });
});

describe('explain()', () => {
  it('answers the plan of a read, a call and a write only with db-plan-enabled (406 PGRST107 otherwise, as on hosted), without carrying out the write', async () => {
    const text = await planGw.client().from(s.t('tags')).select('*').eq('id', 1).explain();
    expect(text.error).toBeNull();
    expect(text.status).toBe(200);
    expect(String(text.data)).toMatch(/^Aggregate/);
    const json = await planGw.client().rpc(s.t('numbers'), { n: 3 }).explain({ format: 'json', verbose: true });
    expect(json.error).toBeNull();
    const plan = json.data as unknown as [{ Plan: { 'Total Cost': number; Output: string[] } }];
    expect(plan[0].Plan['Total Cost']).toBeGreaterThan(0);
    const raw = await fetch(`${planGw.url}/rest/v1/${s.t('notes')}`, {
      method: 'POST',
      headers: {
        apikey: stack().anonKey,
        'Content-Type': 'application/json',
        Accept: 'application/vnd.pgrst.plan+json',
      },
      body: JSON.stringify({ id: 50, body: 'planned only' }),
    });
    expect(raw.status).toBe(200);
    expect(raw.headers.get('content-type')).toBe(
      'application/vnd.pgrst.plan+json; for="application/json"; charset=utf-8',
    );
    expect((await raw.json())[0].Plan['Total Cost']).toBeGreaterThan(0);
    expect(await sql(`select id from ${s.t('notes')} where id = 50`)).toEqual([]);
    const res = await anonClient().from(s.t('tags')).select('*').explain();
    expect(res.status).toBe(406);
    expect(res.error).toMatchObject({
      code: 'PGRST107',
      message: expect.stringContaining('None of these media types are available: application/vnd.pgrst.plan'),
    });
  });
});

describe('db-max-rows', () => {
  it('caps a read at 1000 rows by default while the exact count sees them all (206)', async () => {
    const res = await anonClient().from(s.t('many')).select('n', { count: 'exact' }).order('n');
    expect(res.error).toBeNull();
    expect(res.data).toHaveLength(1000);
    expect(res.count).toBe(1005);
    expect(res.status).toBe(206);
    const tail = await anonClient().from(s.t('many')).select('n').order('n').range(1000, 1010);
    expect(tail.data).toEqual([{ n: 1001 }, { n: 1002 }, { n: 1003 }, { n: 1004 }, { n: 1005 }]);
  });

  it('caps reads and set-returning calls at the configured number, below a larger limit', async () => {
    const read = await smallGw.client().from(s.t('tags')).select('id').order('id').limit(5);
    expect(read.data).toEqual([{ id: 1 }, { id: 2 }]);
    const call = await smallGw.client().rpc(s.t('numbers'), { n: 10 });
    expect(call.data).toEqual([1, 2]);
    const one = await smallGw.client().from(s.t('tags')).select('id').order('id').limit(1);
    expect(one.data).toEqual([{ id: 1 }]);
  });
});

describe('db-tx-end', () => {
  const insert = (url: string, id: number, tx: string) =>
    fetch(`${url}/rest/v1/${s.t('notes')}`, {
      method: 'POST',
      headers: { apikey: stack().anonKey, 'Content-Type': 'application/json', Prefer: `tx=${tx}` },
      body: JSON.stringify({ id, body: `tx ${tx}` }),
    });

  it('commits by default, ignoring Prefer: tx=rollback as hosted Supabase does, and rolls back on it under commit-allow-override', async () => {
    const res = await insert(stack().url, 10, 'rollback');
    expect(res.status).toBe(201);
    expect(await sql(`select id from ${s.t('notes')} where id = 10`)).toEqual([{ id: 10 }]);
    const overridden = await insert(smallGw.url, 11, 'rollback');
    expect(overridden.status).toBe(201);
    expect(await sql(`select id from ${s.t('notes')} where id = 11`)).toEqual([]);
    expect((await insert(smallGw.url, 12, 'commit')).status).toBe(201);
    expect(await sql(`select id from ${s.t('notes')} where id = 12`)).toEqual([{ id: 12 }]);
  });
});

describe('planned and estimated counts on a table', () => {
  it("answers count=planned with the planner's estimate (206 on HEAD when it exceeds the rows), and count=estimated exactly below db-max-rows", async () => {
    const res = await anonClient().from(s.t('fresh')).select('*', { count: 'planned', head: true });
    expect(res.error).toBeNull();
    // Never analysed, the table is estimated from its pages (at least ten), far above its 3 rows.
    expect(res.count).toBeGreaterThan(3);
    expect(res.status).toBe(206);
    // Filter values, a limit and a JSON path in the select are parameters of the read; the
    // estimate's EXPLAIN takes the same ones.
    const filtered = await anonClient()
      .from(s.t('authors'))
      .select('name, city:data->>city', { count: 'planned' })
      .ilike('name', '%a%')
      .order('name')
      .limit(1);
    expect(filtered.error).toBeNull();
    expect(filtered.data).toEqual([]);
    expect(filtered.count).toBeGreaterThanOrEqual(1);
    const small = await anonClient().from(s.t('fresh')).select('*', { count: 'estimated', head: true });
    expect(small.count).toBe(3);
    expect(small.status).toBe(200);
    const big = await anonClient().from(s.t('many')).select('n', { count: 'estimated', head: true });
    expect(big.count).toBeGreaterThanOrEqual(1005);
  });
});
