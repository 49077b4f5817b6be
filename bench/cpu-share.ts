/**
 * How much of a Lighthouse run's blocking the page's main thread spent running, read from the
 * trace Lighthouse simulated from. Lighthouse's mobile TBT multiplies each observed task by 4,
 * so a task counts from 12.5 ms of wall time. On a shared machine a task's wall time includes
 * the time its thread waited for a CPU while other threads ran (the database worker, the
 * compositor, the browser process, the local stack); Chrome's trace gives each task its thread
 * time too (`tdur`). Both sums are printed, so a run's TBT can be read as the page's own work
 * or the machine's contention.
 */

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's CPU time during the event, in µs. */
  tdur?: number;
}

/** Lighthouse's mobile throttling slows the CPU 4×; blocking is what a task has past 50 ms. */
const SLOWDOWN = 4;
const BLOCKING_FROM_MS = 50;
/** Tasks up to this long after the first paint: Lighthouse's window ends at interactive, well within it on these screens. */
const WINDOW_US = 5_000_000;

export interface CpuShare {
  /** The estimated TBT from the long tasks' wall time (what Lighthouse's simulation sees). */
  blockingWallMs: number;
  /** The same from the thread's own CPU time in those tasks. */
  blockingCpuMs: number;
  /** The thread's CPU time over the wall time of the tasks that count (0–1). */
  share: number;
}

const blocking = (us: number) => Math.max(0, (SLOWDOWN * us) / 1000 - BLOCKING_FROM_MS);

/** The first-painted frame's main thread, its tasks after the first contentful paint. */
export function cpuShare(events: TraceEvent[]): CpuShare {
  const paint = events.filter((e) => e.name === 'firstContentfulPaint').at(-1);
  if (!paint) throw new Error('The trace has no first contentful paint');
  const tasks = events.filter(
    (e) =>
      e.name === 'RunTask' &&
      e.ph === 'X' &&
      e.pid === paint.pid &&
      e.tid === paint.tid &&
      e.ts + (e.dur ?? 0) > paint.ts &&
      e.ts < paint.ts + WINDOW_US &&
      (e.dur ?? 0) * SLOWDOWN > BLOCKING_FROM_MS * 1000,
  );
  let wall = 0;
  let cpu = 0;
  let blockingWallMs = 0;
  let blockingCpuMs = 0;
  for (const task of tasks) {
    const dur = task.dur ?? 0;
    const tdur = task.tdur ?? dur;
    wall += dur;
    cpu += tdur;
    blockingWallMs += blocking(dur);
    blockingCpuMs += blocking(tdur);
  }
  return { blockingWallMs, blockingCpuMs, share: wall ? cpu / wall : 1 };
}
