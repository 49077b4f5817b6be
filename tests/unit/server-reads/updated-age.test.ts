import { describe, expect, it } from 'vitest';
import { updatedAge } from '@/utils/updated-age';

const now = new Date('2026-11-26T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('the age of an answer on screen', () => {
  it('reads as just now under a minute, and for a time ahead of our clock', () => {
    expect(updatedAge(ago(0), now)).toBe('Updated just now');
    expect(updatedAge(ago(59_000), now)).toBe('Updated just now');
    expect(updatedAge(ago(-120_000), now)).toBe('Updated just now');
  });

  it('counts whole minutes, then whole hours, then days in words', () => {
    expect(updatedAge(ago(60_000), now)).toBe('Updated 1 minute ago');
    expect(updatedAge(ago(5 * 60_000 + 59_000), now)).toBe('Updated 5 minutes ago');
    expect(updatedAge(ago(59 * 60_000), now)).toBe('Updated 59 minutes ago');
    expect(updatedAge(ago(60 * 60_000), now)).toBe('Updated 1 hour ago');
    expect(updatedAge(ago(23 * 3_600_000), now)).toBe('Updated 23 hours ago');
    expect(updatedAge(ago(24 * 3_600_000), now)).toBe('Updated yesterday');
    expect(updatedAge(ago(4 * 86_400_000), now)).toBe('Updated 4 days ago');
  });

  it('moves on as time passes', () => {
    const at = ago(0);
    expect(updatedAge(at, now)).toBe('Updated just now');
    expect(updatedAge(at, new Date(now.getTime() + 2 * 60_000))).toBe('Updated 2 minutes ago');
  });
});
