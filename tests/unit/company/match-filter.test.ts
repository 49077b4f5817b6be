import { describe, expect, it } from 'vitest';
import {
  byMatch,
  inMatchOrder,
  meetsMinimum,
  parseCandidateSort,
  parseMatchMinimum,
} from '@/features/company/utils/match-filter';

const app = (id: string, match_score: number | null, created_at: string) => ({ id, match_score, created_at });

describe('Candidates by match', () => {
  it('puts the best match first, unscored last, and the newest first among equals', () => {
    const list = [
      app('a', 40, '2026-11-01'),
      app('b', null, '2026-11-05'),
      app('c', 90, '2026-11-02'),
      app('d', 40, '2026-11-03'),
    ];
    expect(list.toSorted(byMatch).map((a) => a.id)).toEqual(['c', 'd', 'a', 'b']);
    expect(inMatchOrder(list, 'newest')).toBe(list);
  });

  it('keeps only scores at or above the minimum, and no unscored application once one is set', () => {
    expect(meetsMinimum(75, 75)).toBe(true);
    expect(meetsMinimum(74, 75)).toBe(false);
    expect(meetsMinimum(null, 50)).toBe(false);
    expect(meetsMinimum(null, null)).toBe(true);
  });

  it('reads only the sorts and minimums it offers from the address', () => {
    expect(parseCandidateSort('match')).toBe('match');
    expect(parseCandidateSort('score; drop')).toBe('newest');
    expect(parseMatchMinimum('75')).toBe(75);
    expect(parseMatchMinimum('74')).toBeNull();
    expect(parseMatchMinimum(null)).toBeNull();
  });
});
