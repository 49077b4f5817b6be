import { describe, expect, it } from 'vitest';
import { dayLabel, localDayKey, withDaySeparators } from '@/features/chat/utils/day-groups';

// Local times, so the days are the device's whatever zone the tests run in.
const at = (y: number, m: number, d: number, h = 12, min = 0) => new Date(y, m - 1, d, h, min);
const message = (id: string, when: Date) => ({ id, created_at: when.toISOString() });
const NOW = at(2026, 11, 26, 9, 30);

describe('day separators in a conversation', () => {
  it('names today and yesterday, and other days by their date, with the year only when it differs', () => {
    expect(dayLabel(localDayKey(at(2026, 11, 26, 0, 1)), NOW)).toBe('Today');
    expect(dayLabel(localDayKey(at(2026, 11, 25, 23, 59)), NOW)).toBe('Yesterday');
    expect(dayLabel(localDayKey(at(2026, 11, 24)), NOW, 'en-GB')).toBe('Tuesday 24 November');
    expect(dayLabel(localDayKey(at(2025, 12, 31)), NOW, 'en-GB')).toBe('Wednesday, 31 December 2025');
  });

  it("counts yesterday across a month's end", () => {
    expect(dayLabel(localDayKey(at(2026, 11, 30)), at(2026, 12, 1, 8))).toBe('Yesterday');
  });

  it('puts one separator before the first message of each day, keyed by the day', () => {
    const messages = [
      message('a', at(2026, 11, 24, 10)),
      message('b', at(2026, 11, 24, 18)),
      message('c', at(2026, 11, 25, 23, 59)),
      message('d', at(2026, 11, 26, 0, 1)),
      message('e', at(2026, 11, 26, 9)),
    ];
    const rows = withDaySeparators(messages, NOW, 'en-GB');
    expect(rows.map((r) => (r.kind === 'day' ? `[${r.label}]` : r.message.id))).toEqual([
      '[Tuesday 24 November]',
      'a',
      'b',
      '[Yesterday]',
      'c',
      '[Today]',
      'd',
      'e',
    ]);
    const keys = rows.filter((r) => r.kind === 'day').map((r) => r.key);
    expect(keys).toEqual(['day-2026-11-24', 'day-2026-11-25', 'day-2026-11-26']);
  });

  it('keeps the same message objects, so a memoised message is not redrawn', () => {
    const messages = [message('a', at(2026, 11, 26, 8)), message('b', at(2026, 11, 26, 9))];
    const rows = withDaySeparators(messages, NOW);
    const kept = rows.flatMap((r) => (r.kind === 'message' ? [r.message] : []));
    expect(kept[0]).toBe(messages[0]);
    expect(kept[1]).toBe(messages[1]);
  });

  it('shows no separator for no messages', () => {
    expect(withDaySeparators([], NOW)).toEqual([]);
  });
});
