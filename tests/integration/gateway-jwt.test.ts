// Every door of the stack (REST, Auth, Realtime) refuses a token that is not exactly one it
// would issue: unsigned (`alg: none`), signed with another secret or algorithm, expired, for a
// database role the API does not serve, or a user's token for another audience.
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import { signJwt } from '../../supabase/local/gateway/jwt';
import { DEV_JWT_SECRET } from '../../supabase/local/keys';
import { stack } from '../fixtures/stack';

const later = Math.floor(Date.now() / 1000) + 3600;
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

async function badTokens(): Promise<Record<string, string>> {
  const user = { sub: randomUUID(), role: 'authenticated', aud: 'authenticated', exp: later };
  return {
    'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ role: 'service_role', exp: later })}.`,
    'another secret': await signJwt({ role: 'service_role', exp: later }, 'another-secret-that-is-long-enough-0000'),
    'another algorithm': await new SignJWT({ role: 'service_role', exp: later })
      .setProtectedHeader({ alg: 'HS512' })
      .sign(new TextEncoder().encode(DEV_JWT_SECRET)),
    expired: await signJwt({ ...user, exp: Math.floor(Date.now() / 1000) - 60 }, DEV_JWT_SECRET),
    'a database role': await signJwt({ role: 'postgres', exp: later }, DEV_JWT_SECRET),
    'no audience': await signJwt({ sub: user.sub, role: 'authenticated', exp: later }, DEV_JWT_SECRET),
    'another audience': await signJwt({ ...user, aud: 'admin' }, DEV_JWT_SECRET),
  };
}

function upgradeStatus(token: string): Promise<number> {
  const url = `${stack().url.replace('http', 'ws')}/realtime/v1/websocket?vsn=2.0.0&apikey=${token}`;
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.on('open', () => {
      ws.close();
      resolve(101);
    });
    ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.on('error', (err) => (err.message.includes('Unexpected server response') ? undefined : reject(err)));
  });
}

describe('tokens the gateway refuses', () => {
  it('uses the development secret the stack signs with (so the refusals below are about the claims)', async () => {
    const ok = await signJwt({ role: 'service_role', exp: later }, DEV_JWT_SECRET);
    const res = await fetch(`${stack().url}/rest/v1/companies?select=id&limit=1`, {
      headers: { apikey: stack().anonKey, Authorization: `Bearer ${ok}` },
    });
    expect(res.status).toBe(200);
    expect(await upgradeStatus(ok)).toBe(101);
  });

  it('refuses each bad token at REST with 401 in PostgREST’s error shape', async () => {
    for (const [what, token] of Object.entries(await badTokens())) {
      const res = await fetch(`${stack().url}/rest/v1/companies?select=id&limit=1`, {
        headers: { apikey: stack().anonKey, Authorization: `Bearer ${token}` },
      });
      expect(res.status, what).toBe(401);
      const body = (await res.json()) as { code: string; message: string };
      expect(body.code, what).toMatch(/^PGRST30[13]$/);
      expect(body.message, what).not.toMatch(/at .*\.ts:\d+/);
    }
  });

  it('refuses each bad token at Auth with an error and no user', async () => {
    for (const [what, token] of Object.entries(await badTokens())) {
      const res = await fetch(`${stack().url}/auth/v1/user`, {
        headers: { apikey: stack().anonKey, Authorization: `Bearer ${token}` },
      });
      expect([401, 403], what).toContain(res.status);
      expect(await res.json(), what).not.toHaveProperty('id');
    }
  });

  it('refuses each bad token as a Realtime apikey before the websocket opens', async () => {
    for (const [what, token] of Object.entries(await badTokens())) {
      expect(await upgradeStatus(token), what).toBe(401);
    }
  });
});
