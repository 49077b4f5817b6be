import { describe, expect, it } from 'vitest';
import { retryWhileEmpty } from '@/features/auth/utils/retry-while-empty';

function answers(...values: string[][]) {
  let calls = 0;
  return {
    load: async () => values[Math.min(calls++, values.length - 1)]!,
    calls: () => calls,
  };
}

describe('retrying an empty answer', () => {
  it('waits 1, 2 and 3 seconds between tries, then keeps the empty answer', async () => {
    const waits: number[] = [];
    const source = answers([]);
    const result = await retryWhileEmpty(source.load, {
      isEmpty: (v) => v.length === 0,
      delays: [1000, 2000, 3000],
      sleep: async (ms) => void waits.push(ms),
    });
    expect(result).toEqual([]);
    expect(waits).toEqual([1000, 2000, 3000]);
    expect(source.calls()).toBe(4);
  });

  it('stops as soon as an answer is not empty', async () => {
    const waits: number[] = [];
    const source = answers([], ['talent']);
    const result = await retryWhileEmpty(source.load, {
      isEmpty: (v) => v.length === 0,
      delays: [1000, 2000, 3000],
      sleep: async (ms) => void waits.push(ms),
    });
    expect(result).toEqual(['talent']);
    expect(waits).toEqual([1000]);
  });

  it('gives up early when the answer is no longer wanted (signed out meanwhile)', async () => {
    const source = answers([]);
    let wanted = true;
    await retryWhileEmpty(source.load, {
      isEmpty: (v) => v.length === 0,
      delays: [1000, 2000, 3000],
      sleep: async () => {
        wanted = false;
      },
      stillWanted: () => wanted,
    });
    expect(source.calls()).toBe(2);
  });
});
