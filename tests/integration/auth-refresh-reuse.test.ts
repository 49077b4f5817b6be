// Refresh-token reuse detection: a rotated token presented again after the reuse interval is
// a sign that it was stolen, so the whole session ends, the thief's newer token included.
import { describe, expect, it } from 'vitest';
import { anonClient, createUser, db } from '../fixtures/stack';
import { authFetch } from '../fixtures/auth';

async function ageToken(token: string): Promise<void> {
  const sql = await db();
  try {
    await sql.query(`update auth.refresh_tokens set updated_at = now() - interval '11 seconds' where token = $1`, [
      token,
    ]);
  } finally {
    await sql.end();
  }
}

describe('refresh-token reuse', () => {
  it('revokes the whole session when a rotated token comes back after the reuse interval, so the newer token fails too', async () => {
    const user = await createUser();
    const first = (await user.client.auth.getSession()).data.session!;
    const rotated = await anonClient().auth.refreshSession({ refresh_token: first.refresh_token });
    expect(rotated.error).toBeNull();
    const newer = rotated.data.session!.refresh_token;
    await ageToken(first.refresh_token);

    const reuse = await anonClient().auth.refreshSession({ refresh_token: first.refresh_token });
    expect(reuse.error?.code).toBe('refresh_token_already_used');

    const res = await authFetch('/token?grant_type=refresh_token', {
      method: 'POST',
      body: JSON.stringify({ refresh_token: newer }),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('refresh_token_already_used');
  });

  it('keeps the session when the rotated token comes back within the reuse interval', async () => {
    const user = await createUser();
    const first = (await user.client.auth.getSession()).data.session!;
    const rotated = await anonClient().auth.refreshSession({ refresh_token: first.refresh_token });
    const replay = await anonClient().auth.refreshSession({ refresh_token: first.refresh_token });
    expect(replay.data.session?.refresh_token).toBe(rotated.data.session?.refresh_token);
    const next = await anonClient().auth.refreshSession({ refresh_token: rotated.data.session!.refresh_token });
    expect(next.error).toBeNull();
  });
});
