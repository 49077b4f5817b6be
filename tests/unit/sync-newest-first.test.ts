import { describe, expect, it } from 'vitest';
import { newestFirstKey } from '@sync/collections/conversation-messages/order';

describe('the newest-first sort key', () => {
  it('sorts later messages first, to the microsecond', () => {
    const times = [
      '2026-01-01T00:00:00.000001+00:00',
      '2026-01-01T00:00:00.000002+00:00',
      '2026-01-01T00:00:00.001+00:00',
      '2026-06-30T23:59:59.999999+00:00',
      '2027-01-01T00:00:00+00:00',
    ];
    const keys = times.map(newestFirstKey);
    expect([...keys].sort()).toEqual([...keys].reverse());
    expect(new Set(keys.map((k) => k.length))).toEqual(new Set([16]));
  });

  it('reads the same instant the same way in either encoding', () => {
    expect(newestFirstKey('2026-01-01T00:00:00.123000+00:00')).toBe(newestFirstKey('2026-01-01T00:00:00.123Z'));
  });

  it('refuses what is not a timestamp', () => {
    expect(() => newestFirstKey('yesterday')).toThrow('Not a timestamp');
  });
});
