/**
 * The pure rules of a scope made of several alternatives (a row is mirrored when any of them
 * holds it: an application of one of the user's companies, or the user's own): whether a row
 * is held, which rows must go when keys leave one alternative (only those no other one still
 * holds), and how a page is read across alternatives (each asked on its own, the first `limit`
 * of their union in checkpoint order). Unit-tested; the I/O is in records-scope.ts and
 * pull-handler.ts.
 */
import { modifiedMicros } from './newest-copies';
import type { Row } from './rows';

/** An alternative's column and the keys the device holds for it (undefined: not known yet). */
export interface HeldAlternative {
  column: string;
  keys: ReadonlySet<string> | undefined;
}

/** One request's worth of an alternative: rows whose `column` is one of `keys`. */
export interface ScopePart {
  column: string;
  keys: string[];
}

const valueOf = (row: Row, column: string): string | undefined =>
  row[column] === null || row[column] === undefined ? undefined : String(row[column]);

/** Whether any alternative holds the row. */
export function holds(alternatives: HeldAlternative[], row: Row): boolean {
  return alternatives.some((alt) => {
    const value = valueOf(row, alt.column);
    return value !== undefined && (alt.keys?.has(value) ?? false);
  });
}

/** The keys of `after` not in `before`, and those of `before` not in `after`. */
export function keyChanges(before: ReadonlySet<string>, after: Iterable<string>) {
  const next = new Set(after);
  return {
    added: [...next].filter((k) => !before.has(k)),
    removed: [...before].filter((k) => !next.has(k)),
  };
}

/**
 * The rows to take off the device when alternative `index` no longer holds them: of `rows`
 * (those whose column was one of the keys that left), the ones no other alternative holds.
 * An alternative whose keys are not known yet counts as holding everything, so that nothing
 * goes before every alternative has spoken.
 */
export function leaving(alternatives: HeldAlternative[], index: number, rows: Row[]): Row[] {
  const others = alternatives.filter((_, i) => i !== index);
  if (others.some((alt) => alt.keys === undefined)) return [];
  return rows.filter((row) => !holds(others, row));
}

/**
 * The requests that read a page of a scoped table: each alternative with keys, in parts of at
 * most `maxKeys` keys (a long `in` list would not fit in a URL).
 */
export function scopeParts(alternatives: ScopePart[], maxKeys: number): ScopePart[] {
  return alternatives.flatMap(({ column, keys }) => {
    const parts: ScopePart[] = [];
    for (let i = 0; i < keys.length; i += maxKeys) parts.push({ column, keys: keys.slice(i, i + maxKeys) });
    return parts;
  });
}

/** (_txid, id) order, as the server pages (`_txid` is a 64-bit id in text). */
export function compareCheckpointOrder(a: Row, b: Row): number {
  const [at, bt] = [BigInt(String(a._txid)), BigInt(String(b._txid))];
  if (at !== bt) return at < bt ? -1 : 1;
  return String(a.id) < String(b.id) ? -1 : String(a.id) > String(b.id) ? 1 : 0;
}

/** Which of two copies of one row is newer: the later `_modified` (a row's writes take its lock in turn). */
function newerCopy(a: Row, b: Row): Row {
  const [am, bm] = [modifiedMicros(a) ?? 0, modifiedMicros(b) ?? 0];
  if (am !== bm) return am > bm ? a : b;
  return compareCheckpointOrder(a, b) >= 0 ? a : b;
}

export interface UnionPage {
  /** The page: rows in checkpoint order, each once, in its newest copy. */
  rows: Row[];
  /**
   * Where reading may go on when the parts may hold more (a part came back full): every part's
   * rows up to here have been seen. Undefined when every part is exhausted.
   */
  seenTo: Row | undefined;
}

/**
 * The page made of several parts' pages, each the first `limit` rows of its part after the same
 * checkpoint. The parts are read in parallel, each in its own snapshot, so one row can come in
 * two parts in two versions: the newer copy is kept (the older one, kept, could let the
 * checkpoint pass over the newer for good). Rows are kept only up to the last row of the
 * shortest full part, since beyond it that part's rows are unknown; `seenTo` says where to read
 * on. Without full parts every row is kept and the parts are exhausted.
 */
export function unionPage(pages: Row[][], limit: number): UnionPage {
  const byId = new Map<string, Row>();
  for (const row of pages.flat()) {
    const id = String(row.id);
    const seen = byId.get(id);
    byId.set(id, seen ? newerCopy(row, seen) : row);
  }
  const seenTo = pages
    .filter((page) => page.length >= limit && page.length > 0)
    .map((page) => page[page.length - 1]!)
    .sort(compareCheckpointOrder)[0];
  const rows = [...byId.values()]
    .filter((row) => !seenTo || compareCheckpointOrder(row, seenTo) <= 0)
    .sort(compareCheckpointOrder)
    .slice(0, limit);
  return { rows, seenTo };
}
