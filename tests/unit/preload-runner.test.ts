import { describe, expect, it, vi } from 'vitest';
import { preloadWhenIdle } from '@/app/workspace/preload-runner';

/** An idle wait the test releases by hand, one waiter at a time. */
function manualIdle() {
  const waiting: (() => void)[] = [];
  return {
    whenIdle: () => new Promise<void>((resolve) => waiting.push(resolve)),
    release: async () => {
      waiting.shift()?.();
      // Let the runner's awaits settle.
      for (let i = 0; i < 5; i++) await Promise.resolve();
    },
  };
}

describe('route preloading', () => {
  it('loads each target only after its own idle wait, in order', async () => {
    const idle = manualIdle();
    const loaded: string[] = [];
    const loaders = {
      jobs: async () => loaded.push('jobs'),
      hiring: async () => loaded.push('hiring'),
      calendar: async () => loaded.push('calendar'),
    };
    const done = preloadWhenIdle(['jobs', 'hiring', 'calendar'], loaders, idle.whenIdle, () => false);

    expect(loaded).toEqual([]);
    await idle.release();
    expect(loaded).toEqual(['jobs']);
    await idle.release();
    expect(loaded).toEqual(['jobs', 'hiring']);
    await idle.release();
    await done;
    expect(loaded).toEqual(['jobs', 'hiring', 'calendar']);
  });

  it('stops when cancelled, and goes on past a target that fails to load, saying so', async () => {
    const idle = manualIdle();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let cancelled = false;
    const loaded: string[] = [];
    const loaders = {
      broken: () => Promise.reject(new Error('chunk missing')),
      jobs: async () => loaded.push('jobs'),
      calendar: async () => loaded.push('calendar'),
    };
    const done = preloadWhenIdle(['broken', 'jobs', 'calendar'], loaders, idle.whenIdle, () => cancelled);

    await idle.release();
    expect(warn).toHaveBeenCalledWith('Preloading broken failed', expect.any(Error));
    await idle.release();
    expect(loaded).toEqual(['jobs']);
    cancelled = true;
    await idle.release();
    await done;
    expect(loaded).toEqual(['jobs']);
    warn.mockRestore();
  });
});
