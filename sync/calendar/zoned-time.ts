/**
 * Wall-clock time in an IANA time zone, through Intl only: what a date and time typed in a zone
 * mean as an instant, and an instant's date and time there. No offset tables of our own: the
 * zone's offset at an instant is what Intl.DateTimeFormat says it is. Pure.
 */

export interface WallTime {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM, 24-hour */
  time: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, f);
  }
  return f;
}

function parts(instant: number, zone: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const p of formatter(zone).formatToParts(new Date(instant)))
    if (p.type !== 'literal') out[p.type] = Number(p.value);
  return out;
}

/** Whether Intl knows the zone. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at the instant, in milliseconds, as Intl reports it. */
function offsetAt(instant: number, zone: string): number {
  const p = parts(instant, zone);
  const asUtc = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a wall-clock date and time in `zone` names. A time skipped by a DST change
 * resolves to the instant after the gap; a repeated one to its first occurrence.
 */
export function zonedToInstant(wall: WallTime, zone: string): Date {
  const [y, m, d] = wall.date.split('-').map(Number);
  const [hh, mm] = wall.time.split(':').map(Number);
  const naive = Date.UTC(y!, m! - 1, d!, hh!, mm!);
  let guess = naive - offsetAt(naive, zone);
  guess = naive - offsetAt(guess, zone);
  return new Date(guess);
}

/** The instant's date and time in `zone`. */
export function instantToWall(instant: Date | string, zone: string): WallTime {
  const p = parts(new Date(instant).getTime(), zone);
  const two = (n: number) => String(n).padStart(2, '0');
  return { date: `${p.year}-${two(p.month!)}-${two(p.day!)}`, time: `${two(p.hour!)}:${two(p.minute!)}` };
}

/** The device's own time zone (UTC when the runtime does not say). */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
