// The session rules' timing, under fake timers: refresh 2 minutes before the token runs out;
// after 30 minutes without activity, sign-out, with a warning 2 minutes before.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  idlePhase,
  refreshDelay,
  scheduleRefresh,
  watchIdle,
  type IdlePhase,
} from '@/features/auth/utils/session-timing';

const MINUTE = 60_000;
const START = Date.UTC(2026, 10, 26, 9, 0, 0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the token refresh', () => {
  it('is due 2 minutes before the token runs out, and in 10 s when that is past, never in a loop', () => {
    const expiresAt = (START + 60 * MINUTE) / 1000;
    expect(refreshDelay(expiresAt, START)).toBe(58 * MINUTE);
    expect(refreshDelay(expiresAt, START + 59 * MINUTE)).toBe(10_000);
    expect(refreshDelay((START + 90_000) / 1000, START)).toBe(10_000);
  });

  it('runs once, exactly 2 minutes before expiry, and not when cancelled', () => {
    const refresh = vi.fn();
    scheduleRefresh((START + 60 * MINUTE) / 1000, refresh);
    vi.advanceTimersByTime(58 * MINUTE - 1);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10 * MINUTE);
    expect(refresh).toHaveBeenCalledTimes(1);

    const cancelled = vi.fn();
    const cancel = scheduleRefresh((Date.now() + 60 * MINUTE) / 1000, cancelled);
    cancel();
    vi.advanceTimersByTime(60 * MINUTE);
    expect(cancelled).not.toHaveBeenCalled();
  });
});

describe('the idle sign-out', () => {
  it('warns at 28 minutes without activity and signs out at 30', () => {
    expect(idlePhase(START, START + 27 * MINUTE)).toEqual({ phase: 'active', warnAt: START + 28 * MINUTE });
    expect(idlePhase(START, START + 28 * MINUTE)).toEqual({ phase: 'warning', signOutAt: START + 30 * MINUTE });
    expect(idlePhase(START, START + 30 * MINUTE)).toEqual({ phase: 'expired' });
  });

  it('tells each change of phase once, at its boundary', () => {
    const phases: IdlePhase['phase'][] = [];
    const watch = watchIdle(
      () => START,
      (p) => phases.push(p.phase),
    );
    expect(phases).toEqual(['active']);
    vi.advanceTimersByTime(28 * MINUTE - 1);
    expect(phases).toEqual(['active']);
    vi.advanceTimersByTime(1);
    expect(phases).toEqual(['active', 'warning']);
    vi.advanceTimersByTime(2 * MINUTE);
    expect(phases).toEqual(['active', 'warning', 'expired']);
    vi.advanceTimersByTime(60 * MINUTE);
    expect(phases).toEqual(['active', 'warning', 'expired']);
    watch.stop();
  });

  it('goes back to active when activity is recorded during the warning, and counts 30 minutes from it', () => {
    let last = START;
    const phases: IdlePhase['phase'][] = [];
    const watch = watchIdle(
      () => last,
      (p) => phases.push(p.phase),
    );
    vi.advanceTimersByTime(29 * MINUTE);
    expect(phases.at(-1)).toBe('warning');
    last = Date.now();
    watch.check();
    expect(phases.at(-1)).toBe('active');
    vi.advanceTimersByTime(29 * MINUTE);
    expect(phases.at(-1)).toBe('warning');
    vi.advanceTimersByTime(MINUTE);
    expect(phases.at(-1)).toBe('expired');
    watch.stop();
  });

  it('follows activity another tab recorded, read when the warning is due', () => {
    let last = START;
    const phases: IdlePhase['phase'][] = [];
    const watch = watchIdle(
      () => last,
      (p) => phases.push(p.phase),
    );
    vi.advanceTimersByTime(20 * MINUTE);
    last = Date.now();
    vi.advanceTimersByTime(8 * MINUTE);
    expect(phases).toEqual(['active']);
    vi.advanceTimersByTime(20 * MINUTE);
    expect(phases).toEqual(['active', 'warning']);
    watch.stop();
    vi.advanceTimersByTime(10 * MINUTE);
    expect(phases).toEqual(['active', 'warning']);
  });
});
