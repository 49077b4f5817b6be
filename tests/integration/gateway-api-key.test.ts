import { describe, expect, it } from 'vitest';
import { stack } from '../fixtures/stack';

describe('the gateway key check', () => {
  it('refuses REST and Auth calls without an API key', async () => {
    for (const path of ['/rest/v1/companies?select=name', '/auth/v1/settings']) {
      const res = await fetch(`${stack().url}${path}`);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ message: 'No API key found in request' });
    }
  });

  it('refuses a key the project did not issue, even a well-formed JWT', async () => {
    const forged =
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIiwiZXhwIjoxOTgzODEyOTk2fQ.c2lnbmF0dXJl';
    for (const key of [forged, 'sb_secret_anything']) {
      const res = await fetch(`${stack().url}/rest/v1/companies?select=name`, { headers: { apikey: key } });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ message: 'Invalid API key' });
    }
  });

  it('accepts the anon key and then acts as anon', async () => {
    const res = await fetch(`${stack().url}/rest/v1/notifications?select=id`, { headers: { apikey: stack().anonKey } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
  });

  it('leaves e-mail links open, since a browser opens them without a key', async () => {
    const res = await fetch(
      `${stack().url}/auth/v1/verify?token=nope&type=recovery&redirect_to=http://localhost:4173/reset-password`,
      {
        redirect: 'manual',
      },
    );
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toContain('error');
  });
});
