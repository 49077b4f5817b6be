// The communication and professional skill bars of a candidate's profile: the average of the
// interviewers' scorecards (each rating 1-4), with how many there are; nothing when none rated.
import type { ScorecardRow } from '@sync/collections/workspace-records/rows';

export interface ScorecardAverage {
  /** The mean rating, 1-4, to one decimal. */
  rating: number;
  /** The mean as a share of the best rating (4 of 4 is 100). */
  percent: number;
}

export interface ScorecardAverages {
  communication: ScorecardAverage | null;
  professional: ScorecardAverage | null;
  count: number;
}

function average(values: number[]): ScorecardAverage | null {
  const rated = values.filter((v) => Number.isFinite(v) && v >= 1 && v <= 4);
  if (!rated.length) return null;
  const mean = rated.reduce((sum, v) => sum + v, 0) / rated.length;
  return { rating: Math.round(mean * 10) / 10, percent: Math.round((mean / 4) * 100) };
}

export function scorecardAverages(scorecards: ScorecardRow[]): ScorecardAverages {
  return {
    communication: average(scorecards.map((s) => s.ratings.communication)),
    professional: average(scorecards.map((s) => s.ratings.professional)),
    count: scorecards.length,
  };
}

export const scorecardCountLabel = (count: number) => `from ${count} scorecard${count === 1 ? '' : 's'}`;
