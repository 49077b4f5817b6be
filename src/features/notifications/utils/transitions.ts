// Pure bookkeeping for the watchers: which outbox entries have just been settled by the
// server, and which notifications are new since the last look. The first look only records.

export interface Settled<T> {
  seen: Map<string, string>;
  settled: T[];
}

/** Entries that were pending (or unseen after the first look) and are now done or failed. */
export function settledEntries<T extends { id: string; status: string }>(
  seen: Map<string, string> | null,
  entries: T[],
): Settled<T> {
  const next = new Map(entries.map((e) => [e.id, e.status]));
  if (!seen) return { seen: next, settled: [] };
  const settled = entries.filter((e) => e.status !== 'pending' && seen.get(e.id) !== e.status);
  return { seen: next, settled };
}

/** Rows whose ids were not there last time (none on the first look). */
export function newArrivals<T extends { id: string }>(
  known: Set<string> | null,
  rows: T[],
): { known: Set<string>; arrived: T[] } {
  const next = new Set(rows.map((r) => r.id));
  if (!known) return { known: next, arrived: [] };
  return { known: next, arrived: rows.filter((r) => !known.has(r.id)) };
}
