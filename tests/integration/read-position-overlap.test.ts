// A participant's read position never moves back, also when two writes of it overlap: a write
// that began before another committed a later position must not take the position back to its
// own transaction's start (the server clamps a position in the future to now()).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { makeConversation, sql } from '../fixtures/backend';
import { createUser, db, type TestUser } from '../fixtures/stack';

let maya: TestUser;
let conversationId: string;
let early: pg.Client;

beforeAll(async () => {
  const daniel = await createUser();
  maya = await createUser();
  conversationId = await makeConversation([{ user: daniel }, { user: maya }]);
  early = await db();
});

afterAll(async () => {
  await early?.end();
});

const position = async () =>
  (
    await sql<{ last_read_at: Date }>(
      'select last_read_at from public.conversation_participants where conversation_id = $1 and user_id = $2',
      [conversationId, maya.id],
    )
  )[0]!.last_read_at;

describe("a participant's read position", () => {
  it('stays at the later of two overlapping writes', async () => {
    // Maya's first write starts, as the API runs it: her role and claims, in a transaction.
    await early.query('begin');
    await early.query(
      `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true),
              set_config('request.jwt.claim.sub', $2, true)`,
      [JSON.stringify({ sub: maya.id, role: 'authenticated' }), maya.id],
    );
    const started = (await early.query<{ now: Date }>('select now()')).rows[0]!.now;
    await new Promise((r) => setTimeout(r, 50));

    // Her second write starts and commits meanwhile, with a later position.
    const later = await maya.client
      .from('conversation_participants')
      .update({ last_read_at: new Date(Date.now() + 60_000).toISOString() })
      .eq('conversation_id', conversationId)
      .eq('user_id', maya.id)
      .select('last_read_at');
    expect(later.error).toBeNull();
    const committed = await position();
    expect(committed.getTime()).toBeGreaterThan(started.getTime());

    // The first write now names a position in the future too, and commits.
    await early.query(
      `update public.conversation_participants set last_read_at = now() + interval '1 hour'
        where conversation_id = $1 and user_id = $2`,
      [conversationId, maya.id],
    );
    await early.query('commit');
    expect((await position()).getTime()).toBe(committed.getTime());
  });
});
