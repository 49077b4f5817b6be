// Fetches likely next screens ahead of need: from 1 s after each navigation, in the priority
// order of product-spec §4, each one when the browser is idle (at most 5 s later). Loaded chunks
// are cached, so later runs cost nothing.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { preloadWhenIdle } from '@/app/workspace/preload-runner';
import { whenIdle } from '@/utils/when-idle';

export function useRoutePreload(
  order: readonly string[],
  loaders: Record<string, () => Promise<unknown>>,
  delayMs: number,
  idleTimeoutMs: number,
): void {
  const { pathname } = useLocation();
  useEffect(() => {
    let cancelled = false;
    const idle = () => new Promise<void>((resolve) => whenIdle(resolve, idleTimeoutMs));
    const timer = window.setTimeout(() => void preloadWhenIdle(order, loaders, idle, () => cancelled), delayMs);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [pathname, order, loaders, delayMs, idleTimeoutMs]);
}
