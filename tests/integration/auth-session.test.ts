import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import pg from 'pg';
import { createAuthApp } from '../../supabase/local/gateway/auth/app';
import type { AuthChangeEvent } from '@supabase/supabase-js';
import { anonClient, createUser, db, stack, TEST_PASSWORD, uniqueEmail } from '../fixtures/stack';
import { confirmViaOutbox, outbox } from '../fixtures/auth';

describe('sign-up', () => {
  it('signs up with an e-mail, and the confirmation link from the outbox signs the new, confirmed user in', async () => {
    const email = uniqueEmail('signup');
    const { data, error } = await anonClient().auth.signUp({
      email,
      password: TEST_PASSWORD,
      options: { data: { first_name: 'Ada' } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    const client = await confirmViaOutbox(email);
    const session = (await client.auth.getSession()).data.session;
    expect(session?.access_token).toBeTruthy();
    expect(session?.refresh_token).toBeTruthy();
    expect(session?.expires_in).toBeGreaterThan(3590);
    const user = (await client.auth.getUser()).data.user;
    expect(user?.email).toBe(email);
    expect(user?.email_confirmed_at).toBeTruthy();
    expect(user?.user_metadata).toMatchObject({ first_name: 'Ada' });
    expect(user?.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect(user?.identities?.[0]?.provider).toBe('email');
  });

  it('signs up with a phone number', async () => {
    const phone = `+4479${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const { data, error } = await anonClient().auth.signUp({ phone, password: TEST_PASSWORD });
    expect(error).toBeNull();
    expect(data.user?.phone).toBe(phone.slice(1));
    expect(data.user?.email).toBe('');
    expect(data.session).not.toBeNull();
    const again = await anonClient().auth.signInWithPassword({ phone, password: TEST_PASSWORD });
    expect(again.error).toBeNull();
    expect(again.data.user?.id).toBe(data.user?.id);
  });

  it('answers a second sign-up of an unconfirmed e-mail with the same user and a new confirmation mail', async () => {
    const email = uniqueEmail('dup');
    const first = await anonClient().auth.signUp({ email, password: TEST_PASSWORD });
    const { data, error } = await anonClient().auth.signUp({ email: email.toUpperCase(), password: TEST_PASSWORD });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(first.data.user?.id);
    expect(await outbox(email)).toHaveLength(2);
  });
});

describe('sign-in and tokens', () => {
  it('issues an access token with the claims of a GoTrue session', async () => {
    const user = await createUser();
    const { data } = await user.client.auth.getSession();
    const claims = decodeJwt(data.session!.access_token);
    expect(claims).toMatchObject({
      iss: `${stack().url}/auth/v1`,
      sub: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: user.email,
      phone: '',
      aal: 'aal1',
      is_anonymous: false,
    });
    expect(claims.exp! - claims.iat!).toBe(3600);
    expect(claims.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
  });

  it('refuses a wrong password and an unknown e-mail with the same invalid_credentials error', async () => {
    const user = await createUser();
    const wrong = await anonClient().auth.signInWithPassword({ email: user.email, password: 'Wrong@pass1' });
    const unknown = await anonClient().auth.signInWithPassword({
      email: uniqueEmail('nobody'),
      password: TEST_PASSWORD,
    });
    for (const { error } of [wrong, unknown]) {
      expect(error?.status).toBe(400);
      expect(error?.code).toBe('invalid_credentials');
      expect(error?.message).toBe('Invalid login credentials');
    }
  });

  it('returns the signed-in user from getUser and applies updateUser', async () => {
    const user = await createUser({ metadata: { first_name: 'Grace' } });
    const got = await user.client.auth.getUser();
    expect(got.error).toBeNull();
    expect(got.data.user?.id).toBe(user.id);
    const updated = await user.client.auth.updateUser({ data: { last_name: 'Hopper', first_name: null } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toEqual({ last_name: 'Hopper' });
    const email = uniqueEmail('moved');
    const moved = await user.client.auth.updateUser({ email });
    expect(moved.data.user?.email).toBe(user.email);
    expect(moved.data.user?.new_email).toBe(email);
  });

  it('rotates the refresh token and refuses the old one once the reuse interval is over', async () => {
    const user = await createUser();
    const first = (await user.client.auth.getSession()).data.session!;
    const { data, error } = await user.client.auth.refreshSession();
    expect(error).toBeNull();
    const second = data.session!;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(second.access_token).session_id).toBe(decodeJwt(first.access_token).session_id);

    const replay = await anonClient().auth.refreshSession({ refresh_token: first.refresh_token });
    expect(replay.error).toBeNull();
    expect(replay.data.session?.refresh_token).toBe(second.refresh_token);

    const sql = await db();
    try {
      await sql.query(`update auth.refresh_tokens set updated_at = now() - interval '11 seconds' where token = $1`, [
        first.refresh_token,
      ]);
    } finally {
      await sql.end();
    }
    const late = await anonClient().auth.refreshSession({ refresh_token: first.refresh_token });
    expect(late.error?.code).toBe('refresh_token_already_used');
    const unknown = await anonClient().auth.refreshSession({ refresh_token: 'not-a-token' });
    expect(unknown.error?.code).toBe('refresh_token_not_found');
  });

  it('ends the session on sign-out, so its access token no longer finds a user', async () => {
    const user = await createUser();
    const token = (await user.client.auth.getSession()).data.session!.access_token;
    const { error } = await user.client.auth.signOut();
    expect(error).toBeNull();
    const after = await anonClient().auth.getUser(token);
    expect(after.data.user).toBeNull();
    expect(after.error?.name).toBe('AuthSessionMissingError');
  });

  it('signs out only the other sessions with scope others', async () => {
    const user = await createUser();
    const second = anonClient();
    await second.auth.signInWithPassword({ email: user.email, password: user.password });
    await user.client.auth.signOut({ scope: 'others' });
    expect((await user.client.auth.getUser()).error).toBeNull();
    expect((await second.auth.getUser()).error?.name).toBe('AuthSessionMissingError');
  });

  it('emits SIGNED_IN, TOKEN_REFRESHED, USER_UPDATED and SIGNED_OUT', async () => {
    const user = await createUser();
    const client = anonClient();
    const events: AuthChangeEvent[] = [];
    client.auth.onAuthStateChange((event) => {
      events.push(event);
    });
    await client.auth.signInWithPassword({ email: user.email, password: user.password });
    await client.auth.refreshSession();
    await client.auth.updateUser({ data: { theme: 'dark' } });
    await client.auth.signOut();
    expect(events.filter((e) => e !== 'INITIAL_SESSION')).toEqual([
      'SIGNED_IN',
      'TOKEN_REFRESHED',
      'USER_UPDATED',
      'SIGNED_OUT',
    ]);
  });

  it('issues access tokens with the lifetime the stack configures', async () => {
    const user = await createUser();
    const { url, dbUrl, jwtSecret, anonKey, serviceRoleKey } = stack();
    const pool = new pg.Pool({ connectionString: dbUrl, max: 2 });
    try {
      const app = createAuthApp({
        pool,
        dbUrl,
        jwtSecret,
        publicUrl: url,
        anonKey,
        serviceRoleKey,
        log: () => {},
        storageDir: fs.mkdtempSync(path.join(os.tmpdir(), 'evee-auth-storage-')),
        jwtExpiry: 120,
      });
      const res = await app.request('/token?grant_type=password', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: user.email, password: user.password }),
      });
      const session = (await res.json()) as { expires_in: number; access_token: string };
      expect(session.expires_in).toBe(120);
      const claims = decodeJwt(session.access_token);
      expect(claims.exp! - claims.iat!).toBe(120);
    } finally {
      await pool.end();
    }
  });
});
