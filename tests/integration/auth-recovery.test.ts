import { describe, expect, it } from 'vitest';
import { anonClient, createUser, serviceClient, signIn } from '../fixtures/stack';
import { authFetch, outbox } from '../fixtures/auth';

const APP_URL = 'http://localhost:4173/account/reset-password';

function fragmentOf(location: string | null): URLSearchParams {
  expect(location).toBeTruthy();
  return new URLSearchParams(new URL(location!).hash.slice(1));
}

describe('password reset through the outbox link', () => {
  it('resets the password end to end: mail, link, session from the fragment, new password', async () => {
    const user = await createUser();
    const { error } = await anonClient().auth.resetPasswordForEmail(user.email, { redirectTo: APP_URL });
    expect(error).toBeNull();

    const [mail] = await outbox(user.email);
    expect(mail?.subject).toBe('Reset your password');
    expect(mail?.link).toContain('/auth/v1/verify?token=');
    const link = new URL(mail!.link!);
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(link.searchParams.get('redirect_to')).toBe(APP_URL);
    expect(link.searchParams.get('token')).toMatch(/^[0-9a-f]{56}$/);

    const res = await fetch(link, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const location = res.headers.get('location');
    expect(location?.startsWith(`${APP_URL}#`)).toBe(true);
    const fragment = fragmentOf(location);
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('token_type')).toBe('bearer');
    expect(Number(fragment.get('expires_in'))).toBe(3600);

    const client = anonClient();
    const set = await client.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(set.error).toBeNull();
    expect(set.data.user?.id).toBe(user.id);
    const newPassword = 'Fresh@start2027';
    const updated = await client.auth.updateUser({ password: newPassword });
    expect(updated.error).toBeNull();

    const old = await anonClient().auth.signInWithPassword({ email: user.email, password: user.password });
    expect(old.error?.code).toBe('invalid_credentials');
    await expect(signIn(user.email, newPassword)).resolves.toBeTruthy();
  });

  it('uses a link only once: the second visit redirects with otp_expired in the fragment', async () => {
    const user = await createUser();
    await anonClient().auth.resetPasswordForEmail(user.email, { redirectTo: APP_URL });
    const [mail] = await outbox(user.email);
    expect((await fetch(mail!.link!, { redirect: 'manual' })).status).toBe(303);
    const again = await fetch(mail!.link!, { redirect: 'manual' });
    expect(again.status).toBe(303);
    const fragment = fragmentOf(again.headers.get('location'));
    expect(fragment.get('error')).toBe('access_denied');
    expect(fragment.get('error_code')).toBe('otp_expired');
    expect(fragment.get('access_token')).toBeNull();
  });

  it('sends the browser to the site URL when no redirect_to is given', async () => {
    const user = await createUser();
    await anonClient().auth.resetPasswordForEmail(user.email);
    const [mail] = await outbox(user.email);
    const res = await fetch(mail!.link!, { redirect: 'manual' });
    expect(res.headers.get('location')?.startsWith('http://localhost:4173#access_token=')).toBe(true);
  });

  it('accepts the 6-digit code from the mail through verifyOtp and emits PASSWORD_RECOVERY', async () => {
    const user = await createUser();
    await anonClient().auth.resetPasswordForEmail(user.email);
    const [mail] = await outbox(user.email);
    const code = /code: (\d{6})/.exec(mail!.body)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const client = anonClient();
    const events: string[] = [];
    client.auth.onAuthStateChange((event) => {
      events.push(event);
    });
    const wrong = await client.auth.verifyOtp({
      email: user.email,
      token: code === '000000' ? '111111' : '000000',
      type: 'recovery',
    });
    expect(wrong.error?.code).toBe('otp_expired');
    const { data, error } = await client.auth.verifyOtp({ email: user.email, token: code!, type: 'recovery' });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);
    expect(events).toContain('PASSWORD_RECOVERY');
  });

  it('answers {} for an unknown e-mail and writes no mail, so accounts do not leak', async () => {
    const email = `ghost-${Date.now()}@test.evee.dev`;
    const res = await authFetch('/recover', { method: 'POST', body: JSON.stringify({ email }) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    expect(await outbox(email)).toEqual([]);
  });

  it('lets only the service role read the outbox', async () => {
    const user = await createUser();
    const res = await authFetch(`/local/outbox?email=${encodeURIComponent(user.email)}`, {
      token: (await user.client.auth.getSession()).data.session!.access_token,
    });
    expect(res.status).toBe(403);
    expect((await res.json()).code).toBe('not_admin');
  });
});

describe('admin generate_link', () => {
  it('returns a recovery action link that signs the user in', async () => {
    const user = await createUser();
    const { data, error } = await serviceClient().auth.admin.generateLink({ type: 'recovery', email: user.email });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(user.id);
    expect(data.properties?.verification_type).toBe('recovery');
    expect(data.properties?.email_otp).toMatch(/^\d{6}$/);
    const res = await fetch(data.properties!.action_link, { redirect: 'manual' });
    expect(fragmentOf(res.headers.get('location')).get('access_token')).toBeTruthy();
  });

  it('makes a magic link whose hashed token works with verifyOtp', async () => {
    const user = await createUser();
    const { data } = await serviceClient().auth.admin.generateLink({ type: 'magiclink', email: user.email });
    const verified = await anonClient().auth.verifyOtp({
      token_hash: data.properties!.hashed_token,
      type: 'magiclink',
    });
    expect(verified.error).toBeNull();
    expect(verified.data.session?.user.id).toBe(user.id);
  });

  it('refuses a recovery link for an unknown e-mail with user_not_found', async () => {
    const { error } = await serviceClient().auth.admin.generateLink({
      type: 'recovery',
      email: `none-${Date.now()}@test.evee.dev`,
    });
    expect(error?.status).toBe(404);
    expect(error?.code).toBe('user_not_found');
  });
});
