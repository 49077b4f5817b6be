import { describe, expect, it } from 'vitest';
import { cpuShare } from '../../../bench/cpu-share';

const MAIN = { pid: 1, tid: 1 };
const task = (ts: number, dur: number, tdur: number, thread = MAIN) => ({
  name: 'RunTask',
  ph: 'X',
  ...thread,
  ts,
  dur,
  tdur,
});
const paint = { name: 'firstContentfulPaint', ph: 'R', ...MAIN, ts: 1_000 };

describe("a Lighthouse trace's blocking, by wall and by thread time", () => {
  it('counts the tasks from 12.5 ms after the first paint, 4× past 50 ms', () => {
    const share = cpuShare([
      paint,
      task(-50_000, 30_000, 30_000), // ends before the first paint: not counted
      task(2_000, 25_000, 12_500), // 4 × 25 − 50 = 50 by wall, 4 × 12.5 − 50 = 0 by thread time
      task(30_000, 12_000, 12_000), // short of 12.5 ms: not counted
      task(50_000, 20_000, 20_000), // 30 both ways
      task(60_000, 40_000, 40_000, { pid: 1, tid: 2 }), // another thread
    ]);
    expect(share.blockingWallMs).toBe(80);
    expect(share.blockingCpuMs).toBe(30);
    expect(share.share).toBeCloseTo(32_500 / 45_000);
  });

  it('refuses a trace without a first paint', () => {
    expect(() => cpuShare([task(0, 30_000, 30_000)])).toThrow(/first contentful paint/);
  });
});
