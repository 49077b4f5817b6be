// A conversation's messages under day separators: 'Today', 'Yesterday', or the date ('Monday 24
// November', with the year when it is not this year's), by the device's calendar. Pure: the
// list keys each separator by its day, so adding one never re-renders a message.
export interface DaySeparatorRow {
  kind: 'day';
  key: string;
  label: string;
}

export interface MessageRow<M> {
  kind: 'message';
  message: M;
}

export type ChatRow<M> = DaySeparatorRow | MessageRow<M>;

const two = (n: number) => String(n).padStart(2, '0');

/** The device-local calendar day of an instant, as YYYY-MM-DD. */
export function localDayKey(at: Date): string {
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}`;
}

/** Noon of a day key's day, on the device. */
export function keyToDate(key: string): Date {
  const [y, m, d] = key.split('-').map(Number);
  return new Date(y!, m! - 1, d!, 12);
}

const formats = new Map<string, Intl.DateTimeFormat>();
function format(locale: string | undefined, withYear: boolean): Intl.DateTimeFormat {
  const id = `${locale ?? ''}|${withYear}`;
  let f = formats.get(id);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      ...(withYear ? { year: 'numeric' } : {}),
    });
    formats.set(id, f);
  }
  return f;
}

/** 'Today', 'Yesterday' or the date of a day key, seen from `now`. */
export function dayLabel(key: string, now: Date, locale?: string): string {
  if (key === localDayKey(now)) return 'Today';
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1, 12);
  if (key === localDayKey(yesterday)) return 'Yesterday';
  const date = keyToDate(key);
  return format(locale, date.getFullYear() !== now.getFullYear()).format(date);
}

/** The messages (in time order) with a separator before the first of each day. */
export function withDaySeparators<M extends { created_at: string }>(
  messages: readonly M[],
  now: Date,
  locale?: string,
): ChatRow<M>[] {
  const rows: ChatRow<M>[] = [];
  let current = '';
  for (const message of messages) {
    const key = localDayKey(new Date(message.created_at));
    if (key !== current) {
      current = key;
      rows.push({ kind: 'day', key: `day-${key}`, label: dayLabel(key, now, locale) });
    }
    rows.push({ kind: 'message', message });
  }
  return rows;
}
