/**
 * The server's change time (`_modified`) of the newest copy of each row handed to RxDB. RxDB's
 * downstream writes whichever copy of a document comes last, so a copy that is late (the
 * answer to a push, handed over once RxDB has recorded the push) must not follow a newer one
 * from the live stream: a campaign started right after it was saved went back to 'draft'.
 */
import type { Row } from './rows';

/** `_modified` as microseconds since the epoch (Date.parse keeps milliseconds only), or null. */
export function modifiedMicros(row: Row): number | null {
  const value = row._modified;
  if (typeof value !== 'string') return null;
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) return null;
  const fraction = /[.,](\d+)/.exec(value)?.[1] ?? '';
  return ms * 1000 + Number(fraction.padEnd(6, '0').slice(3, 6));
}

export interface NewestCopies {
  /** Notes a copy changed at `at` (modifiedMicros); false when a newer copy was handed over before it. */
  admit(id: string, at: number | null): boolean;
}

export function newestCopies(): NewestCopies {
  const newest = new Map<string, number>();
  return {
    admit(id, at) {
      if (at === null) return true;
      const seen = newest.get(id);
      if (seen !== undefined && seen > at) return false;
      newest.set(id, at);
      return true;
    },
  };
}
