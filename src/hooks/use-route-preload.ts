// Fetches likely next screens ahead of need: 1 s after each navigation, when the browser is
// idle (at most 5 s later), in the priority order of product-spec §4. Loaded chunks are cached,
// so later runs cost nothing.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

type Idle = (cb: () => void, opts: { timeout: number }) => number;

export function useRoutePreload(
  order: readonly string[],
  loaders: Record<string, () => Promise<unknown>>,
  delayMs: number,
  idleTimeoutMs: number,
): void {
  const { pathname } = useLocation();
  useEffect(() => {
    let cancelled = false;
    const idle: Idle =
      (window as unknown as { requestIdleCallback?: Idle }).requestIdleCallback ?? ((cb) => window.setTimeout(cb, 1));
    const run = async () => {
      for (const target of order) {
        if (cancelled) return;
        await loaders[target]?.().catch((err: unknown) => console.warn(`Preloading ${target} failed`, err));
      }
    };
    const timer = window.setTimeout(() => idle(() => void run(), { timeout: idleTimeoutMs }), delayMs);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [pathname, order, loaders, delayMs, idleTimeoutMs]);
}
