/**
 * The checkpoint of a replication that pulls several tables into one collection: each table
 * keeps its own `(_txid, id)` position. A batch is filled table after table, each from its own
 * position; a table that gives fewer rows than asked is exhausted, and the batch moves on to
 * the next. A batch shorter than asked therefore means every table is exhausted, which is how
 * RxDB's downstream knows to stop. A position moves only over rows below the pull's horizon
 * (horizon.ts); a table held back by it is never the reason a batch comes back full. Pure: the
 * page reader is passed in.
 */
import { checkpointBelow, heldBack, usableCheckpoint, type Row } from './rows';
import type { Checkpoint } from './types';

export interface CompositeCheckpoint {
  tables: Record<string, Checkpoint>;
}

/** Reads up to `limit` rows of `table` after `from`, in (_txid, id) order. */
export type ReadRows = (table: string, from: Checkpoint | undefined, limit: number) => Promise<Row[]>;

export interface CompositeBatch {
  rows: { table: string; row: Row }[];
  checkpoint: CompositeCheckpoint;
}

/** A table's position (none for a position of the earlier `(_modified, id)` shape: pulled again). */
export function tableCheckpoint(checkpoint: CompositeCheckpoint | undefined, table: string): Checkpoint | undefined {
  return usableCheckpoint(checkpoint?.tables?.[table]);
}

/** The checkpoint with `table` moved to its last row below `horizon` (unchanged when there is none). */
export function advance(
  checkpoint: CompositeCheckpoint | undefined,
  table: string,
  rows: Row[],
  horizon: bigint,
): CompositeCheckpoint {
  const tables = { ...(checkpoint?.tables ?? {}) };
  const next = checkpointBelow(rows, tableCheckpoint(checkpoint, table), horizon);
  if (next) tables[table] = next;
  return { tables };
}

/**
 * One pull batch of at most `size` rows over `tables` in their order. A table is asked only for
 * what room is left; a full answer ends the batch there (the next batch starts with that table
 * again, from its new position). A full answer that ends above the horizon keeps only its rows
 * below it (the next pull reads the others) and the batch goes on to the next table: counted
 * full, it would make RxDB ask again at once for the same rows for as long as the horizon stays
 * where it is, and the tables after it would wait.
 */
export async function pullAcross(
  tables: string[],
  checkpoint: CompositeCheckpoint | undefined,
  size: number,
  read: ReadRows,
  horizon: bigint,
): Promise<CompositeBatch> {
  let next: CompositeCheckpoint = { tables: { ...(checkpoint?.tables ?? {}) } };
  const rows: CompositeBatch['rows'] = [];
  for (const table of tables) {
    const room = size - rows.length;
    if (room <= 0) break;
    const got = heldBack(await read(table, tableCheckpoint(next, table), room), room, horizon);
    rows.push(...got.map((row) => ({ table, row })));
    next = advance(next, table, got, horizon);
    if (got.length >= room) break;
  }
  return { rows, checkpoint: next };
}
