import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../fixtures/stack';
import {
  clientWithToken,
  closeClients,
  Collector,
  createRtTable,
  sleep,
  subscribed,
  userToken,
  type RtTable,
} from '../fixtures/realtime';

type Row = {
  id: string;
  user_id: string;
  n: number | null;
  label: string | null;
  flag: boolean;
  at: string;
  doc: unknown;
};
type Payload = RealtimePostgresChangesPayload<Row>;

let table: RtTable;
let sql: pg.Client;
const clients: SupabaseClient[] = [];
const alice = randomUUID();
const bob = randomUUID();

beforeAll(async () => {
  table = await createRtTable('pc');
  sql = await db();
});

afterAll(async () => {
  await closeClients(...clients);
  await sql.end();
  await table.drop();
});

async function listen(user: string, opts: { event?: '*' | 'INSERT' | 'UPDATE' | 'DELETE'; filter?: string } = {}) {
  const client = await clientWithToken(await userToken(user));
  clients.push(client);
  const got = new Collector<Payload>();
  const channel = client.channel(`pc-${randomUUID().slice(0, 6)}`).on(
    'postgres_changes' as never,
    {
      event: opts.event ?? '*',
      schema: 'public',
      table: table.name,
      ...(opts.filter ? { filter: opts.filter } : {}),
    },
    got.push as never,
  );
  await subscribed(channel);
  return got;
}

async function insert(user: string, values: Partial<Row> = {}): Promise<Row> {
  const { rows } = await sql.query<{ row: Row }>(
    `insert into public.${table.name} (user_id, n, label, flag, doc) values ($1, $2, $3, $4, $5) returning to_jsonb(${table.name}.*) as row`,
    [
      user,
      values.n ?? null,
      values.label ?? null,
      values.flag ?? false,
      values.doc === undefined ? null : JSON.stringify(values.doc),
    ],
  );
  return rows[0]!.row;
}

