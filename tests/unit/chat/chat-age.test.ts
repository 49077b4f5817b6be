import { describe, expect, it } from 'vitest';
import { chatAge } from '@/features/chat/utils/chat-age';

const NOW = new Date('2026-11-26T12:00:00Z');
const ago = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

describe("a conversation's relative age in the list", () => {
  it("says 'now' under an hour, whole hours under a day, then whole days", () => {
    expect([0, 1, 59].map((m) => chatAge(ago(m), NOW))).toEqual(['now', 'now', 'now']);
    expect([60, 119, 120, 1439].map((m) => chatAge(ago(m), NOW))).toEqual(['1h', '1h', '2h', '23h']);
    expect([1440, 2879, 2880, 60 * 24 * 40].map((m) => chatAge(ago(m), NOW))).toEqual(['1d', '1d', '2d', '40d']);
  });

  it('counts a time ahead of the clock as now, and says nothing for a time it cannot read', () => {
    expect(chatAge(ago(-30), NOW)).toBe('now');
    expect(chatAge('not a date', NOW)).toBe('');
  });
});
