import { describe, expect, it } from 'vitest';
import { relativeAge } from '@/utils/relative-age';

const now = new Date('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MIN = 60_000;

describe('relative age of a notification', () => {
  it('counts whole minutes below 60 minutes', () => {
    expect(relativeAge(ago(0), now)).toBe('0m');
    expect(relativeAge(ago(59_999), now)).toBe('0m');
    expect(relativeAge(ago(5 * MIN), now)).toBe('5m');
    expect(relativeAge(ago(59 * MIN + 59_000), now)).toBe('59m');
  });

  it('switches to hours at 60 minutes and stays there below 1,440 minutes', () => {
    expect(relativeAge(ago(60 * MIN), now)).toBe('1h');
    expect(relativeAge(ago(119 * MIN), now)).toBe('1h');
    expect(relativeAge(ago(1439 * MIN), now)).toBe('23h');
  });

  it('switches to days at 1,440 minutes', () => {
    expect(relativeAge(ago(1440 * MIN), now)).toBe('1d');
    expect(relativeAge(ago(2879 * MIN), now)).toBe('1d');
    expect(relativeAge(ago(6 * 1440 * MIN), now)).toBe('6d');
  });

  it('treats a time ahead of the clock as now, and accepts Postgres timestamps and Dates', () => {
    expect(relativeAge(new Date(now.getTime() + 5 * MIN), now)).toBe('0m');
    expect(relativeAge('2026-11-22 09:00:00+00', now)).toBe('3h');
    expect(relativeAge('not a date', now)).toBe('');
  });
});
