import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The module keeps whether the first screen has shown its data: a fresh copy per test.
const load = async () => {
  vi.resetModules();
  return import('@/lib/first-screen');
};

describe('the work a returning visit defers until its first screen', () => {
  let frames: (() => void)[];
  let idles: (() => void)[];
  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    idles = [];
    vi.stubGlobal('requestAnimationFrame', (cb: () => void) => frames.push(cb));
    vi.stubGlobal('window', { requestIdleCallback: (cb: () => void) => idles.push(cb), setTimeout });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('runs only after a live query’s answer is on screen, the next frame is painted and the browser is idle', async () => {
    const { afterFirstScreen, noteDeviceDataShown } = await load();
    const run = vi.fn();
    afterFirstScreen(run);
    await vi.advanceTimersByTimeAsync(1_000);
    expect([frames.length, idles.length]).toEqual([0, 0]);

    noteDeviceDataShown();
    await vi.advanceTimersByTimeAsync(0);
    expect(frames).toHaveLength(1);
    frames.shift()!();
    await vi.advanceTimersByTimeAsync(0);
    expect(run).not.toHaveBeenCalled();
    expect(idles).toHaveLength(1);
    idles.shift()!();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs after 2.5 s when the screen shows no live query, still after a frame and an idle moment', async () => {
    const { afterFirstScreen } = await load();
    const run = vi.fn();
    afterFirstScreen(run);
    await vi.advanceTimersByTimeAsync(2_499);
    expect(frames).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    frames.shift()!();
    await vi.advanceTimersByTimeAsync(0);
    expect(run).not.toHaveBeenCalled();
    idles.shift()!();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs work asked for after the first screen without waiting again', async () => {
    const { afterFirstScreen, noteDeviceDataShown } = await load();
    noteDeviceDataShown();
    const run = vi.fn();
    afterFirstScreen(run);
    await vi.advanceTimersByTimeAsync(0);
    frames.shift()!();
    await vi.advanceTimersByTimeAsync(0);
    idles.shift()!();
    expect(run).toHaveBeenCalledTimes(1);
  });
});
