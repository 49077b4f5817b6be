// Authentication required for sensitive operations: GET /reauthenticate mails a nonce, and a
// session older than the recently-signed-in window must present it to change its password
// (GoTrue with secure password change on: internal/api/reauthenticate.go, UserUpdate in
// user.go, TestUserUpdatePasswordReauthentication in user_test.go: 400 without a nonce, 422
// reauthentication_not_valid 'Nonce has expired or is invalid' for a wrong one) or, locally,
// its e-mail. auth-js 2.109 reauthenticate() and updateUser({password, nonce}).
import { describe, expect, it } from 'vitest';
import { createUser, db, signIn, uniqueEmail, type TestUser } from '../fixtures/stack';
import { authFetch, outbox } from '../fixtures/auth';

const NEW_PASSWORD = 'Fresh@pass2027';

/** Ages the user's sessions past GoTrue's 24-hour window, as if signed in two days ago. */
async function ageSessions(userId: string): Promise<void> {
  const sql = await db();
  try {
    await sql.query(`update auth.sessions set created_at = now() - interval '2 days' where user_id = $1`, [userId]);
  } finally {
    await sql.end();
  }
}

async function nonceFor(user: TestUser): Promise<string> {
  const { error } = await user.client.auth.reauthenticate();
  expect(error).toBeNull();
  const mail = (await outbox(user.email)).find((m) => m.subject === 'Confirm it is you');
  const code = /code[^\d]*(\d{6})/.exec(mail?.body ?? '')?.[1];
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}

describe('reauthentication before a password or e-mail change', () => {
  it('refuses a password change from an old session without the nonce, and takes it with the mailed nonce', async () => {
    const user = await createUser();
    await ageSessions(user.id);
    const bare = await user.client.auth.updateUser({ password: NEW_PASSWORD });
    expect(bare.error?.status).toBe(400);
    expect(bare.error?.code).toBe('reauthentication_needed');
    await expect(signIn(user.email, user.password)).resolves.toBeTruthy();

    const nonce = await nonceFor(user);
    const { error } = await user.client.auth.updateUser({ password: NEW_PASSWORD, nonce });
    expect(error).toBeNull();
    await expect(signIn(user.email, NEW_PASSWORD)).resolves.toBeTruthy();
  });

  it('refuses a wrong or already used nonce with 422 reauthentication_not_valid and keeps the password', async () => {
    const user = await createUser();
    await ageSessions(user.id);
    const nonce = await nonceFor(user);
    const wrong = String((Number(nonce) + 1) % 1_000_000).padStart(6, '0');
    const guessed = await user.client.auth.updateUser({ password: NEW_PASSWORD, nonce: wrong });
    expect(guessed.error?.status).toBe(422);
    expect(guessed.error?.code).toBe('reauthentication_not_valid');
    expect(guessed.error?.message).toBe('Nonce has expired or is invalid');
    expect(
      (await user.client.auth.updateUser({ data: { seen: true }, password: NEW_PASSWORD, nonce })).error,
    ).toBeNull();
    const replay = await user.client.auth.updateUser({ password: 'Third@pass2028', nonce });
    expect(replay.error?.code).toBe('reauthentication_not_valid');
    await expect(signIn(user.email, NEW_PASSWORD)).resolves.toBeTruthy();
  });

  it('checks a nonce that is given even from a fresh session, so a wrong code never changes the password', async () => {
    const user = await createUser();
    await nonceFor(user);
    const { error } = await user.client.auth.updateUser({ password: NEW_PASSWORD, nonce: '000000' });
    expect(error?.code).toBe('reauthentication_not_valid');
    await expect(signIn(user.email, user.password)).resolves.toBeTruthy();
  });

  it('asks an old session for the nonce before it mails an e-mail change, and mails it with the nonce', async () => {
    const user = await createUser();
    await ageSessions(user.id);
    const target = uniqueEmail('reauth-change');
    const bare = await user.client.auth.updateUser({ email: target });
    expect(bare.error?.code).toBe('reauthentication_needed');
    expect(await outbox(target)).toEqual([]);
    const nonce = await nonceFor(user);
    expect((await user.client.auth.updateUser({ email: target, nonce })).error).toBeNull();
    expect((await outbox(target))[0]?.subject).toBe('Confirm your new e-mail address');
  });

  it('stops a guesser after five wrong nonces in parallel, even with the real one', async () => {
    const user = await createUser();
    await ageSessions(user.id);
    const nonce = await nonceFor(user);
    const wrong = [1, 2, 3, 4, 5].map((n) => String((Number(nonce) + n) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(
      wrong.map((n) => user.client.auth.updateUser({ password: NEW_PASSWORD, nonce: n })),
    );
    expect(answers.map((a) => a.error?.code)).toEqual(Array(5).fill('reauthentication_not_valid'));
    const real = await user.client.auth.updateUser({ password: NEW_PASSWORD, nonce });
    expect(real.error?.status).toBe(429);
    await expect(signIn(user.email, user.password)).resolves.toBeTruthy();
  });

  it('mails one nonce per minute however often it is asked for in parallel', async () => {
    const user = await createUser();
    const answers = await Promise.all(Array.from({ length: 5 }, () => user.client.auth.reauthenticate()));
    expect(answers.filter((a) => a.error === null)).toHaveLength(1);
    expect(answers.filter((a) => a.error?.code === 'over_email_send_rate_limit')).toHaveLength(4);
    expect((await outbox(user.email)).filter((m) => m.subject === 'Confirm it is you')).toHaveLength(1);
  });

  it('needs a signed-in caller: no token is 401', async () => {
    const res = await authFetch('/reauthenticate');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'no_authorization' });
  });
});