describe('postgres_changes over the local realtime service', () => {
  it('delivers an insert to its owner with the payload shape supabase-js exposes and REST-identical values', async () => {
    const got = await listen(alice, { event: 'INSERT' });
    const row = await insert(alice, { n: 7, label: 'hello', doc: { a: [1, 2] } });
    const [event] = await got.count(1);
    expect(event).toMatchObject({ schema: 'public', table: table.name, eventType: 'INSERT', errors: null, old: {} });
    expect(event!.new).toEqual(row);
    expect((event!.new as Row).at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,6})?\+00:00$/);
    expect(event!.commit_timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('never delivers a row to a user whose RLS policy hides it', async () => {
    const aliceGot = await listen(alice);
    const bobGot = await listen(bob);
    const mine = await insert(alice, { label: 'for alice' });
    const theirs = await insert(bob, { label: 'for bob' });
    await aliceGot.until((e) => e.some((p) => (p.new as Row).id === mine.id));
    await bobGot.until((e) => e.some((p) => (p.new as Row).id === theirs.id));
    await sleep(300);
    expect(aliceGot.items.map((p) => (p.new as Row).id)).not.toContain(theirs.id);
    expect(bobGot.items.map((p) => (p.new as Row).id)).not.toContain(mine.id);
  });
});

describe('postgres_changes filters', () => {
  const cases: [string, number[]][] = [
    ['n=eq.3', [3]],
    ['n=neq.3', [1, 2, 4, 5]],
    ['n=lt.3', [1, 2]],
    ['n=lte.3', [1, 2, 3]],
    ['n=gt.3', [4, 5]],
    ['n=gte.3', [3, 4, 5]],
    ['n=in.(1,5)', [1, 5]],
  ];

  it('applies eq, neq, lt, lte, gt, gte and in to the new row', async () => {
    const owner = randomUUID();
    const listeners = await Promise.all(cases.map(([filter]) => listen(owner, { event: 'INSERT', filter })));
    for (const n of [1, 2, 3, 4, 5]) await insert(owner, { n });
    await Promise.all(listeners.map((got, i) => got.count(cases[i]![1].length)));
    await sleep(300);
    listeners.forEach((got, i) => {
      expect({ filter: cases[i]![0], got: got.items.map((p) => (p.new as Row).n).sort() }).toEqual({
        filter: cases[i]![0],
        got: cases[i]![1],
      });
    });
  });

  it('matches quoted text values that contain commas', async () => {
    const owner = randomUUID();
    const got = await listen(owner, { filter: 'label=eq."a, b"' });
    await insert(owner, { label: 'a' });
    await insert(owner, { label: 'a, b' });
    await got.count(1);
    await sleep(200);
    expect(got.items.map((p) => (p.new as Row).label)).toEqual(['a, b']);
  });
});

describe('postgres_changes UPDATE and DELETE', () => {
  it('sends the new row and the primary key of the old one on UPDATE, and only the key on DELETE', async () => {
    const owner = randomUUID();
    const updates = await listen(owner, { event: 'UPDATE' });
    const deletes = await listen(owner, { event: 'DELETE' });
    const row = await insert(owner, { n: 1, label: 'before' });
    const { rows } = await sql.query<{ row: Row }>(
      `update public.${table.name} set label = 'after', n = 2 where id = $1 returning to_jsonb(${table.name}.*) as row`,
      [row.id],
    );
    const [update] = await updates.count(1);
    expect(update).toMatchObject({ eventType: 'UPDATE', errors: null });
    expect(update!.new).toEqual(rows[0]!.row);
    expect(update!.old).toEqual({ id: row.id });

    await sql.query(`delete from public.${table.name} where id = $1`, [row.id]);
    const [del] = await deletes.count(1);
    expect(del).toMatchObject({ eventType: 'DELETE', new: {}, old: { id: row.id }, errors: null });
    expect(updates.items).toHaveLength(1);
  });

  it('keeps commit order across many changes to one table', async () => {
    const owner = randomUUID();
    const got = await listen(owner, { event: '*' });
    const row = await insert(owner, { n: 0 });
    for (let n = 1; n <= 30; n++) await sql.query(`update public.${table.name} set n = $2 where id = $1`, [row.id, n]);
    await got.count(31);
    expect(got.items.map((p) => (p.new as Row).n)).toEqual(Array.from({ length: 31 }, (_, i) => i));
  });

  it('passes a row of about 1 MB intact', async () => {
    const owner = randomUUID();
    const got = await listen(owner, { event: 'INSERT' });
    const big = 'x'.repeat(1_000_000);
    const row = await insert(owner, { label: big, doc: { big: big.slice(0, 1000) } });
    const [event] = await got.count(1, 10_000);
    expect((event!.new as Row).label).toHaveLength(1_000_000);
    expect(event!.new).toEqual(row);
  });
});

describe('postgres_changes with REPLICA IDENTITY FULL', () => {
  it('sends the whole old row on UPDATE but still only the key on DELETE under RLS', async () => {
    const full = await createRtTable('full', { replicaFull: true });
    try {
      const owner = randomUUID();
      const client = await clientWithToken(await userToken(owner));
      clients.push(client);
      const got = new Collector<Payload>();
      await subscribed(
        client
          .channel(`full-${randomUUID().slice(0, 6)}`)
          .on(
            'postgres_changes' as never,
            { event: '*', schema: 'public', table: full.name } as never,
            got.push as never,
          ),
      );
      const { rows } = await sql.query<{ row: Row }>(
        `insert into public.${full.name} (user_id, n, label) values ($1, 1, 'old') returning to_jsonb(${full.name}.*) as row`,
        [owner],
      );
      const before = rows[0]!.row;
      await got.count(1);
      await sql.query(`update public.${full.name} set label = 'new' where id = $1`, [before.id]);
      await got.count(2);
      await sql.query(`delete from public.${full.name} where id = $1`, [before.id]);
      const [, update, del] = await got.count(3);
      expect(update!.old).toEqual(before);
      expect(del!.old).toEqual({ id: before.id });
    } finally {
      await full.drop();
    }
  });
});

describe('postgres_changes when the database connection drops', () => {
  it('delivers changes committed while the change feed was reconnecting', async () => {
    const owner = randomUUID();
    const got = await listen(owner, { event: 'INSERT' });
    const { rowCount } = await sql.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'listen realtime_local_changes%'`,
    );
    expect(rowCount).toBeGreaterThan(0);
    for (const n of [1, 2, 3]) await insert(owner, { n });
    await got.count(3, 10_000);
    expect(got.items.map((p) => (p.new as Row).n)).toEqual([1, 2, 3]);
  });
});

describe('postgres_changes on a table without a primary key', () => {
  it('reports the missing key in errors, as Supabase does, instead of the row', async () => {
    const name = `rt_t_${randomUUID().slice(0, 8)}_nopk`;
    await sql.query(`
      create table public.${name} (label text);
      alter table public.${name} enable row level security;
      create policy "everyone reads" on public.${name} for select to authenticated using (true);
      grant select on public.${name} to authenticated;
      alter publication supabase_realtime add table public.${name};`);
    try {
      const client = await clientWithToken(await userToken(alice));
      clients.push(client);
      const got = new Collector<Payload>();
      await subscribed(
        client
          .channel(`nopk-${randomUUID().slice(0, 6)}`)
          .on('postgres_changes' as never, { event: '*', schema: 'public', table: name } as never, got.push as never),
      );
      await sql.query(`insert into public.${name} values ('secret')`);
      const [event] = await got.count(1);
      expect(event!.errors).toEqual(['Error 400: Bad Request, no primary key']);
      expect(event!.new).toEqual({});
    } finally {
      await sql.query(`drop table public.${name}`);
    }
  });
});

describe('postgres_changes subscription errors', () => {
  async function systemMessages(config: Record<string, unknown>) {
    const client = await clientWithToken(await userToken(alice));
    clients.push(client);
    const system = new Collector<{ extension: string; status: string; message: string }>();
    const channel = client
      .channel(`err-${randomUUID().slice(0, 6)}`)
      .on('postgres_changes' as never, config as never, () => {})
      .on('system', {}, system.push as never);
    await subscribed(channel);
    return system;
  }

  it('reports an unknown table as a postgres_changes system error', async () => {
    const system = await systemMessages({ event: '*', schema: 'public', table: 'no_such_table_rt' });
    const [msg] = await system.count(1);
    expect(msg).toMatchObject({ extension: 'postgres_changes', status: 'error' });
    expect(msg!.message).toContain('no_such_table_rt');
  });

  it('reports a malformed filter as a postgres_changes system error', async () => {
    const system = await systemMessages({ event: '*', schema: 'public', table: table.name, filter: 'n=between.1' });
    const [msg] = await system.count(1);
    expect(msg).toMatchObject({ extension: 'postgres_changes', status: 'error' });
    expect(msg!.message).toContain('Error parsing `filter` params');
  });

  it('confirms a valid subscription with "Subscribed to PostgreSQL"', async () => {
    const system = await systemMessages({ event: '*', schema: 'public', table: table.name, filter: 'n=eq.1' });
    const [msg] = await system.count(1);
    expect(msg).toMatchObject({ extension: 'postgres_changes', status: 'ok', message: 'Subscribed to PostgreSQL' });
  });
});
