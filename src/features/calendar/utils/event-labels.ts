// How the calendar names kinds and statuses, and says times: always in the person's zone,
// through Intl. Pure.
import type { CalendarEventKind, CalendarEventRow } from '@sync/collections/workspace-records/rows';

export const kindLabels: Record<CalendarEventKind, string> = {
  interview: 'Interview',
  call: 'Call',
  meeting: 'Meeting',
  reminder: 'Reminder',
};

export const kindPalette: Record<CalendarEventKind, string> = {
  interview: 'purple',
  call: 'blue',
  meeting: 'teal',
  reminder: 'orange',
};

export const statusLabels: Record<CalendarEventRow['status'], string> = {
  proposed: 'Waiting for a time',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
};

const cache = new Map<string, Intl.DateTimeFormat>();
function format(zone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = zone + JSON.stringify(options);
  let f = cache.get(key);
  if (!f) cache.set(key, (f = new Intl.DateTimeFormat(undefined, { timeZone: zone, ...options })));
  return f;
}

/** '14:30' or '2:30 PM', as the person's locale writes times. */
export function timeLabel(instant: string, zone: string): string {
  return format(zone, { hour: 'numeric', minute: '2-digit' }).format(new Date(instant));
}

/** 'Thu, 27 Nov, 14:30 – 15:15' in the zone. */
export function rangeLabel(start: string, end: string, zone: string): string {
  const day = format(zone, { weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(start));
  return `${day}, ${timeLabel(start, zone)} – ${timeLabel(end, zone)}`;
}

/** 'Thursday, 27 November 2026, 14:30': the toast's and notification's long form. */
export function longTimeLabel(instant: string, zone: string): string {
  return format(zone, { dateStyle: 'full', timeStyle: 'short' }).format(new Date(instant));
}

/** A plain date (YYYY-MM-DD) as a heading: 'Thursday 27 November'. */
export function dayHeading(day: string, options: Intl.DateTimeFormatOptions = {}): string {
  return format('UTC', { weekday: 'long', day: 'numeric', month: 'long', ...options }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

/** 'November 2026', or a week's 'Nov 23 – 29, 2026'. */
export function periodLabel(days: string[], view: 'month' | 'week' | 'agenda', anchor: string): string {
  if (view === 'month')
    return format('UTC', { month: 'long', year: 'numeric' }).format(new Date(`${anchor}T12:00:00Z`));
  const f = format('UTC', { day: 'numeric', month: 'short', year: 'numeric' });
  return f.formatRange(new Date(`${days[0]}T12:00:00Z`), new Date(`${days[days.length - 1]}T12:00:00Z`));
}
