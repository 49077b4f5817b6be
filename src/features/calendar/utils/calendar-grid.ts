// The calendar's days as plain dates (YYYY-MM-DD): months as 6 rows of 7 days from Monday, weeks
// from Monday, moving by days, weeks and months. Calendar dates only, computed on UTC dates so no
// time zone enters; an instant becomes a date through the person's zone (dayOf, via Intl). Pure.
import { instantToWall } from '@sync/calendar/zoned-time';

export type CalendarView = 'month' | 'week' | 'agenda';

const toUtc = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return Date.UTC(y!, m! - 1, d!);
};
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function addDays(day: string, n: number): string {
  return fromUtc(toUtc(day) + n * 86_400_000);
}

/** The same day of the month `n` months on, kept within the month (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const first = new Date(Date.UTC(y!, m! - 1 + n, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return fromUtc(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d!, last)));
}

/** 0 for Monday … 6 for Sunday. */
export function weekdayIndex(day: string): number {
  return (new Date(toUtc(day)).getUTCDay() + 6) % 7;
}

export function startOfWeek(day: string): string {
  return addDays(day, -weekdayIndex(day));
}

/** The 7 days of the week holding `day`, from Monday. */
export function weekDays(day: string): string[] {
  const monday = startOfWeek(day);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** 42 days (6 weeks from Monday) covering the month of `day`. */
export function monthGrid(day: string): string[] {
  const first = `${day.slice(0, 8)}01`;
  const start = startOfWeek(first);
  return Array.from({ length: 42 }, (_, i) => addDays(start, i));
}

export const sameMonth = (a: string, b: string) => a.slice(0, 7) === b.slice(0, 7);

/** The calendar date of an instant in the zone. */
export function dayOf(instant: string | Date, zone: string): string {
  return instantToWall(instant, zone).date;
}

/** Where the focus goes for a key, or null for a key the grid does not handle. */
export function dayAfterKey(day: string, key: string, view: CalendarView, today: string): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, view === 'month' ? -7 : -1);
    case 'ArrowDown':
      return addDays(day, view === 'month' ? 7 : 1);
    case 'PageUp':
      return movePeriod(day, view, -1);
    case 'PageDown':
      return movePeriod(day, view, 1);
    case 'Home':
      return today;
    default:
      return null;
  }
}

export function movePeriod(day: string, view: CalendarView, n: number): string {
  return view === 'month' ? addMonths(day, n) : addDays(day, 7 * n);
}

/** Events whose start falls on each day (in the zone), each list in the order given. */
export function eventsByDay<T extends { starts_at: string }>(events: T[], zone: string): Map<string, T[]> {
  const byDay = new Map<string, T[]>();
  for (const e of events) {
    const day = dayOf(e.starts_at, zone);
    const list = byDay.get(day);
    if (list) list.push(e);
    else byDay.set(day, [e]);
  }
  return byDay;
}
