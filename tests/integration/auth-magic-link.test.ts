// E-mail one-time codes and magic links (POST /otp, /verify types email and magiclink) and
// the resend interval, as GoTrue answers them: internal/api/otp.go (Otp, shouldCreateUser:
// 422 otp_disabled 'Signups not allowed for otp'), magic_link.go (a new address is signed up
// and gets the confirmation mail; a confirmed one the magic link), mail.go
// (validateSentWithinFrequencyLimit: 429 over_email_send_rate_limit), resend.go (200 {} for
// an unknown address); auth-js 2.109 signInWithOtp / verifyOtp / resend.
import { describe, expect, it } from 'vitest';
import { anonClient, createUser, uniqueEmail } from '../fixtures/stack';
import { authFetch, outbox } from '../fixtures/auth';

const APP_URL = 'http://localhost:4173/auth';

function codeOf(body: string): string {
  const code = /code: (\d{6})/.exec(body)?.[1];
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}

function fragmentOf(res: Response): URLSearchParams {
  expect(res.status).toBe(303);
  return new URLSearchParams(new URL(res.headers.get('location') ?? '').hash.slice(1));
}

describe('e-mail sign-in links and codes', () => {
  it('mails a confirmed account a sign-in link that signs the person in', async () => {
    const owner = await createUser();
    const { data, error } = await anonClient().auth.signInWithOtp({
      email: owner.email,
      options: { shouldCreateUser: false, emailRedirectTo: APP_URL },
    });
    expect(error).toBeNull();
    expect(data).toEqual({ user: null, session: null });
    const [mail] = await outbox(owner.email);
    expect(mail?.subject).toBe('Your sign-in link');
    const link = new URL(mail!.link!);
    expect(link.searchParams.get('type')).toBe('magiclink');
    const fragment = fragmentOf(await fetch(link, { redirect: 'manual' }));
    expect(fragment.get('type')).toBe('magiclink');
    const client = anonClient();
    const set = await client.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(set.error).toBeNull();
    expect(set.data.user?.id).toBe(owner.id);
    expect(fragmentOf(await fetch(link, { redirect: 'manual' })).get('error_code')).toBe('otp_expired');
  });

  it('signs in with the mailed code through verifyOtp type email, and type magiclink', async () => {
    for (const type of ['email', 'magiclink'] as const) {
      const owner = await createUser();
      await anonClient().auth.signInWithOtp({ email: owner.email, options: { shouldCreateUser: false } });
      const [mail] = await outbox(owner.email);
      const { data, error } = await anonClient().auth.verifyOtp({
        email: owner.email,
        token: codeOf(mail!.body),
        type,
      });
      expect(error).toBeNull();
      expect(data.user?.id).toBe(owner.id);
      expect(data.session?.access_token).toBeTruthy();
    }
  });

  it('signs up an unknown address with create_user and mails the confirmation, whose code signs in', async () => {
    const email = uniqueEmail('otp-new');
    const res = await authFetch('/otp', { method: 'POST', body: JSON.stringify({ email, create_user: true }) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    const [mail] = await outbox(email);
    expect(mail?.subject).toBe('Confirm your e-mail address');
    const { data, error } = await anonClient().auth.verifyOtp({ email, token: codeOf(mail!.body), type: 'email' });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeTruthy();
  });

  it('refuses an unknown address without create_user, as GoTrue does, and mails nothing', async () => {
    const email = uniqueEmail('otp-none');
    const { error } = await anonClient().auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('otp_disabled');
    expect(await outbox(email)).toEqual([]);
  });

  it('answers a malformed address with 400 validation_failed', async () => {
    const res = await authFetch('/otp', { method: 'POST', body: JSON.stringify({ email: 'not-an-address' }) });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'validation_failed' });
  });

  it('holds magic-link codes to the same guess limit as recovery codes: five wrong ones burn it', async () => {
    const owner = await createUser();
    await anonClient().auth.signInWithOtp({ email: owner.email, options: { shouldCreateUser: false } });
    const real = codeOf((await outbox(owner.email))[0]!.body);
    const wrong = [1, 2, 3, 4, 5].map((n) => String((Number(real) + n) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all(
      wrong.map((token) => anonClient().auth.verifyOtp({ email: owner.email, token, type: 'magiclink' })),
    );
    expect(answers.map((a) => a.error?.code)).toEqual(Array(5).fill('otp_expired'));
    const sixth = await anonClient().auth.verifyOtp({ email: owner.email, token: real, type: 'magiclink' });
    expect(sixth.error?.status).toBe(429);
    expect(sixth.error?.code).toBe('over_request_rate_limit');
  });

  it('mails one sign-in link per address per minute when asked in parallel, known or unknown', async () => {
    const owner = await createUser();
    for (const email of [owner.email, uniqueEmail('otp-flood')]) {
      const responses = await Promise.all(
        Array.from({ length: 6 }, () =>
          authFetch('/otp', { method: 'POST', body: JSON.stringify({ email, create_user: true }) }),
        ),
      );
      const statuses = responses.map((r) => r.status).sort();
      expect(statuses).toEqual([200, 429, 429, 429, 429, 429]);
      const limited = responses.find((r) => r.status === 429)!;
      expect(await limited.json()).toMatchObject({
        code: 'over_email_send_rate_limit',
        message: expect.stringMatching(/^For security purposes, you can only request this after \d+ seconds\.$/),
      });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await outbox(email)).toHaveLength(1);
    }
  });
});

describe('resending a confirmation', () => {
  it('sends one mail per address per minute when resends come in parallel, and answers an unknown address alike', async () => {
    const email = uniqueEmail('resend-flood');
    await anonClient().auth.signUp({ email, password: 'Test@pass2026' });
    for (const address of [email, uniqueEmail('resend-nobody')]) {
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => anonClient().auth.resend({ type: 'signup', email: address })),
      );
      expect(answers.filter((a) => a.error === null)).toHaveLength(1);
      const refused = answers.filter((a) => a.error !== null);
      expect(refused).toHaveLength(5);
      for (const a of refused) {
        expect(a.error?.status).toBe(429);
        expect(a.error?.code).toBe('over_email_send_rate_limit');
      }
    }
    expect(await outbox(email)).toHaveLength(2);
  });

  it('resends a pending e-mail change to the new address once per minute when asked in parallel', async () => {
    const owner = await createUser();
    const newEmail = uniqueEmail('resend-change');
    expect((await owner.client.auth.updateUser({ email: newEmail })).error).toBeNull();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => anonClient().auth.resend({ type: 'email_change', email: owner.email })),
    );
    expect(answers.filter((a) => a.error === null)).toHaveLength(1);
    expect(answers.filter((a) => a.error?.code === 'over_email_send_rate_limit')).toHaveLength(3);
    const mails = await outbox(newEmail);
    expect(mails.map((m) => m.subject)).toEqual(['Confirm your new e-mail address', 'Confirm your new e-mail address']);
  });
});
