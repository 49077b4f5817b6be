import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, db } from '../fixtures/stack';
import {
  clientWithToken,
  closeClients,
  Collector,
  createRtTable,
  makeConversationWorld,
  sleep,
  subscribed,
  userToken,
  type ConversationWorld,
} from '../fixtures/realtime';

type Change = { eventType: string; new: Record<string, unknown> };
type Watch = Collector<Change>;

let sql: pg.Client;
const clients: SupabaseClient[] = [];
let world: ConversationWorld;
let alice: string, bob: string, carol: string, shared: string, carols: string;

beforeAll(async () => {
  sql = await db();
  world = await makeConversationWorld(sql);
  ({ alice, bob, carol, shared, carols } = world);
});

afterAll(async () => {
  await closeClients(...clients);
  await world.remove();
  await sql.end();
});

async function watch(user: string, table: string) {
  const client = await clientWithToken(await userToken(user));
  clients.push(client);
  const got = new Collector<Change>();
  await subscribed(
    client
      .channel(`iso-${table}-${randomUUID().slice(0, 6)}`)
      .on('postgres_changes' as never, { event: '*', schema: 'public', table } as never, got.push as never),
  );
  return got;
}

describe('realtime row-level security on the product tables', () => {
  it('never delivers a message of a conversation the user is not in', async () => {
    const [a, b, c] = (await Promise.all([alice, bob, carol].map((u) => watch(u, 'conversation_messages')))) as [
      Watch,
      Watch,
      Watch,
    ];
    const inShared = randomUUID();
    const inCarols = randomUUID();
    await sql.query(
      `insert into public.conversation_messages (id, conversation_id, sender_id, content) values ($1, $2, $3, 'hello bob')`,
      [inShared, shared, alice],
    );
    await sql.query(
      `insert into public.conversation_messages (id, conversation_id, sender_id, content) values ($1, $2, $3, 'note to self')`,
      [inCarols, carols, carol],
    );
    await a.until((e) => e.some((x) => x.new.id === inShared));
    await b.until((e) => e.some((x) => x.new.id === inShared));
    await c.until((e) => e.some((x) => x.new.id === inCarols));
    await sleep(300);
    const ids = (got: Collector<Change>) => got.items.map((x) => x.new.id);
    expect(ids(a)).not.toContain(inCarols);
    expect(ids(b)).not.toContain(inCarols);
    expect(ids(c)).not.toContain(inShared);
    expect(b.items.find((x) => x.new.id === inShared)?.new).toMatchObject({
      content: 'hello bob',
      sender_id: alice,
      conversation_id: shared,
    });
  });

  it("never delivers another user's notification", async () => {
    const [a, b] = (await Promise.all([alice, bob].map((u) => watch(u, 'notifications')))) as [Watch, Watch];
    const { rows } = await sql.query<{ id: string; user_id: string }>(
      `insert into public.notifications (user_id, type, title) values ($1, 'chat', 'for alice'), ($2, 'chat', 'for bob') returning id, user_id`,
      [alice, bob],
    );
    const forAlice = rows.find((r) => r.user_id === alice)!.id;
    const forBob = rows.find((r) => r.user_id === bob)!.id;
    await a.until((e) => e.some((x) => x.new.id === forAlice));
    await b.until((e) => e.some((x) => x.new.id === forBob));
    await sql.query(`update public.notifications set read = true where id = any($1)`, [[forAlice, forBob]]);
    await a.until((e) => e.some((x) => x.eventType === 'UPDATE' && x.new.id === forAlice));
    await b.until((e) => e.some((x) => x.eventType === 'UPDATE' && x.new.id === forBob));
    await sleep(300);
    expect(a.items.every((x) => x.new.user_id === alice)).toBe(true);
    expect(b.items.every((x) => x.new.user_id === bob)).toBe(true);
  });

  it('stops delivering a conversation to a participant who has left it', async () => {
    const [a, b] = (await Promise.all([alice, bob].map((u) => watch(u, 'conversation_messages')))) as [Watch, Watch];
    await sql.query(
      'update public.conversation_participants set is_active = false where conversation_id = $1 and user_id = $2',
      [shared, bob],
    );
    const after = randomUUID();
    await sql.query(
      `insert into public.conversation_messages (id, conversation_id, sender_id, content) values ($1, $2, $3, 'bob is gone')`,
      [after, shared, alice],
    );
    await a.until((e) => e.some((x) => x.new.id === after));
    await sleep(300);
    expect(b.items.map((x) => x.new.id)).not.toContain(after);
  });
});

describe('realtime for users signed in through the Auth service', () => {
  it('shows a signed-in user their own REST writes live and nobody else’s', async () => {
    const table = await createRtTable('signed');
    try {
      const [ann, ben] = await Promise.all([createUser(), createUser()]);
      clients.push(ann.client, ben.client);
      const annGot = new Collector<Change>();
      const benGot = new Collector<Change>();
      for (const [user, got] of [
        [ann, annGot],
        [ben, benGot],
      ] as const) {
        await subscribed(
          user.client
            .channel(`signed-${randomUUID().slice(0, 6)}`)
            .on(
              'postgres_changes' as never,
              { event: 'INSERT', schema: 'public', table: table.name } as never,
              got.push as never,
            ),
        );
      }
      const annRow = randomUUID();
      const benRow = randomUUID();
      const a = await ann.client.from(table.name).insert({ id: annRow, user_id: ann.id, label: 'ann' });
      const b = await ben.client.from(table.name).insert({ id: benRow, user_id: ben.id, label: 'ben' });
      expect([a.error, b.error]).toEqual([null, null]);
      await annGot.until((e) => e.some((x) => x.new.id === annRow));
      await benGot.until((e) => e.some((x) => x.new.id === benRow));
      await sleep(300);
      expect(annGot.items.map((x) => x.new.id)).toEqual([annRow]);
      expect(benGot.items.map((x) => x.new.id)).toEqual([benRow]);
      const { data } = await ann.client.from(table.name).select('*').eq('id', annRow).single();
      expect(annGot.items[0]!.new).toEqual(data);
    } finally {
      await table.drop();
    }
  });
});
