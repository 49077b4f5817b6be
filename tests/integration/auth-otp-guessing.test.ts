// One-time codes cannot be guessed: the attacker knows only the victim's e-mail and fires
// wrong 6-digit codes in parallel at /verify. After five wrong guesses the code is burned and
// the address answers 429 with Retry-After; the link's token_hash cannot be derived from the
// e-mail and a code either.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { anonClient, createUser, db, serviceClient, TEST_PASSWORD, uniqueEmail } from '../fixtures/stack';
import { authFetch, outbox } from '../fixtures/auth';

function codeOf(body: string): string {
  const code = /code: (\d{6})/.exec(body)?.[1];
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}

/** Six-digit codes other than the real one. */
function wrongCodes(real: string, count: number): string[] {
  const out: string[] = [];
  for (let n = 0; out.length < count; n++) {
    const guess = String((Number(real) + 1 + n * 7919) % 1_000_000).padStart(6, '0');
    if (guess !== real) out.push(guess);
  }
  return out;
}

function verify(body: Record<string, string>): Promise<Response> {
  return authFetch('/verify', { method: 'POST', body: JSON.stringify(body) });
}

/** Fires the guesses in parallel and returns the statuses and the first 429. */
async function guessInParallel(email: string, type: string, guesses: string[]) {
  const responses = await Promise.all(guesses.map((token) => verify({ email, token, type })));
  const limited = responses.find((r) => r.status === 429);
  return { statuses: responses.map((r) => r.status), limited };
}

/** What the block's window would do by itself: lets the address try again, so a burned code shows as burned. */
async function endBlock(email: string): Promise<void> {
  const sql = await db();
  try {
    await sql.query('delete from auth.local_otp_failures where subject = $1', [`email:${email.toLowerCase()}`]);
  } finally {
    await sql.end();
  }
}

describe('guessing a one-time code', () => {
  it('burns a recovery code after five wrong guesses fired in parallel and answers 429 with Retry-After', async () => {
    const victim = await createUser();
    await anonClient().auth.resetPasswordForEmail(victim.email);
    const [mail] = await outbox(victim.email);
    const real = codeOf(mail!.body);

    const { statuses, limited } = await guessInParallel(victim.email, 'recovery', wrongCodes(real, 20));
    expect(statuses.filter((s) => s === 403)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    expect(Number(limited!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited!.json()).toMatchObject({ code: 'over_request_rate_limit' });

    const blocked = await verify({ email: victim.email, token: real, type: 'recovery' });
    expect(blocked.status).toBe(429);
    await endBlock(victim.email);
    const burned = await verify({ email: victim.email, token: real, type: 'recovery' });
    expect(burned.status).toBe(403);
    expect((await burned.json()).code).toBe('otp_expired');
    const link = await fetch(mail!.link!, { redirect: 'manual' });
    expect(new URL(link.headers.get('location')!).hash).toContain('error_code=otp_expired');
  });

  it('lets the owner in through a new link after an attack, while the code path stays blocked', async () => {
    const victim = await createUser();
    await anonClient().auth.resetPasswordForEmail(victim.email);
    await guessInParallel(victim.email, 'recovery', wrongCodes('000000', 6));
    await anonClient().auth.resetPasswordForEmail(victim.email);
    const [fresh] = await outbox(victim.email);
    const viaLink = await verify({ token_hash: new URL(fresh!.link!).searchParams.get('token')!, type: 'recovery' });
    expect(viaLink.status).toBe(200);
    expect((await viaLink.json()).user.id).toBe(victim.id);
  });

  it('counts guesses at an unknown address the same way, so the answer does not tell who has an account', async () => {
    const { statuses } = await guessInParallel(uniqueEmail('ghost'), 'recovery', wrongCodes('123456', 7));
    expect(statuses.filter((s) => s === 403)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
  });

  it('refuses a token_hash made from the e-mail and the right code, so the link cannot be guessed through the code', async () => {
    const victim = await createUser();
    await anonClient().auth.resetPasswordForEmail(victim.email);
    const [mail] = await outbox(victim.email);
    const derived = createHash('sha224')
      .update(victim.email + codeOf(mail!.body))
      .digest('hex');
    const guessed = await verify({ token_hash: derived, type: 'recovery' });
    expect(guessed.status).toBe(403);
    const real = await verify({ token_hash: new URL(mail!.link!).searchParams.get('token')!, type: 'recovery' });
    expect(real.status).toBe(200);
  });

  it.each(['signup', 'invite', 'magiclink', 'email'] as const)(
    'burns a %s code after five wrong guesses',
    async (type) => {
      const email = uniqueEmail(`otp-${type}`);
      const linkType = type === 'email' ? 'magiclink' : type;
      if (linkType === 'magiclink') await createUser({ email });
      const { data, error } = await serviceClient().auth.admin.generateLink(
        linkType === 'signup' ? { type: 'signup', email, password: TEST_PASSWORD } : { type: linkType, email },
      );
      expect(error).toBeNull();
      const real = data.properties!.email_otp;
      const { statuses } = await guessInParallel(email, type, wrongCodes(real, 6));
      expect(statuses.filter((s) => s === 429)).toHaveLength(1);
      await endBlock(email);
      const burned = await verify({ email, token: real, type });
      expect(burned.status).toBe(403);
    },
  );
});
