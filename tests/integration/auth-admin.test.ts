import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { anonClient, createUser, serviceClient, stack, TEST_PASSWORD, uniqueEmail } from '../fixtures/stack';
import { authFetch } from '../fixtures/auth';
import { clientWithToken } from '../fixtures/rest';

describe('admin user API', () => {
  it('refuses callers without the service role with not_admin', async () => {
    const user = await createUser();
    const token = (await user.client.auth.getSession()).data.session!.access_token;
    const asUser = clientWithToken(token);
    const { error } = await asUser.auth.admin.listUsers();
    expect(error?.status).toBe(403);
    expect(error?.code).toBe('not_admin');
    expect(error?.message).toBe('User not allowed');
    const asAnon = await anonClient().auth.admin.createUser({ email: uniqueEmail('x'), password: TEST_PASSWORD });
    expect(asAnon.error?.code).toBe('not_admin');
  });

  it('creates a user with metadata and a chosen id, reads it back, and updates it', async () => {
    const id = randomUUID();
    const email = uniqueEmail('admin');
    const admin = serviceClient().auth.admin;
    const created = await admin.createUser({
      id,
      email,
      password: TEST_PASSWORD,
      email_confirm: true,
      user_metadata: { first_name: 'Lin' },
      app_metadata: { plan: 'pro' },
    } as never);
    expect(created.error).toBeNull();
    expect(created.data.user?.id).toBe(id);
    expect(created.data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'], plan: 'pro' });

    const got = await admin.getUserById(id);
    expect(got.data.user?.email).toBe(email);
    expect(got.data.user?.user_metadata).toEqual({ first_name: 'Lin' });

    const updated = await admin.updateUserById(id, { user_metadata: { last_name: 'Wu' }, password: 'Other@pass2027' });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toEqual({ first_name: 'Lin', last_name: 'Wu' });
    const signedIn = await anonClient().auth.signInWithPassword({ email, password: 'Other@pass2027' });
    expect(signedIn.error).toBeNull();
  });

  it('leaves a user created without email_confirm unable to sign in until confirmed', async () => {
    const email = uniqueEmail('unconfirmed');
    const admin = serviceClient().auth.admin;
    const { data } = await admin.createUser({ email, password: TEST_PASSWORD });
    const first = await anonClient().auth.signInWithPassword({ email, password: TEST_PASSWORD });
    expect(first.error?.code).toBe('email_not_confirmed');
    await admin.updateUserById(data.user!.id, { email_confirm: true });
    expect((await anonClient().auth.signInWithPassword({ email, password: TEST_PASSWORD })).error).toBeNull();
  });

  it('refuses a duplicate e-mail with email_exists', async () => {
    const user = await createUser();
    const { error } = await serviceClient().auth.admin.createUser({ email: user.email, password: TEST_PASSWORD });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('email_exists');
  });

  it('bans a user: their sessions end and sign-in is refused', async () => {
    const user = await createUser();
    const { error } = await serviceClient().auth.admin.updateUserById(user.id, { ban_duration: '24h' });
    expect(error).toBeNull();
    expect((await user.client.auth.getUser()).error).not.toBeNull();
    const again = await anonClient().auth.signInWithPassword({ email: user.email, password: user.password });
    expect(again.error?.code).toBe('user_banned');
    const bad = await serviceClient().auth.admin.updateUserById(user.id, { ban_duration: 'forever' });
    expect(bad.error?.code).toBe('validation_failed');
  });

  it('pages the user list with X-Total-Count and a Link header auth-js can read', async () => {
    await createUser();
    await createUser();
    const { data, error } = await serviceClient().auth.admin.listUsers({ page: 1, perPage: 1 });
    expect(error).toBeNull();
    expect(data.users).toHaveLength(1);
    expect('total' in data && data.total).toBeGreaterThanOrEqual(2);
    expect('nextPage' in data && data.nextPage).toBe(2);
    const res = await authFetch('/admin/users?page=1&per_page=1', { token: stack().serviceRoleKey });
    expect(res.headers.get('link')).toMatch(
      /^<\/admin\/users\?page=2&per_page=1>; rel="next", <\/admin\/users\?page=\d+&per_page=1>; rel="last"$/,
    );
    expect((await res.json()).aud).toBe('authenticated');
  });

  it('deletes a user, whose session then no longer works', async () => {
    const user = await createUser();
    const token = (await user.client.auth.getSession()).data.session!.access_token;
    const { error } = await serviceClient().auth.admin.deleteUser(user.id);
    expect(error).toBeNull();
    expect((await serviceClient().auth.admin.getUserById(user.id)).error?.code).toBe('user_not_found');
    expect((await anonClient().auth.getUser(token)).data.user).toBeNull();
  });

  it('validates user ids and reports unknown ones as user_not_found', async () => {
    const bad = await authFetch('/admin/users/not-a-uuid', { token: stack().serviceRoleKey });
    expect(bad.status).toBe(400);
    expect((await bad.json()).code).toBe('validation_failed');
    const missing = await serviceClient().auth.admin.getUserById(randomUUID());
    expect(missing.error?.status).toBe(404);
    expect(missing.error?.code).toBe('user_not_found');
  });
});
