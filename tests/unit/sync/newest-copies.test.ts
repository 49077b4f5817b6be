import { describe, expect, it } from 'vitest';
import { modifiedMicros, newestCopies } from '../../../sync/replication/newest-copies';

describe('modifiedMicros', () => {
  it('keeps the microseconds PostgREST and Realtime write, in either spelling', () => {
    const rest = modifiedMicros({ _modified: '2026-11-25T17:00:00.123456+00:00' });
    const realtime = modifiedMicros({ _modified: '2026-11-25 17:00:00.123457+00' });
    expect(realtime! - rest!).toBe(1);
    expect(modifiedMicros({ _modified: '2026-11-25T17:00:00+00:00' })).toBe(Date.parse('2026-11-25T17:00:00Z') * 1000);
  });

  it('is null for a row without a readable change time', () => {
    expect(modifiedMicros({})).toBeNull();
    expect(modifiedMicros({ _modified: 'yesterday' })).toBeNull();
  });
});

describe('newestCopies', () => {
  it('refuses a copy older than one handed over before it, and takes equal or newer ones', () => {
    const copies = newestCopies();
    const at = (s: string) => modifiedMicros({ _modified: `2026-11-25T17:00:00.${s}+00:00` });
    expect(copies.admit('campaign', at('000200'))).toBe(true); // the live 'running'
    expect(copies.admit('campaign', at('000100'))).toBe(false); // the push's late 'draft'
    expect(copies.admit('campaign', at('000200'))).toBe(true);
    expect(copies.admit('campaign', at('000300'))).toBe(true);
    expect(copies.admit('other', at('000100'))).toBe(true);
  });

  it('takes every copy without a change time', () => {
    const copies = newestCopies();
    expect(copies.admit('a', 5)).toBe(true);
    expect(copies.admit('a', null)).toBe(true);
  });
});
