// Writes through the REST API to conversation_participants_detailed, a view the chat list only
// reads: an attacker gets the permission error a table gives, never a 500, and a caller who may
// write still cannot write through a view that is not updatable (405).
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, createUser, serviceClient, type TestUser } from '../fixtures/stack';

const VIEW = 'conversation_participants_detailed';
let attacker: TestUser;

beforeAll(async () => {
  attacker = await createUser();
});

describe('writes to the conversation_participants_detailed view', () => {
  it('are refused to anon with 401 and 42501', async () => {
    const { status, error } = await anonClient()
      .from(VIEW)
      .insert({ conversation_id: randomUUID(), user_id: randomUUID() });
    expect(status).toBe(401);
    expect(error).toMatchObject({ code: '42501', message: `permission denied for view ${VIEW}` });
  });

  it('are refused to a signed-in user with 403 and 42501 for insert, update and delete, while reads work', async () => {
    const table = () => attacker.client.from(VIEW);
    const results = await Promise.all([
      table().insert({ conversation_id: randomUUID(), user_id: attacker.id }),
      table().update({ display_name: 'Staff' }).eq('user_id', attacker.id),
      table().delete().eq('user_id', attacker.id),
    ]);
    for (const { status, error } of results) {
      expect(status).toBe(403);
      expect(error).toMatchObject({ code: '42501' });
    }
    const read = await table().select('id').limit(1);
    expect(read.error).toBeNull();
    expect(read.status).toBe(200);
  });

  it('answer 405 with the database reason when the caller may write but the view cannot take it', async () => {
    const { status, error } = await serviceClient()
      .from(VIEW)
      .insert({ conversation_id: randomUUID(), user_id: randomUUID() });
    expect(status).toBe(405);
    expect(error).toMatchObject({ code: '55000', message: `cannot insert into view "${VIEW}"` });
  });
});
