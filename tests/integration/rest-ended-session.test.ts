// A token whose session has ended (signed out, suspended, deleted) gets nothing from REST:
// the request's transaction checks the session as it opens, and a request that answers
// without opening one is checked before its answer leaves. An attacker holding such a token
// tries a read, a write, a write with nothing to write and a malformed request.
import { describe, expect, it } from 'vitest';
import { createUser, db, stack, type TestUser } from '../fixtures/stack';

async function endedToken(): Promise<{ user: TestUser; token: string }> {
  const user = await createUser();
  const token = (await user.client.auth.getSession()).data.session!.access_token;
  const { error } = await user.client.auth.signOut();
  expect(error).toBeNull();
  return { user, token };
}

function rest(token: string, path: string, init: RequestInit = {}): Promise<Response> {
  const { url, anonKey } = stack();
  return fetch(`${url}/rest/v1/${path}`, {
    ...init,
    headers: {
      apikey: anonKey,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      ...(init.headers as Record<string, string> | undefined),
    },
  });
}

async function expectEnded(res: Response): Promise<void> {
  expect(res.status).toBe(401);
  expect(await res.json()).toMatchObject({
    code: 'PGRST301',
    message: 'Session from session_id claim in JWT does not exist',
  });
}

describe('a token whose session has ended', () => {
  it('reads nothing', async () => {
    const { user, token } = await endedToken();
    await expectEnded(await rest(token, `user_profiles?select=display_name&user_id=eq.${user.id}`));
  });

  it('writes nothing, though the same write succeeds with a live session', async () => {
    const { user, token } = await endedToken();
    const sql = await db();
    try {
      const before = await sql.query('select display_name from public.user_profiles where user_id = $1', [user.id]);
      await expectEnded(
        await rest(token, `user_profiles?user_id=eq.${user.id}`, {
          method: 'PATCH',
          body: JSON.stringify({ display_name: 'Written by an ended session' }),
        }),
      );
      const after = await sql.query('select display_name from public.user_profiles where user_id = $1', [user.id]);
      expect(after.rows).toEqual(before.rows);

      const live = await createUser();
      const liveToken = (await live.client.auth.getSession()).data.session!.access_token;
      const res = await rest(liveToken, `user_profiles?user_id=eq.${live.id}`, {
        method: 'PATCH',
        body: JSON.stringify({ display_name: 'Written by a live session' }),
      });
      expect(res.status).toBe(204);
      const written = await sql.query('select display_name from public.user_profiles where user_id = $1', [live.id]);
      expect(written.rows).toEqual([{ display_name: 'Written by a live session' }]);
    } finally {
      await sql.end();
    }
  });

  it('is refused for a write with nothing to write, which opens no transaction', async () => {
    const { token } = await endedToken();
    await expectEnded(await rest(token, 'conversation_messages', { method: 'POST', body: '[]' }));
  });

  it('is refused before a malformed request is answered as malformed', async () => {
    const { token } = await endedToken();
    await expectEnded(await rest(token, 'user_profiles?display_name=nonsense'));
    await expectEnded(await rest(token, 'no_such_table'));
  });

  it('is refused in parallel requests as in one', async () => {
    const { user, token } = await endedToken();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        i % 2
          ? rest(token, `user_profiles?select=display_name&user_id=eq.${user.id}`)
          : rest(token, `user_profiles?user_id=eq.${user.id}`, {
              method: 'PATCH',
              body: JSON.stringify({ display_name: `Parallel ${i}` }),
            }),
      ),
    );
    for (const res of answers) await expectEnded(res);
  });
});
