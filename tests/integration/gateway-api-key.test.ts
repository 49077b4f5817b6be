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
    const headers = { apikey: stack().anonKey };
    const companies = await fetch(`${stack().url}/rest/v1/companies?select=id&limit=1`, { headers });
    expect(companies.status).toBe(200);
    expect(Array.isArray(await companies.json())).toBe(true);
    // Anon holds no privilege on notifications: PostgREST answers a signed-out caller's 42501 with 401.
    const notifications = await fetch(`${stack().url}/rest/v1/notifications?select=id`, { headers });
    expect(notifications.status).toBe(401);
    expect(((await notifications.json()) as { code: string }).code).toBe('42501');
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
