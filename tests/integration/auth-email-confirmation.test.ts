// Nobody gets an address's account, or what was sent to the address, without reading its mail:
// sign-up and an e-mail change are confirmed by a link sent to the address, as hosted Supabase
// does with "Confirm email" on.
import { describe, expect, it } from 'vitest';
import { anonClient, createUser, db, TEST_PASSWORD, uniqueEmail } from '../fixtures/stack';
import { authFetch, confirmViaOutbox, outbox } from '../fixtures/auth';

const APP_URL = 'http://localhost:4173/';

function codeOf(body: string): string {
  return /code: (\d{6})/.exec(body)?.[1] ?? '';
}

describe('sign-up by e-mail', () => {
  it('creates an unconfirmed user with no session and mails a confirmation link to the address', async () => {
    const email = uniqueEmail('confirm');
    const { data, error } = await anonClient().auth.signUp({
      email,
      password: TEST_PASSWORD,
      options: { data: { first_name: 'Ada' }, emailRedirectTo: APP_URL },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.user_metadata).toMatchObject({ first_name: 'Ada' });
    const [mail] = await outbox(email);
    expect(mail?.subject).toBe('Confirm your e-mail address');
    expect(new URL(mail!.link!).searchParams.get('type')).toBe('signup');
    expect(new URL(mail!.link!).searchParams.get('redirect_to')).toBe(APP_URL);
    const early = await anonClient().auth.signInWithPassword({ email, password: TEST_PASSWORD });
    expect(early.error?.code).toBe('email_not_confirmed');
  });

  it('confirms and signs in through the link, with the session in the fragment', async () => {
    const email = uniqueEmail('confirm-link');
    await anonClient().auth.signUp({ email, password: TEST_PASSWORD, options: { emailRedirectTo: APP_URL } });
    const [mail] = await outbox(email);
    const res = await fetch(mail!.link!, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const fragment = new URLSearchParams(new URL(res.headers.get('location')!).hash.slice(1));
    expect(fragment.get('type')).toBe('signup');
    const client = anonClient();
    await client.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    const { data } = await client.auth.getUser();
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.user?.identities?.[0]?.identity_data?.email_verified).toBe(true);
    const later = await anonClient().auth.signInWithPassword({ email, password: TEST_PASSWORD });
    expect(later.error).toBeNull();
  });

  it('confirms with the code through verifyOtp type signup', async () => {
    const email = uniqueEmail('confirm-code');
    await anonClient().auth.signUp({ email, password: TEST_PASSWORD });
    const [mail] = await outbox(email);
    const { data, error } = await anonClient().auth.verifyOtp({ email, token: codeOf(mail!.body), type: 'signup' });
    expect(error).toBeNull();
    expect(data.session?.access_token).toBeTruthy();
    expect(data.user?.email_confirmed_at).toBeTruthy();
  });

  it('resends the confirmation mail, and answers {} alike for a confirmed or unknown address', async () => {
    const email = uniqueEmail('resend');
    await anonClient().auth.signUp({ email, password: TEST_PASSWORD });
    const resent = await anonClient().auth.resend({ type: 'signup', email });
    expect(resent.error).toBeNull();
    const mails = await outbox(email);
    expect(mails).toHaveLength(2);
    expect((await fetch(mails[1]!.link!, { redirect: 'manual' })).headers.get('location')).toContain('otp_expired');
    await expect(confirmViaOutbox(email)).resolves.toBeTruthy();

    const owner = await createUser();
    for (const address of [owner.email, uniqueEmail('nobody')]) {
      const res = await authFetch('/resend', {
        method: 'POST',
        body: JSON.stringify({ type: 'signup', email: address }),
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({});
      expect(await outbox(address)).toEqual([]);
    }
  });

  it('answers a sign-up for a registered address with a made-up user, sends nothing and leaves the account alone', async () => {
    const owner = await createUser();
    const { data, error } = await anonClient().auth.signUp({ email: owner.email, password: 'Other@pass2026' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.id).not.toBe(owner.id);
    expect(data.user?.identities).toEqual([]);
    expect(await outbox(owner.email)).toEqual([]);
    const stolen = await anonClient().auth.signInWithPassword({ email: owner.email, password: 'Other@pass2026' });
    expect(stolen.error?.code).toBe('invalid_credentials');
  });

  it('reports mailer_autoconfirm false in settings', async () => {
    expect((await (await authFetch('/settings')).json()).mailer_autoconfirm).toBe(false);
  });
});

describe('changing one’s e-mail', () => {
  it('keeps the old address until the new one is confirmed by the link sent to it', async () => {
    const user = await createUser();
    const wanted = uniqueEmail('wanted');
    const { data, error } = await user.client.auth.updateUser({ email: wanted });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(user.email);
    expect(data.user?.new_email).toBe(wanted);
    const sql = await db();
    try {
      const { rows } = await sql.query('select email from auth.users where id = $1', [user.id]);
      expect(rows[0].email).toBe(user.email);
    } finally {
      await sql.end();
    }
    const [mail] = await outbox(wanted);
    expect(new URL(mail!.link!).searchParams.get('type')).toBe('email_change');
    const res = await fetch(mail!.link!, { redirect: 'manual' });
    expect(res.headers.get('location')).toContain('access_token=');
    const after = await user.client.auth.getUser();
    expect(after.data.user?.email).toBe(wanted);
    expect(after.data.user?.new_email).toBeUndefined();
  });

  it('refuses a guessed e-mail change code and burns it after five wrong guesses', async () => {
    const user = await createUser();
    const wanted = uniqueEmail('wanted-guess');
    await user.client.auth.updateUser({ email: wanted });
    const real = codeOf((await outbox(wanted))[0]!.body);
    const guesses = ['000000', '111111', '222222', '333333', '444444', '555555'].filter((g) => g !== real);
    const statuses = await Promise.all(
      guesses.slice(0, 5).map(async (token) => {
        const r = await authFetch('/verify', {
          method: 'POST',
          body: JSON.stringify({ email: wanted, token, type: 'email_change' }),
        });
        return r.status;
      }),
    );
    expect(statuses).toEqual([403, 403, 403, 403, 403]);
    const sql = await db();
    try {
      await sql.query('delete from auth.local_otp_failures where subject = $1', [`email:${wanted}`]);
    } finally {
      await sql.end();
    }
    const burned = await anonClient().auth.verifyOtp({ email: wanted, token: real, type: 'email_change' });
    expect(burned.error?.code).toBe('otp_expired');
    expect((await user.client.auth.getUser()).data.user?.email).toBe(user.email);
  });
});
