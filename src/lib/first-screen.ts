// What a returning visit defers until its first screen shows the device's data: supabase-js and
// the replication. Both compete with that screen for the main thread and the database, and the
// screen needs neither. A live query's first answer on screen (useRxQuery) marks the moment;
// a screen without one (an online read) lets them go after FALLBACK_MS. Then, after the next
// frame is painted (utils/after-paint), they run once the browser is idle.
import { afterNextPaint } from '@/utils/after-paint';
import { whenIdle } from '@/utils/when-idle';

const FALLBACK_MS = 2500;
const IDLE_TIMEOUT_MS = 1000;

let markShown: () => void = () => {};
const shown = new Promise<void>((resolve) => (markShown = resolve));

/** A live query's answer from the device has been committed to the screen. */
export function noteDeviceDataShown(): void {
  markShown();
}

/** Runs `task` once the first screen has shown the device's data (or a while has passed) and the browser is idle. */
export function afterFirstScreen(task: () => void): void {
  const fallback = new Promise<void>((resolve) => setTimeout(resolve, FALLBACK_MS));
  void Promise.race([shown, fallback]).then(() => afterNextPaint(() => whenIdle(task, IDLE_TIMEOUT_MS)));
}
