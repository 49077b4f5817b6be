/**
 * The checkpoint pull for handlers-based tables: rows after (_modified, id), in that order,
 * a batch at a time, limited to the table's scope when it has one. Keeps the last checkpoint
 * so that live events can be stored without moving it: only a pull advances it, so a live
 * event that arrives ahead of an older, still uncommitted row can never make a pull skip it.
 */
import type { ReplicationPullHandler } from 'rxdb';
import { firstLoad, isEmptyMirror } from './first-load';
import { afterCheckpointFilter, checkpointOf, rowToDoc, type Row, type SchemaLike } from './rows';
import type { Checkpoint, SyncContext, TableSync } from './types';

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

export function createPullHandler<Doc>(
  ctx: SyncContext,
  sync: TableSync<Doc>,
  schema: SchemaLike,
  state: PullState,
): ReplicationPullHandler<Doc, Checkpoint> {
  const page = async (from: Checkpoint | undefined, limit: number): Promise<Row[]> => {
    let query = ctx.client.from(sync.table).select('*');
    if (sync.scope) query = query.in(sync.scope.column, [...state.keys!] as never[]);
    if (from) query = query.or(afterCheckpointFilter(from));
    const { data, error } = await query
      .order('_modified', { ascending: true })
      .order('id', { ascending: true })
      .limit(limit);
    if (error) throw error;
    return data as Row[];
  };
  // A batch is read in pages no larger than the server's row cap, so a short page means the end.
  const readBatch = async (from: Checkpoint | undefined, size: number): Promise<Row[]> => {
    const rows: Row[] = [];
    let next = from;
    for (;;) {
      const want = Math.min(MAX_ROWS_PER_REQUEST, size - rows.length);
      const got = await page(next, want);
      rows.push(...got);
      if (got.length) next = checkpointOf(got[got.length - 1]!);
      if (got.length < want || rows.length >= size) return rows;
    }
  };
  return async (checkpoint, batchSize) => {
    const from = checkpoint?.modified ? checkpoint : undefined;
    if (sync.scope && !state.keys?.size) {
      ctx.status.reportSuccess(sync.table);
      return { documents: [], checkpoint: from };
    }
    if (!from && !sync.push && (await isEmptyMirror(ctx, sync.table))) {
      const loaded = await firstLoad(ctx, sync, schema, page, MAX_ROWS_PER_REQUEST);
      state.lastCheckpoint = loaded?.checkpoint;
      ctx.status.reportSuccess(sync.table);
      // One document (already stored) carries the checkpoint; fewer than a batch ends the pull.
      return { documents: loaded ? [loaded.last] : [], checkpoint: loaded?.checkpoint };
    }
    const rows = await readBatch(from, batchSize);
    const next = rows.length ? checkpointOf(rows[rows.length - 1]!) : from;
    state.lastCheckpoint = next;
    ctx.status.reportSuccess(sync.table);
    return { documents: rows.map((row) => rowToDoc<Doc>(row, schema, sync.derive)), checkpoint: next };
  };
}
