/**
 * The checkpoint of a replication that pulls several tables into one collection: each table
 * keeps its own `(_modified, id)` position, since one table's times say nothing about
 * another's. A batch is filled table after table, each from its own position; a table that
 * gives fewer rows than asked is exhausted, and the batch moves on to the next. A batch shorter
 * than asked therefore means every table is exhausted, which is how RxDB's downstream knows to
 * stop. Pure: the page reader is passed in.
 */
import { checkpointOf, type Row } from './rows';
import type { Checkpoint } from './types';

export interface CompositeCheckpoint {
  tables: Record<string, Checkpoint>;
}

/** Reads up to `limit` rows of `table` after `from`, in (_modified, id) order. */
export type ReadRows = (table: string, from: Checkpoint | undefined, limit: number) => Promise<Row[]>;

export interface CompositeBatch {
  rows: { table: string; row: Row }[];
  checkpoint: CompositeCheckpoint;
}

export function tableCheckpoint(checkpoint: CompositeCheckpoint | undefined, table: string): Checkpoint | undefined {
  return checkpoint?.tables?.[table];
}

/** The checkpoint with `table` moved to its last row (unchanged when there are none). */
export function advance(checkpoint: CompositeCheckpoint | undefined, table: string, rows: Row[]): CompositeCheckpoint {
  const tables = { ...(checkpoint?.tables ?? {}) };
  const last = rows[rows.length - 1];
  if (last) tables[table] = checkpointOf(last);
  return { tables };
}

/**
 * One pull batch of at most `size` rows over `tables` in their order. A table is asked only for
 * what room is left; a full answer ends the batch there (the next batch starts with that table
 * again, from its new position).
 */
export async function pullAcross(
  tables: string[],
  checkpoint: CompositeCheckpoint | undefined,
  size: number,
  read: ReadRows,
): Promise<CompositeBatch> {
  let next: CompositeCheckpoint = { tables: { ...(checkpoint?.tables ?? {}) } };
  const rows: CompositeBatch['rows'] = [];
  for (const table of tables) {
    const room = size - rows.length;
    if (room <= 0) break;
    const got = await read(table, tableCheckpoint(next, table), room);
    rows.push(...got.map((row) => ({ table, row })));
    next = advance(next, table, got);
    if (got.length >= room) break;
  }
  return { rows, checkpoint: next };
}
