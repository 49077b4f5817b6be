import { describe, expect, it } from 'vitest';
import type { ScorecardRow } from '@sync/collections/workspace-records/rows';
import { scorecardAverages, scorecardCountLabel } from '@/features/company/utils/scorecard-averages';

const card = (communication: number, professional: number): ScorecardRow => ({
  id: `${communication}-${professional}`,
  application_id: 'a',
  event_id: 'e',
  author_id: 'u',
  ratings: { communication, professional },
  recommendation: 'yes',
  notes: '',
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
});

describe('scorecard averages', () => {
  it('averages each rating over the scorecards, as a rating of 4 and a share of the best', () => {
    expect(scorecardAverages([card(4, 3), card(3, 2), card(4, 2)])).toEqual({
      communication: { rating: 3.7, percent: 92 },
      professional: { rating: 2.3, percent: 58 },
      count: 3,
    });
  });

  it('gives no number when there is no scorecard', () => {
    expect(scorecardAverages([])).toEqual({ communication: null, professional: null, count: 0 });
  });

  it('names the count in words', () => {
    expect([scorecardCountLabel(1), scorecardCountLabel(3)]).toEqual(['from 1 scorecard', 'from 3 scorecards']);
  });
});
