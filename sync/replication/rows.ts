/**
 * Row and document conversion between PostgREST and RxDB. A document keeps the table's own
 * column names and encodings; `_txid` and `_modified` stay on the server (they serve the
 * checkpoint and the order of a row's versions) and columns the local schema does not know are
 * left out.
 */
import type { WithDeleted } from 'rxdb';
import type { Checkpoint, SyncContext, TableRead } from './types';

export type Row = Record<string, unknown>;

/**
 * The select list of a table's reads (see TableRead). A named list gets the checkpoint's
 * `_txid` when it leaves it out: every read may feed a pull.
 */
export const columnsOf = (read?: TableRead): string => {
  const columns = read?.columns;
  if (!columns) return '*';
  return columns.split(',').some((c) => c.trim() === '_txid') ? columns : `${columns}, _txid`;
};

/** Rows read with columnsOf(read), completed as the table's read says. */
export async function completeRows(ctx: SyncContext, read: TableRead | undefined, rows: Row[]): Promise<Row[]> {
  return read?.complete && rows.length ? read.complete(ctx, rows) : rows;
}

/** Any RxDB JSON schema: only its property names matter here. */
export interface SchemaLike {
  properties: object;
}

export function rowToDoc<Doc>(
  row: Row,
  schema: SchemaLike,
  derive?: (doc: WithDeleted<Doc>) => WithDeleted<Doc>,
): WithDeleted<Doc> {
  const doc: Row = {};
  for (const key of Object.keys(schema.properties)) {
    if (key in row) doc[key] = row[key];
  }
  doc._deleted = row._deleted === true;
  return derive ? derive(doc as WithDeleted<Doc>) : (doc as WithDeleted<Doc>);
}

/** The fields of a document as a row to write, without RxDB's bookkeeping. */
export function docToRow(doc: object): Row {
  const row: Row = {};
  for (const [key, value] of Object.entries(doc)) {
    if (!key.startsWith('_') && value !== undefined) row[key] = value;
  }
  return row;
}

export function checkpointOf(row: Row): Checkpoint {
  return { id: String(row.id), txid: String(row._txid) };
}

/**
 * A stored checkpoint this version can resume from. One of the earlier shape (`modified`, from
 * before checkpoints were commit-ordered) is none: the table is pulled again from the start,
 * once, under the same replication identifier (a new identifier would make RxDB take every
 * document on the device for an unsent change).
 */
export function usableCheckpoint(checkpoint: Partial<Checkpoint> | undefined): Checkpoint | undefined {
  return checkpoint?.txid && /^\d+$/.test(checkpoint.txid) && checkpoint.id
    ? { id: checkpoint.id, txid: checkpoint.txid }
    : undefined;
}

/** The transaction that last wrote the row (its `_txid`, a 64-bit id PostgREST sends as text). */
export const txidOf = (row: Row): bigint => BigInt(String(row._txid));

/**
 * Where a pull of `rows` (in (_txid, id) order, read after `from`) may leave its checkpoint:
 * after the last row written below the horizon. Rows at or above it may have companions from
 * transactions still open, which could commit behind them; they are delivered, and read again
 * by the next pull.
 */
export function checkpointBelow(rows: Row[], from: Checkpoint | undefined, horizon: bigint): Checkpoint | undefined {
  let next = from;
  for (const row of rows) {
    if (txidOf(row) >= horizon) break;
    next = checkpointOf(row);
  }
  return next;
}

/**
 * A table's answer as a batch may take it: a full answer that ends above the horizon keeps only
 * its rows below it (a prefix, since rows come in (_txid, id) order), so it is no longer full.
 */
export function heldBack(rows: Row[], asked: number, horizon: bigint): Row[] {
  const last = rows[rows.length - 1];
  return rows.length >= asked && last && txidOf(last) >= horizon ? rows.filter((r) => txidOf(r) < horizon) : rows;
}

/** The PostgREST filter for rows after the checkpoint, in (_txid, id) order. */
export function afterCheckpointFilter({ id, txid }: Checkpoint): string {
  return `"_txid".gt.${txid},and("_txid".eq.${txid},"id".gt.${id})`;
}
