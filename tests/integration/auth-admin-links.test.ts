// Admin invitations, e-mail change links, create-user check order and admin roles, as GoTrue
// answers them: internal/api/invite.go and sendInvite in mail.go (a user with invited_at and an
// invite mail; a confirmed address is 422 email_exists; validateEmail's 400 'Unable to validate
// email address: invalid format'), adminGenerateLink in mail.go and TestGenerateLink in
// mail_test.go (email_change_current / email_change_new), adminUserCreate in admin.go (the
// e-mail is checked before anything about the password), and GOTRUE_JWT_ADMIN_ROLES'
// default (service_role, supabase_admin; internal/conf/configuration.go). auth-js 2.109 admin API.
import { describe, expect, it } from 'vitest';
import { GoTrueAdminApi } from '@supabase/auth-js';
import { anonClient, createUser, serviceClient, signIn, stack, uniqueEmail } from '../fixtures/stack';
import { authFetch, outbox } from '../fixtures/auth';
import { mintToken, clientWithToken } from '../fixtures/rest';

function codeOf(body: string): string {
  const code = /code: (\d{6})/.exec(body)?.[1];
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}

describe('admin invitations', () => {
  it('invites a new address: a user with invited_at and an invite link in the outbox that signs in', async () => {
    const email = uniqueEmail('invitee');
    const { data, error } = await serviceClient().auth.admin.inviteUserByEmail(email, {
      data: { display_name: 'Ines Invitee' },
      redirectTo: 'http://localhost:4173/account/settings',
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.invited_at).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeFalsy();
    expect(data.user?.user_metadata).toMatchObject({ display_name: 'Ines Invitee' });
    const [mail] = await outbox(email);
    expect(mail?.subject).toBe('You have been invited to Evee');
    const link = new URL(mail!.link!);
    expect(link.searchParams.get('type')).toBe('invite');
    expect(link.searchParams.get('redirect_to')).toBe('http://localhost:4173/account/settings');
    const res = await fetch(link, { redirect: 'manual' });
    const fragment = new URLSearchParams(new URL(res.headers.get('location')!).hash.slice(1));
    expect(fragment.get('type')).toBe('invite');
    const client = anonClient();
    const set = await client.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(set.data.user?.id).toBe(data.user?.id);
    expect(set.data.user?.email_confirmed_at).toBeTruthy();
  });

  it('accepts the invite code through verifyOtp type invite', async () => {
    const email = uniqueEmail('invite-code');
    await serviceClient().auth.admin.inviteUserByEmail(email);
    const { data, error } = await anonClient().auth.verifyOtp({
      email,
      token: codeOf((await outbox(email))[0]!.body),
      type: 'invite',
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
  });

  it('refuses a malformed address with 400, a confirmed one with 422 email_exists, and anyone but the service role', async () => {
    const bad = await serviceClient().auth.admin.inviteUserByEmail('not an address');
    expect(bad.error?.status).toBe(400);
    expect(bad.error?.code).toBe('validation_failed');
    expect(bad.error?.message).toBe('Unable to validate email address: invalid format');
    const owner = await createUser();
    const taken = await serviceClient().auth.admin.inviteUserByEmail(owner.email);
    expect(taken.error?.status).toBe(422);
    expect(taken.error?.code).toBe('email_exists');
    expect(await outbox(owner.email)).toEqual([]);
    const target = uniqueEmail('invite-by-user');
    const res = await authFetch('/invite', {
      method: 'POST',
      token: (await owner.client.auth.getSession()).data.session!.access_token,
      body: JSON.stringify({ email: target }),
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ code: 'not_admin' });
    expect(await outbox(target)).toEqual([]);
  });
});

describe('admin e-mail change links', () => {
  it('makes email_change_new and email_change_current links, either of which moves the account to the new address', async () => {
    for (const type of ['email_change_new', 'email_change_current'] as const) {
      const owner = await createUser();
      const newEmail = uniqueEmail(type.replace(/_/g, '-'));
      const { data, error } = await serviceClient().auth.admin.generateLink({ type, email: owner.email, newEmail });
      expect(error).toBeNull();
      expect(data.properties?.verification_type).toBe(type);
      expect(data.properties?.email_otp).toMatch(/^\d{6}$/);
      expect(data.user?.new_email).toBe(newEmail);
      const link = new URL(data.properties!.action_link);
      expect(link.searchParams.get('type')).toBe('email_change');
      const res = await fetch(link, { redirect: 'manual' });
      expect(new URL(res.headers.get('location')!).hash).toContain('access_token=');
      await expect(signIn(newEmail, owner.password)).resolves.toBeTruthy();
    }
  });

  it('redeems the email_change_new code sent to the new address through verifyOtp type email_change', async () => {
    const owner = await createUser();
    const newEmail = uniqueEmail('change-code');
    const { data } = await serviceClient().auth.admin.generateLink({
      type: 'email_change_new',
      email: owner.email,
      newEmail,
    });
    const verified = await anonClient().auth.verifyOtp({
      email: newEmail,
      token: data.properties!.email_otp,
      type: 'email_change',
    });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email).toBe(newEmail);
  });

  it('refuses an e-mail change link to an address another account has, and for an unknown account', async () => {
    const owner = await createUser();
    const other = await createUser();
    const taken = await serviceClient().auth.admin.generateLink({
      type: 'email_change_new',
      email: owner.email,
      newEmail: other.email,
    });
    expect(taken.error?.code).toBe('email_exists');
    const unknown = await serviceClient().auth.admin.generateLink({
      type: 'email_change_current',
      email: uniqueEmail('ghost'),
      newEmail: uniqueEmail('ghost-new'),
    });
    expect(unknown.error?.status).toBe(404);
    expect(unknown.error?.code).toBe('user_not_found');
  });
});

describe('admin create-user order and admin roles', () => {
  it('reports a malformed e-mail before a weak password, with 400 validation_failed', async () => {
    const { error } = await serviceClient().auth.admin.createUser({ email: 'not-an-address', password: 'weak' });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('validation_failed');
  });

  it('reports a taken e-mail before a weak password, with 422 email_exists', async () => {
    const owner = await createUser();
    const { error } = await serviceClient().auth.admin.createUser({ email: owner.email, password: 'weak' });
    expect(error?.code).toBe('email_exists');
  });

  it('accepts a service token whose role is supabase_admin on the admin API, as GoTrue does, and still not on REST', async () => {
    const token = await mintToken({ role: 'supabase_admin', aud: undefined });
    const admin = new GoTrueAdminApi({
      url: `${stack().url}/auth/v1`,
      headers: { apikey: stack().anonKey, Authorization: `Bearer ${token}` },
    });
    const email = uniqueEmail('by-supabase-admin');
    const created = await admin.createUser({ email, password: 'Test@pass2026', email_confirm: true });
    expect(created.error).toBeNull();
    expect(created.data.user?.email).toBe(email);
    const listed = await admin.listUsers({ page: 1, perPage: 1 });
    expect(listed.error).toBeNull();
    expect(listed.data.users).toHaveLength(1);
    // PostgREST would switch to that role, which the project never grants to the API.
    const { error } = await clientWithToken(token).from('user_profiles').select('user_id').limit(1);
    expect(error?.code).toBe('PGRST301');
  });
});
