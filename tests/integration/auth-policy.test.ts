import { describe, expect, it } from 'vitest';
import { AuthApiError, AuthWeakPasswordError } from '@supabase/supabase-js';
import { anonClient, createUser, db, serviceClient, stack, TEST_PASSWORD, uniqueEmail } from '../fixtures/stack';
import { authFetch } from '../fixtures/auth';

describe('account policy', () => {
  it('refuses weak passwords on sign-up with the reasons', async () => {
    const short = await anonClient().auth.signUp({ email: uniqueEmail('weak'), password: 'Aa1@' });
    expect(short.error).toBeInstanceOf(AuthWeakPasswordError);
    expect(short.error?.status).toBe(422);
    expect(short.error?.code).toBe('weak_password');
    expect((short.error as AuthWeakPasswordError).reasons).toEqual(['length']);

    const plain = await anonClient().auth.signUp({ email: uniqueEmail('weak'), password: 'alllowercase' });
    expect((plain.error as AuthWeakPasswordError).reasons).toEqual(['characters']);
    expect(plain.error?.message).toMatch(/upper-case letter/);

    const both = await anonClient().auth.signUp({ email: uniqueEmail('weak'), password: 'x'.repeat(129) });
    expect((both.error as AuthWeakPasswordError).reasons).toEqual(['length', 'characters']);
  });

  it('refuses a weak new password on updateUser and on admin createUser', async () => {
    const user = await createUser();
    const update = await user.client.auth.updateUser({ password: 'NoSymbol123' });
    expect(update.error).toBeInstanceOf(AuthWeakPasswordError);
    expect((update.error as AuthWeakPasswordError).reasons).toEqual(['characters']);
    const created = await serviceClient().auth.admin.createUser({ email: uniqueEmail('weakadmin'), password: 'short' });
    expect(created.error?.code).toBe('weak_password');
  });

  it('refuses an e-mail longer than 254 characters and a malformed one', async () => {
    const long = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.dev`;
    expect(long.length).toBeGreaterThan(254);
    const tooLong = await anonClient().auth.signUp({ email: long, password: TEST_PASSWORD });
    expect(tooLong.error?.status).toBe(400);
    expect(tooLong.error?.code).toBe('validation_failed');
    expect(tooLong.error?.message).toMatch(/254/);
    const malformed = await anonClient().auth.signUp({ email: 'not-an-email', password: TEST_PASSWORD });
    expect(malformed.error?.code).toBe('validation_failed');
  });

  it('requires an e-mail or phone and a password on the server too', async () => {
    const res = await authFetch('/signup', { method: 'POST', body: JSON.stringify({ email: uniqueEmail('nopass') }) });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: 'validation_failed',
      message: 'You must provide either an email or phone number and a password',
    });
    const anonymous = await anonClient().auth.signInAnonymously();
    expect(anonymous.error?.code).toBe('anonymous_provider_disabled');
  });
});

describe('lockout after failed sign-ins', () => {
  it('locks the account on the fifth failure, refuses even the right password, and says how long', async () => {
    const user = await createUser();
    const attempt = (password: string) => anonClient().auth.signInWithPassword({ email: user.email, password });
    for (let i = 1; i <= 5; i += 1) {
      expect((await attempt('Wrong@pass1')).error?.code).toBe('invalid_credentials');
    }
    const locked = await attempt(user.password);
    expect(locked.error).toBeInstanceOf(AuthApiError);
    expect(locked.error?.status).toBe(429);
    expect(locked.error?.code).toBe('user_locked');
    expect(locked.error?.message).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');

    const sql = await db();
    try {
      await sql.query(
        `update auth.local_login_attempts set locked_until = now() + interval '61 seconds' where user_id = $1`,
        [user.id],
      );
      expect((await attempt(user.password)).error?.message).toBe(
        'Too many failed sign-in attempts. Try again in 2 minutes.',
      );
      await sql.query(
        `update auth.local_login_attempts set locked_until = now() - interval '1 second', last_failed_at = now() - interval '15 minutes'
          where user_id = $1`,
        [user.id],
      );
    } finally {
      await sql.end();
    }
    const after = await attempt(user.password);
    expect(after.error).toBeNull();
    expect(after.data.session).not.toBeNull();
  });

  it('resets the count after a successful sign-in', async () => {
    const user = await createUser();
    const attempt = (password: string) => anonClient().auth.signInWithPassword({ email: user.email, password });
    for (let i = 0; i < 4; i += 1) await attempt('Wrong@pass1');
    expect((await attempt(user.password)).error).toBeNull();
    for (let i = 0; i < 4; i += 1) await attempt('Wrong@pass1');
    expect((await attempt(user.password)).error).toBeNull();
  });
});

describe('error shapes', () => {
  it('answers errors as {code, message} with the 2024-01-01 API version header', async () => {
    const res = await authFetch('/token?grant_type=password', {
      method: 'POST',
      body: JSON.stringify({ email: uniqueEmail('nobody'), password: TEST_PASSWORD }),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await res.json()).toMatchObject({ code: 'invalid_credentials', message: 'Invalid login credentials' });
  });

  it('refuses malformed bodies and unknown grants with a 4xx', async () => {
    const bad = await authFetch('/signup', { method: 'POST', body: '{"email": ' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).code).toBe('bad_json');
    const array = await authFetch('/token?grant_type=password', { method: 'POST', body: '[1,2]' });
    expect(array.status).toBe(400);
    const wrongType = await authFetch('/signup', {
      method: 'POST',
      body: JSON.stringify({ email: 42, password: TEST_PASSWORD }),
    });
    expect(wrongType.status).toBe(400);
    const grant = await authFetch('/token?grant_type=magic', { method: 'POST', body: '{}' });
    expect(grant.status).toBe(400);
    expect((await grant.json()).code).toBe('unsupported_grant_type');
  });

  it('ignores unknown body fields', async () => {
    const email = uniqueEmail('extra');
    const res = await authFetch('/signup', {
      method: 'POST',
      body: JSON.stringify({
        email,
        password: TEST_PASSWORD,
        gotrue_meta_security: {},
        code_challenge: null,
        options: { x: 1 },
      }),
    });
    expect(res.status).toBe(200);
  });

  it('requires a bearer token on /user and refuses the anon key as missing a sub claim', async () => {
    const none = await fetch(`${stack().url}/auth/v1/user`, { headers: { apikey: stack().anonKey } });
    expect(none.status).toBe(401);
    expect((await none.json()).code).toBe('no_authorization');
    const { error } = await anonClient().auth.getUser(stack().anonKey);
    expect(error?.status).toBe(403);
    expect(error?.code).toBe('bad_jwt');
    expect(error?.message).toBe('invalid claim: missing sub claim');
    const garbage = await anonClient().auth.getUser('a.b.c');
    expect(garbage.error?.code).toBe('bad_jwt');
  });

  it('serves settings, health and an empty JWKS with a cache header', async () => {
    const jwks = await authFetch('/.well-known/jwks.json');
    expect(await jwks.json()).toEqual({ keys: [] });
    expect(jwks.headers.get('cache-control')).toBe('public, max-age=600');
    expect((await (await authFetch('/settings')).json()).mailer_autoconfirm).toBe(false);
    expect((await authFetch('/health')).status).toBe(200);
  });
});

describe('input PostgreSQL cannot store', () => {
  it('answers metadata with a NUL character with 400 validation_failed and creates no user', async () => {
    const email = uniqueEmail('nul');
    const res = await authFetch('/signup', {
      method: 'POST',
      body: JSON.stringify({ email, password: TEST_PASSWORD, data: { bio: 'a\u0000b' } }),
    });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('validation_failed');
    const sql = await db();
    try {
      expect((await sql.query('select 1 from auth.users where email = $1', [email])).rowCount).toBe(0);
    } finally {
      await sql.end();
    }
  });
});
