import { describe, expect, it } from 'vitest';
import { GatewayError } from '../../supabase/local/gateway/errors';
import { FairShare, shareKey } from '../../supabase/local/gateway/rest/fair-share';
import { parseSelect } from '../../supabase/local/gateway/rest/parse/select';

const limits = { active: 2, queued: 1, waitMs: 50 };

describe("a caller's fair share of the pool", () => {
  it('runs a few requests of one caller at once, queues one more and refuses the next with 429', async () => {
    const share = new FairShare(limits);
    const [a, b] = [await share.acquire('user:1'), await share.acquire('user:1')];
    let third = false;
    const waiting = share.acquire('user:1').then((release) => ((third = true), release));
    await expect(share.acquire('user:1')).rejects.toMatchObject({ status: 429, headers: { 'Retry-After': '1' } });
    await expect(share.acquire('user:2')).resolves.toBeTypeOf('function');
    expect(third).toBe(false);
    a();
    (await waiting)();
    b();
    expect(third).toBe(true);
  });

  it('refuses a queued request whose wait runs out', async () => {
    const share = new FairShare(limits);
    await share.acquire('k');
    await share.acquire('k');
    const err = await share.acquire('k').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GatewayError);
    expect((err as GatewayError).body).toMatchObject({
      code: 'PGRST429',
      message: 'Too many requests at once from this caller',
    });
  });

  it('counts a signed-in user by their id, anon by address, and leaves the service role unlimited', () => {
    expect(shareKey({ role: 'authenticated', claims: { role: 'authenticated', sub: 'u1' } }, '10.0.0.1')).toBe(
      'user:u1',
    );
    expect(shareKey({ role: 'anon', claims: { role: 'anon' } }, '10.0.0.1')).toBe('anon:10.0.0.1');
    expect(shareKey({ role: 'service_role', claims: { role: 'service_role' } }, '10.0.0.1')).toBeNull();
  });
});

describe('embed limits in the select parameter', () => {
  const nest = (levels: number) => {
    let s = 'id';
    for (let i = 0; i < levels; i += 1) s = `r${i}(${s})`;
    return s;
  };

  it('accepts four levels and twenty embeds', () => {
    expect(() => parseSelect(nest(4))).not.toThrow();
    expect(() => parseSelect(Array.from({ length: 20 }, (_, i) => `a${i}:r(id)`).join(','))).not.toThrow();
  });

  it('refuses a fifth level, a twenty-first embed and spreads past the limits with PGRST100', () => {
    for (const select of [
      nest(5),
      nest(60),
      Array.from({ length: 21 }, (_, i) => `a${i}:r(id)`).join(','),
      `...a(...b(...c(...d(...e(id)))))`,
    ]) {
      const err = (() => {
        try {
          parseSelect(select);
        } catch (e) {
          return e;
        }
      })();
      expect(err).toBeInstanceOf(GatewayError);
      expect((err as GatewayError).status).toBe(400);
      expect((err as GatewayError).body.code).toBe('PGRST100');
    }
  });

  it('refuses a select nested thousands of levels deep without exhausting the stack', () => {
    expect(() => parseSelect(nest(100_000))).toThrow('Embedding depth exceeds the limit of 4');
  });
});
