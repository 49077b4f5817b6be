import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeConversation, sql } from '../fixtures/backend';
import { anonClient, createUser, type TestUser } from '../fixtures/stack';

let lena: TestUser;
let marco: TestUser;
let outsider: TestUser;
let conversationId: string;
const ids: string[] = [];

beforeAll(async () => {
  [lena, marco, outsider] = await Promise.all([createUser(), createUser(), createUser()]);
  conversationId = await makeConversation([{ user: lena, userType: 'company' }, { user: marco }]);
  const start = Date.now() - 60 * 60_000;
  const rows = Array.from({ length: 7 }, (_, i) => ({
    id: randomUUID(),
    conversation_id: conversationId,
    sender_id: i % 2 ? marco.id : lena.id,
    content: `Message ${i + 1} about the onboarding plan`,
    created_at: new Date(start + i * 60_000).toISOString(),
  }));
  for (const row of rows) {
    const client = row.sender_id === lena.id ? lena.client : marco.client;
    const res = await client.from('conversation_messages').insert(row);
    if (res.error) throw new Error(res.error.message);
    ids.push(row.id);
  }
});

type Page = { id: string; content: string }[];

describe('get_conversation_messages_paginated', () => {
  it('returns the latest page oldest first, then the page before a cursor', async () => {
    const latest = await marco.client.rpc('get_conversation_messages_paginated', {
      conversation_id_param: conversationId,
      page_size: 3,
    });
    expect(latest.error).toBeNull();
    expect((latest.data as Page).map((m) => m.id)).toEqual(ids.slice(4));
    const before = await marco.client.rpc('get_conversation_messages_paginated', {
      conversation_id_param: conversationId,
      cursor_id: ids[4],
      page_size: 3,
      direction: 'before',
    });
    expect((before.data as Page).map((m) => m.id)).toEqual(ids.slice(1, 4));
  });

  it('returns the page after a cursor, and uses a page size of 50 by default', async () => {
    const after = await lena.client.rpc('get_conversation_messages_paginated', {
      conversation_id_param: conversationId,
      cursor_id: ids[1],
      direction: 'after',
      page_size: 2,
    });
    expect((after.data as Page).map((m) => m.id)).toEqual(ids.slice(2, 4));
    const all = await lena.client.rpc('get_conversation_messages_paginated', { conversation_id_param: conversationId });
    expect((all.data as Page).map((m) => m.id)).toEqual(ids);
  });

  it('refuses people who are not participants, and anonymous callers', async () => {
    const res = await outsider.client.rpc('get_conversation_messages_paginated', {
      conversation_id_param: conversationId,
    });
    expect(res.error?.code).toBe('42501');
    expect(res.error?.message).toBe('You are not a participant in this conversation');
    const anon = await anonClient().rpc('get_conversation_messages_paginated', {
      conversation_id_param: conversationId,
    });
    expect(anon.status).toBe(401);
  });

  it('answers a conversation that does not exist exactly as one the caller is not in', async () => {
    const [missing, notMine] = await Promise.all([
      outsider.client.rpc('get_conversation_messages_paginated', { conversation_id_param: randomUUID() }),
      outsider.client.rpc('get_conversation_messages_paginated', { conversation_id_param: conversationId }),
    ]);
    expect(missing.status).toBe(notMine.status);
    expect(missing.error).toEqual(notMine.error);
    expect(missing.error?.code).toBe('42501');
  });

  it('rejects bad input with clear messages', async () => {
    const call = (args: Record<string, unknown>) => lena.client.rpc('get_conversation_messages_paginated', args);
    const cases: [Record<string, unknown>, string][] = [
      [{ conversation_id_param: null }, 'conversation_id_param is required'],
      [{ conversation_id_param: conversationId, direction: 'sideways' }, 'direction must be before or after'],
      [{ conversation_id_param: conversationId, page_size: 0 }, 'page_size must be between 1 and 200'],
      [{ conversation_id_param: conversationId, cursor_id: randomUUID() }, 'is not in this conversation'],
    ];
    for (const [args, message] of cases) {
      const res = await call(args);
      expect(res.status, message).toBe(400);
      expect(res.error?.message, message).toContain(message);
    }
  });
});

describe('mark_conversation_as_read', () => {
  it("zeroes the caller's unread count and sets last_read_at, leaving others alone", async () => {
    const counts = async () =>
      Object.fromEntries(
        (
          await sql<{ user_id: string; unread_count: number; last_read_at: Date | null }>(
            `select user_id, unread_count, last_read_at from conversation_participants where conversation_id = $1`,
            [conversationId],
          )
        ).map((r) => [r.user_id, r]),
      );
    const before = await counts();
    expect(before[marco.id]!.unread_count).toBeGreaterThan(0);
    expect(before[lena.id]!.unread_count).toBeGreaterThan(0);
    const { data, error } = await marco.client.rpc('mark_conversation_as_read', {
      conversation_id_param: conversationId,
      user_id_param: marco.id,
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ success: true, unread_count: 0, conversation_id: conversationId });
    const after = await counts();
    expect(after[marco.id]!.unread_count).toBe(0);
    expect(after[marco.id]!.last_read_at!.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(after[lena.id]).toEqual(before[lena.id]);
  });

  it('refuses to mark read for someone else, for a conversation one is not in, or without ids', async () => {
    const forOther = await marco.client.rpc('mark_conversation_as_read', {
      conversation_id_param: conversationId,
      user_id_param: lena.id,
    });
    expect(forOther.error?.code).toBe('42501');
    const notIn = await outsider.client.rpc('mark_conversation_as_read', {
      conversation_id_param: conversationId,
      user_id_param: outsider.id,
    });
    expect(notIn.error?.code).toBe('42501');
    const missing = await marco.client.rpc('mark_conversation_as_read', {
      conversation_id_param: null,
      user_id_param: marco.id,
    });
    expect(missing.status).toBe(400);
    expect(missing.error?.message).toBe('conversation_id_param and user_id_param are required');
    const [lenaRow] = await sql<{ unread_count: number }>(
      `select unread_count from conversation_participants where conversation_id = $1 and user_id = $2`,
      [conversationId, lena.id],
    );
    expect(lenaRow!.unread_count).toBeGreaterThan(0);
  });
});
