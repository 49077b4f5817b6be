// The dashboard's trend rule: the last 30 days against the 30 before, in a form a person reads.
import { describe, expect, it } from 'vitest';
import { trendOf } from '@sync/internal/dashboard';

const kpi = (last_30: number, previous_30: number) => ({ value: 0, last_30, previous_30 });

describe('the dashboard trend', () => {
  it('calls a rise from zero new, not an endless percentage', () => {
    expect(trendOf(kpi(160, 0))).toEqual({ kind: 'new' });
    expect(trendOf(kpi(1, 0))).toEqual({ kind: 'new' });
  });

  it('says there was nothing when both windows are empty', () => {
    expect(trendOf(kpi(0, 0))).toEqual({ kind: 'none' });
  });

  it('reads a rise to ten times or more as how many times, not thousands of percent', () => {
    expect(trendOf(kpi(56, 1))).toEqual({ kind: 'times', times: 56 });
    expect(trendOf(kpi(30, 3))).toEqual({ kind: 'times', times: 10 });
  });

  it('gives ordinary rises and falls as whole percentages, and no change as the same', () => {
    expect(trendOf(kpi(14, 3))).toEqual({ kind: 'up', percent: 367 });
    expect(trendOf(kpi(2, 8))).toEqual({ kind: 'down', percent: 75 });
    expect(trendOf(kpi(0, 4))).toEqual({ kind: 'down', percent: 100 });
    expect(trendOf(kpi(5, 5))).toEqual({ kind: 'same' });
  });
});
