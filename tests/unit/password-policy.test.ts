import { describe, expect, it } from 'vitest';
import { checkEmail, checkPassword } from '../../supabase/local/gateway/auth/password-policy';
import { lockMessage } from '../../supabase/local/gateway/auth/lockout';
import { linkHeader, parseBanDuration, parsePage } from '../../supabase/local/gateway/auth/admin-input';

describe('password policy', () => {
  it('accepts a password with every character class within 8 to 128 characters', () => {
    expect(checkPassword('Evee@demo2026')).toEqual({ ok: true, reasons: [], message: '' });
    expect(checkPassword(`Aa1@${'x'.repeat(124)}`).ok).toBe(true);
  });

  it('reports length for passwords shorter than 8 or longer than 128 characters', () => {
    expect(checkPassword('Aa1@aaa').reasons).toEqual(['length']);
    expect(checkPassword(`Aa1@${'x'.repeat(125)}`).reasons).toEqual(['length']);
  });

  it('reports characters when a class is missing, naming each missing class', () => {
    for (const [password, missing] of [
      ['AAAA@1111', 'a lower-case letter'],
      ['aaaa@1111', 'an upper-case letter'],
      ['Aaaa@aaaa', 'a digit'],
      ['Aaaa11111', 'one of @$!%*?&'],
    ] as const) {
      const verdict = checkPassword(password);
      expect(verdict.reasons).toEqual(['characters']);
      expect(verdict.message).toContain(missing);
    }
  });

  it('reports both reasons together', () => {
    const verdict = checkPassword('abc');
    expect(verdict.reasons).toEqual(['length', 'characters']);
    expect(verdict.message).toMatch(/^Password should be 8 to 128 characters long and contain /);
  });

  it('accepts each of the allowed symbols', () => {
    for (const symbol of '@$!%*?&') expect(checkPassword(`Abcdef1${symbol}`).ok).toBe(true);
  });
});

describe('e-mail policy', () => {
  it('accepts an address of exactly 254 characters and refuses 255', () => {
    const at254 = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.dev`;
    expect(at254).toHaveLength(254);
    expect(checkEmail(at254)).toBeNull();
    expect(checkEmail(`a${at254}`)).toMatch(/at most 254/);
  });

  it('refuses malformed addresses', () => {
    for (const bad of ['plain', 'a@b', 'a b@c.dev', '@c.dev', 'a@@c.dev']) expect(checkEmail(bad)).not.toBeNull();
  });
});

describe('lockout message', () => {
  it('rounds the time left up to whole minutes, singular for one', () => {
    expect(lockMessage(900)).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
    expect(lockMessage(841)).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
    expect(lockMessage(30)).toBe('Too many failed sign-in attempts. Try again in 1 minute.');
  });
});

describe('admin input', () => {
  it('parses Go durations for ban_duration', () => {
    expect(parseBanDuration('none')).toBe(0);
    expect(parseBanDuration('24h')).toBe(86_400_000);
    expect(parseBanDuration('1h30m')).toBe(5_400_000);
    expect(parseBanDuration('1.5s')).toBe(1500);
    expect(parseBanDuration('forever')).toBeNull();
    expect(parseBanDuration('10')).toBeNull();
  });

  it('reads empty pagination as the defaults and refuses non-positive pages', () => {
    expect(parsePage('', '')).toEqual({ page: 1, perPage: 50 });
    expect(parsePage('2', '10')).toEqual({ page: 2, perPage: 10 });
    expect(parsePage('0', '10')).toBeNull();
    expect(parsePage('x', '')).toBeNull();
  });

  it('builds the Link header with next only when more pages exist', () => {
    expect(linkHeader('/admin/users', { page: 1, perPage: 2 }, 5)).toBe(
      '</admin/users?page=2&per_page=2>; rel="next", </admin/users?page=3&per_page=2>; rel="last"',
    );
    expect(linkHeader('/admin/users', { page: 3, perPage: 2 }, 5)).toBe('</admin/users?page=3&per_page=2>; rel="last"');
  });
});
