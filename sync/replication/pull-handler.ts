/**
 * The checkpoint pull for handlers-based tables: rows after (_txid, id), in that order, a batch
 * at a time, limited to the table's scope when it has one. The checkpoint moves only over rows
 * below the server's horizon (horizon.ts), so a row whose transaction was still open cannot be
 * passed over; rows above it are delivered all the same and read again by the next pull. Keeps
 * the last checkpoint so that live events can be stored without moving it: only a pull
 * advances it.
 */
import type { ReplicationPullHandler } from 'rxdb';
import { firstLoad, isEmptyMirror } from './first-load';
import { pullHorizon } from './horizon';
import {
  afterCheckpointFilter,
  checkpointBelow,
  checkpointOf,
  columnsOf,
  heldBack,
  completeRows,
  rowToDoc,
  usableCheckpoint,
  type Row,
  type SchemaLike,
} from './rows';
import { scopeParts, unionPage, type ScopePart } from './scope-alternatives';
import type { Checkpoint, SyncContext, TableRead, TableSync } from './types';
import { fromTable } from './any-table';

/**
 * The most rows one request may ask for: hosted Supabase's default `max_rows` (1,000). A
 * server capped lower would cut pulls short, so keep this at or below the project's setting.
 */
export const MAX_ROWS_PER_REQUEST = 1000;

export interface PullState {
  lastCheckpoint: Checkpoint | undefined;
  /** The scope's current keys; undefined until the scope first reports. */
  keys: Set<string> | undefined;
}

/**
 * Keys per `in` filter: a filter of thousands of ids (the applicants of a large company) would
 * make a URL longer than servers accept, so a long key list is asked in parts.
 */
export const MAX_KEYS_PER_REQUEST = 100;

/**
 * One page of `table` after `from`, in (_txid, id) order, limited to rows whose column is
 * among the keys of one of the scope's alternatives when given. With several alternatives, or
 * over MAX_KEYS_PER_REQUEST keys, each part is asked for the whole page and the first `limit`
 * rows of their union are the page.
 */
export async function readPage(
  ctx: SyncContext,
  table: string,
  from: Checkpoint | undefined,
  limit: number,
  scope?: ScopePart | ScopePart[],
  read?: TableRead,
): Promise<Row[]> {
  const part = async (filter: ScopePart | undefined, after = from, count = limit): Promise<Row[]> => {
    let query = fromTable(ctx.client, table).select(columnsOf(read));
    if (filter) query = query.in(filter.column, filter.keys as never[]);
    if (after) query = query.or(afterCheckpointFilter(after));
    const { data, error } = await query
      .order('_txid', { ascending: true })
      .order('id', { ascending: true })
      .limit(count);
    if (error) throw error;
    return data as unknown as Row[];
  };
  if (!scope) return completeRows(ctx, read, await part(undefined));
  const parts = scopeParts(Array.isArray(scope) ? scope : [scope], MAX_KEYS_PER_REQUEST);
  if (parts.length === 1) return completeRows(ctx, read, await part(parts[0]));
  // A union page can be short while a part has more (see unionPage): read on from where every
  // part has been seen, so that a short page still means the end.
  const rows: Row[] = [];
  let after = from;
  for (;;) {
    const want = limit - rows.length;
    const page = unionPage(await Promise.all(parts.map((p) => part(p, after, want))), want);
    rows.push(...page.rows);
    if (!page.seenTo || rows.length >= limit) return completeRows(ctx, read, rows);
    after = checkpointOf(page.seenTo);
  }
}

/**
 * Every row of `table` whose `column` is among `keys`: keys asked in parts (see
 * MAX_KEYS_PER_REQUEST), rows in pages within the server's row cap (a company's applications
 * can be more than one request may return).
 */
export async function selectIn(
  ctx: SyncContext,
  table: string,
  column: string,
  keys: string[],
  read?: TableRead,
): Promise<Row[]> {
  const parts = scopeParts([{ column, keys }], MAX_KEYS_PER_REQUEST).map((scope) =>
    readBatch((from, limit) => readPage(ctx, table, from, limit, scope, read), undefined, Infinity),
  );
  return (await Promise.all(parts)).flat();
}

/**
 * Reads up to `size` rows after `from` in pages no larger than the server's row cap (the pages
 * follow each other by their rows, whatever the horizon: a scope's fetch wants every row).
 */
export async function readBatch(
  page: (from: Checkpoint | undefined, limit: number) => Promise<Row[]>,
  from: Checkpoint | undefined,
  size: number,
): Promise<Row[]> {
  const rows: Row[] = [];
  let next = from;
  for (;;) {
    const want = Math.min(MAX_ROWS_PER_REQUEST, size - rows.length);
    const got = await page(next, want);
    rows.push(...got);
    if (got.length) next = checkpointOf(got[got.length - 1]!);
    // A short page means the end.
    if (got.length < want || rows.length >= size) return rows;
  }
}

/**
 * A pull batch of up to `size` rows after `from` and the checkpoint it may move to (below
 * `horizon`). A full batch that ends above the horizon keeps only its rows below it: RxDB asks
 * again at once after a full batch, from the same checkpoint, and would get the same rows for
 * as long as the transaction holding the horizon stays open. The next pull reads the others.
 */
export async function pullBatch(
  page: (from: Checkpoint | undefined, limit: number) => Promise<Row[]>,
  from: Checkpoint | undefined,
  size: number,
  horizon: bigint,
): Promise<{ rows: Row[]; checkpoint: Checkpoint | undefined }> {
  const rows = heldBack(await readBatch(page, from, size), size, horizon);
  return { rows, checkpoint: checkpointBelow(rows, from, horizon) };
}

export function createPullHandler<Doc>(
  ctx: SyncContext,
  sync: TableSync<Doc>,
  schema: SchemaLike,
  state: PullState,
): ReplicationPullHandler<Doc, Checkpoint> {
  const page = (from: Checkpoint | undefined, limit: number) =>
    readPage(
      ctx,
      sync.table,
      from,
      limit,
      sync.scope ? { column: sync.scope.column, keys: [...state.keys!] } : undefined,
      sync,
    );
  return async (checkpoint, batchSize) => {
    const from = usableCheckpoint(checkpoint);
    if (sync.scope && !state.keys?.size) {
      ctx.status.reportSuccess(sync.table);
      return { documents: [], checkpoint: from };
    }
    const horizon = await pullHorizon(ctx);
    if (!from && !sync.push && (await isEmptyMirror(ctx, sync.table))) {
      const loaded = await firstLoad(ctx, sync, schema, page, MAX_ROWS_PER_REQUEST, horizon);
      state.lastCheckpoint = loaded?.checkpoint;
      ctx.status.reportSuccess(sync.table);
      // One document (already stored) carries the checkpoint; fewer than a batch ends the pull.
      return { documents: loaded ? [loaded.last] : [], checkpoint: loaded?.checkpoint };
    }
    const { rows, checkpoint: next } = await pullBatch(page, from, batchSize, horizon);
    state.lastCheckpoint = next;
    ctx.status.reportSuccess(sync.table);
    return { documents: rows.map((row) => rowToDoc<Doc>(row, schema, sync.derive)), checkpoint: next };
  };
}
