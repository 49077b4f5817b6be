import { describe, expect, it } from 'vitest';
import { makeConversation, postMessage, sql } from '../fixtures/backend';
import { createUser, serviceClient } from '../fixtures/stack';

describe('replication fields', () => {
  it('gives rows written in one statement distinct, increasing _modified stamps', async () => {
    const user = await createUser();
    const { data, error } = await serviceClient()
      .from('notifications')
      .insert(
        Array.from({ length: 5 }, (_, i) => ({
          user_id: user.id,
          type: 'chat',
          title: `Message digest ${i + 1}`,
          message: 'Unread messages are waiting.',
        })),
      )
      .select('_modified');
    expect(error).toBeNull();
    const stamps = data!.map((r) => r._modified as string);
    expect(new Set(stamps).size).toBe(5);
    expect([...stamps].sort()).toEqual(stamps);
  });

  it("bumps _modified on the server's own writes, so devices pull new counters", async () => {
    const [a, b] = await Promise.all([createUser(), createUser()]);
    const conv = await makeConversation([{ user: a }, { user: b }]);
    const read = () =>
      sql<{ p: Date; c: Date }>(
        `
      select (select _modified from conversation_participants where conversation_id = $1 and user_id = $2) as p,
             (select _modified from conversations where id = $1) as c`,
        [conv, b.id],
      );
    const [before] = await read();
    await postMessage(a.client, conv, a.id, 'Are the contracts signed?');
    const [after] = await read();
    expect(after!.p.getTime()).toBeGreaterThan(before!.p.getTime());
    expect(after!.c.getTime()).toBeGreaterThan(before!.c.getTime());
  });

  it("pages through a user's rows by the (_modified, id) checkpoint in order, without gaps", async () => {
    const user = await createUser();
    const admin = serviceClient();
    await admin.from('notifications').insert(
      Array.from({ length: 7 }, (_, i) => ({
        user_id: user.id,
        type: 'grading',
        title: `Assessment ${i + 1} graded`,
        message: 'See your score.',
      })),
    );
    const seen: string[] = [];
    let checkpoint: { id: string; modified: string } | null = null;
    for (let round = 0; round < 10; round++) {
      let query = user.client.from('notifications').select('*');
      if (checkpoint) {
        query = query.or(
          `"_modified".gt.${checkpoint.modified},and("_modified".eq.${checkpoint.modified},"id".gt.${checkpoint.id})`,
        );
      }
      const { data, error } = await query
        .order('_modified', { ascending: true })
        .order('id', { ascending: true })
        .limit(3);
      expect(error).toBeNull();
      if (!data!.length) break;
      seen.push(...data!.map((r) => r.id as string));
      const last = data![data!.length - 1]!;
      checkpoint = { id: last.id, modified: last._modified };
    }
    const expected = await sql<{ id: string }>(
      `select id from notifications where user_id = $1 order by _modified, id`,
      [user.id],
    );
    expect(seen).toEqual(expected.map((r) => r.id));
    expect(seen).toHaveLength(7);
  });
});
