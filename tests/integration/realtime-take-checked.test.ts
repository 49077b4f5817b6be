// The change feed takes a batch of committed changes and checks them against each subscribed
// claim set's row-level security in one statement (realtime/take-checked.ts). Played on
// captured changes of a transaction id nobody notified, so the stack's own gateway leaves them
// alone: a member's claims see the conversation's message, an outsider's see nothing, and the
// batch is taken in commit order in one round trip.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeChecked, type AheadTable } from '../../supabase/local/gateway/realtime/take-checked';
import { makeConversationWorld, type ConversationWorld } from '../fixtures/realtime';
import { createUser, db, stack } from '../fixtures/stack';

let sql: pg.Client;
let pool: pg.Pool;
let world: ConversationWorld;
let alice: string, bob: string, carol: string, shared: string, carols: string;
const claimsOf = (sub: string) => ({ role: 'authenticated', sub, aud: 'authenticated' });

beforeAll(async () => {
  sql = await db();
  pool = new pg.Pool({ connectionString: stack().dbUrl, max: 2, options: '-c timezone=UTC' });
  world = await makeConversationWorld(sql);
  ({ alice, bob, carol, shared, carols } = world);
});

afterAll(async () => {
  await world.remove();
  await sql.end();
  await pool.end();
});

/** A transaction id no one will notify: far beyond the server's own. */
const unnotifiedXid = () => String(2n ** 40n + BigInt(Math.floor(Math.random() * 1e9)));

/** Copies of the given messages' captures, under a transaction id no one notified. */
async function capture(xid: string, ids: string[], type = 'INSERT'): Promise<void> {
  await sql.query(
    `insert into realtime_local.changes (xid, schema_name, table_name, type, commit_timestamp, record, old_record)
     select $1::xid8, 'public', 'conversation_messages', $3, '2026-11-27T00:00:00.000Z',
       case when $3 <> 'DELETE' then to_jsonb(m) end, case when $3 <> 'INSERT' then to_jsonb(m) end
     from public.conversation_messages m join unnest($2::uuid[]) with ordinality as w(id, i) on w.id = m.id
     order by w.i`,
    [xid, ids, type],
  );
}

async function message(conversation: string, sender: string, content: string): Promise<string> {
  const id = randomUUID();
  await sql.query(
    `insert into public.conversation_messages (id, conversation_id, sender_id, content) values ($1, $2, $3, $4)`,
    [id, conversation, sender, content],
  );
  return id;
}

async function messagesTable(keys: string[]): Promise<AheadTable> {
  const { rows } = await sql.query<{ relid: string }>(
    `select 'public.conversation_messages'::regclass::oid::text as relid`,
  );
  return {
    relid: rows[0]!.relid,
    schema: 'public',
    table: 'conversation_messages',
    keys,
    claims: keys.map(claimsOf),
  };
}

describe('taking captured changes with their row-level security check', () => {
  it("shows a member the conversation's message and an outsider nothing, in one round trip", async () => {
    const forBob = await message(shared, alice, 'hello bob');
    const carolsNote = await message(carols, carol, 'note to self');
    const xid = unnotifiedXid();
    await capture(xid, [forBob, carolsNote]);
    await capture(xid, [forBob], 'DELETE');

    let queries = 0;
    const counted = Object.create(pool) as pg.Pool;
    counted.query = ((...args: Parameters<pg.Pool['query']>) => {
      queries++;
      return (pool.query as (...a: unknown[]) => unknown)(...args);
    }) as pg.Pool['query'];
    const table = await messagesTable([bob, carol, alice]);
    const batch = await takeChecked(counted, [xid], [table]);

    expect(queries).toBe(1);
    expect(batch.changes.map((c) => [c.type, (JSON.parse(c.record ?? c.oldRecord!) as { id: string }).id])).toEqual([
      ['INSERT', forBob],
      ['INSERT', carolsNote],
      ['DELETE', forBob],
    ]);
    const seen = batch.ahead.get(table.relid)!;
    expect([...seen.get(bob)!]).toEqual([0]);
    expect([...seen.get(alice)!]).toEqual([0]);
    expect([...seen.get(carol)!]).toEqual([1]);
    const left = await sql.query('select count(*)::int as n from realtime_local.changes where xid = $1::xid8', [xid]);
    expect(left.rows[0].n).toBe(0);
  });

  it('gives an outsider nothing of a conversation they are not in', async () => {
    const secret = await message(shared, alice, 'not for carol');
    const xid = unnotifiedXid();
    await capture(xid, [secret]);
    const table = await messagesTable([carol]);
    const batch = await takeChecked(pool, [xid], [table]);
    expect(batch.changes).toHaveLength(1);
    expect([...batch.ahead.get(table.relid)!.get(carol)!]).toEqual([]);
  });

  it('deletes nothing when the check cannot run, so the rows can be taken alone', async () => {
    const id = await message(shared, alice, 'kept for the plain take');
    const xid = unnotifiedXid();
    await capture(xid, [id]);
    const table = { ...(await messagesTable([bob])), relid: '1' };
    await expect(takeChecked(pool, [xid], [table])).rejects.toThrow(/rls_1/);
    const left = await sql.query('select count(*)::int as n from realtime_local.changes where xid = $1::xid8', [xid]);
    expect(left.rows[0].n).toBe(1);
    await sql.query('delete from realtime_local.changes where xid = $1::xid8', [xid]);
  });
  it('cannot be called by a stranger through the gateway, who would take everyone’s changes', async () => {
    const id = await message(shared, alice, 'still to be delivered');
    const xid = unnotifiedXid();
    await capture(xid, [id]);
    const stranger = await createUser();
    const token = (await stranger.client.auth.getSession()).data.session!.access_token;
    const call = (profile: string | null) =>
      fetch(`${stack().url}/rest/v1/rpc/take_checked`, {
        method: 'POST',
        headers: {
          apikey: stack().anonKey,
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          ...(profile ? { 'content-profile': profile } : {}),
        },
        body: JSON.stringify({ xids: [xid], checks: { tables: [], claims: [] } }),
      });
    const answers = await Promise.all([call('realtime_local'), call(null), call('realtime_local'), call('public')]);
    expect(answers.map((a) => a.ok)).toEqual([false, false, false, false]);
    const left = await sql.query('select count(*)::int as n from realtime_local.changes where xid = $1::xid8', [xid]);
    expect(left.rows[0].n).toBe(1);
    await sql.query('delete from realtime_local.changes where xid = $1::xid8', [xid]);
  });
});
