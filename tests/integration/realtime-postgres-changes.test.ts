import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../fixtures/stack';
import { clientWithToken, closeClients, Collector, createRtTable, sleep, subscribed, userToken, type RtTable } from '../fixtures/realtime';

type Row = { id: string; user_id: string; n: number | null; label: string | null; flag: boolean; at: string; doc: unknown };
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
    { event: opts.event ?? '*', schema: 'public', table: table.name, ...(opts.filter ? { filter: opts.filter } : {}) },
    got.push as never,
  );
  await subscribed(channel);
  return got;
}

async function insert(user: string, values: Partial<Row> = {}): Promise<Row> {
  const { rows } = await sql.query<{ row: Row }>(
    `insert into public.${table.name} (user_id, n, label, flag, doc) values ($1, $2, $3, $4, $5) returning to_jsonb(${table.name}.*) as row`,
    [user, values.n ?? null, values.label ?? null, values.flag ?? false, values.doc === undefined ? null : JSON.stringify(values.doc)],
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
    expect(event!.new.at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}\+00:00$/);
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
