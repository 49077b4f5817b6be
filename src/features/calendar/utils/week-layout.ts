// Where events sit on the week's hour grid: minutes into their day (in the person's zone), the
// hours the grid shows (working hours, stretched to hold every event of the week), and side by
// side lanes for events that overlap. Pure.
import { instantToWall } from '@sync/calendar/zoned-time';

export const DEFAULT_HOURS: readonly [number, number] = [8, 18];
/** An event shorter than this still gets room for its time and title. */
export const MIN_EVENT_MINUTES = 30;

/** Minutes from the start of `day` to the instant, held to the day (0 to 1,440). */
export function minutesIntoDay(instant: string, day: string, zone: string): number {
  const wall = instantToWall(instant, zone);
  if (wall.date < day) return 0;
  if (wall.date > day) return 1440;
  const [h, m] = wall.time.split(':').map(Number);
  return h! * 60 + m!;
}

export interface Span {
  startMin: number;
  endMin: number;
}

/** [first hour, hour after the last] the grid shows: the defaults, widened to every span. */
export function hourRange(
  spans: readonly Span[],
  defaults: readonly [number, number] = DEFAULT_HOURS,
): [number, number] {
  let [from, to] = defaults;
  for (const s of spans) {
    from = Math.min(from, Math.floor(s.startMin / 60));
    to = Math.max(to, Math.ceil(Math.max(s.endMin, s.startMin + MIN_EVENT_MINUTES) / 60));
  }
  return [Math.max(0, from), Math.min(24, to)];
}

export interface Placed<T> {
  item: T;
  startMin: number;
  endMin: number;
  /** Which of `lanes` side-by-side columns it takes, from 0. */
  lane: number;
  lanes: number;
}

/**
 * Lanes for one day's spans: each overlapping cluster shares its width, each span in the first
 * lane free at its start. Spans are drawn at least MIN_EVENT_MINUTES tall, so they overlap by that.
 */
export function layoutDay<T>(items: readonly T[], span: (item: T) => Span): Placed<T>[] {
  const sorted = items
    .map((item) => ({ item, ...span(item) }))
    .sort((a, b) => a.startMin - b.startMin || b.endMin - a.endMin);
  const placed: Placed<T>[] = [];
  let cluster: Placed<T>[] = [];
  let laneEnds: number[] = [];
  let clusterEnd = -1;
  const close = () => {
    for (const p of cluster) p.lanes = laneEnds.length;
    cluster = [];
    laneEnds = [];
  };
  for (const s of sorted) {
    const drawnEnd = Math.max(s.endMin, s.startMin + MIN_EVENT_MINUTES);
    if (s.startMin >= clusterEnd) close();
    let lane = laneEnds.findIndex((end) => end <= s.startMin);
    if (lane < 0) lane = laneEnds.push(drawnEnd) - 1;
    else laneEnds[lane] = drawnEnd;
    clusterEnd = Math.max(clusterEnd, drawnEnd);
    const p: Placed<T> = { item: s.item, startMin: s.startMin, endMin: s.endMin, lane, lanes: 1 };
    cluster.push(p);
    placed.push(p);
  }
  close();
  return placed;
}
