// The lockout cannot be turned against an account's owner: a stranger's failures lock the
// stranger's client out of the account, not the owner signing in from elsewhere, and a client
// that fails across many accounts is blocked as a client. Other clients are simulated by
// connecting from other loopback addresses (Linux routes all of 127.0.0.0/8 locally).
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { anonClient, createUser, stack } from '../fixtures/stack';

interface Answer {
  status: number;
  body: { code?: string; msg?: string; message?: string; access_token?: string };
  retryAfter?: string;
}

/** A password sign-in sent from the given local address. */
function signInFrom(localAddress: string, email: string, password: string): Promise<Answer> {
  const url = new URL(`${stack().url}/auth/v1/token?grant_type=password`);
  const payload = JSON.stringify({ email, password });
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        localAddress,
        headers: {
          apikey: stack().anonKey,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(text),
            retryAfter: res.headers['retry-after'] as string,
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe('a lockout strangers cannot aim', () => {
  it('locks the stranger’s client out of the account while the owner still signs in from their own', async () => {
    const victim = await createUser();
    const stranger = '127.0.0.2';
    for (let i = 1; i <= 5; i += 1) {
      expect((await signInFrom(stranger, victim.email, 'Wrong@pass1')).body.code).toBe('invalid_credentials');
    }
    const locked = await signInFrom(stranger, victim.email, victim.password);
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('user_locked');
    expect(Number(locked.retryAfter)).toBeGreaterThan(14 * 60);

    const owner = await anonClient().auth.signInWithPassword({ email: victim.email, password: victim.password });
    expect(owner.error).toBeNull();
    expect(owner.data.session?.access_token).toBeTruthy();
    const ownerElsewhere = await signInFrom('127.0.0.4', victim.email, victim.password);
    expect(ownerElsewhere.status).toBe(200);
  });

  it('blocks a client that fails on twenty accounts within the window, and no other client', async () => {
    const real = await createUser();
    const sprayer = `127.0.${Math.floor(Math.random() * 200) + 10}.3`;
    for (let i = 0; i < 20; i += 1) {
      const answer = await signInFrom(sprayer, `nobody-${randomUUID().slice(0, 8)}@test.evee.dev`, 'Wrong@pass1');
      expect(answer.body.code).toBe('invalid_credentials');
    }
    const blocked = await signInFrom(sprayer, real.email, real.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe('over_request_rate_limit');
    expect(blocked.body.msg ?? blocked.body.message).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
    expect((await signInFrom('127.0.0.5', real.email, real.password)).status).toBe(200);
  });
});
