/**
 * The push for handlers-based tables: each local change goes through the table's own push
 * rule (PushOne). A permanent refusal (Postgres class 22 or 23, or 42501), or a retriable one
 * that keeps failing, is recorded in sync_failures for the user and taken out of the queue;
 * anything else is thrown, so RxDB retries the batch with backoff. Pushes are idempotent
 * (client-made ids, guarded updates), so a retried batch changes nothing twice.
 *
 * A document RxDB holds no server copy of (no assumed master state) is first compared with the
 * server's row: when they are the same, it is the server's own row and nothing is sent. RxDB
 * stores a pulled row and its record of the server's copy in two writes, and a tab closed
 * between them (a reload during the first sync) left rows that its push then took for the
 * device's own changes, other people's read positions among them.
 */
import type { ReplicationPushHandler, RxReplicationWriteToMasterRow, WithDeleted } from 'rxdb';
import { MAX_PUSH_ATTEMPTS } from './backoff';
import { classifyError } from './errors';
import { recordFailure } from './failures';
import { sameContent } from '../conflict/handler';
import { columnsOf, completeRows, rowToDoc, type Row, type SchemaLike } from './rows';
import type { SyncContext, TableRead, TableSync } from './types';
import { fromTable } from './any-table';

export function fetchRowFor<Doc>(
  ctx: SyncContext,
  table: string,
  schema: SchemaLike,
  derive?: (doc: WithDeleted<Doc>) => WithDeleted<Doc>,
  read?: TableRead,
) {
  return async (id: string): Promise<WithDeleted<Doc> | undefined> => {
    const { data, error } = await fromTable(ctx.client, table).select(columnsOf(read)).eq('id', id).limit(1);
    if (error) throw error;
    const row = (await completeRows(ctx, read, data as unknown as Row[]))[0];
    return row ? rowToDoc<Doc>(row, schema, derive) : undefined;
  };
}

/** The server's rows of these documents (those it still shows the user), by id. */
export type ServerCopies<Doc> = (docs: WithDeleted<Doc>[]) => Promise<Map<string, WithDeleted<Doc>>>;

/** The server's rows with these ids (those it still shows the user), as documents. */
export function serverRowsFor<Doc>(ctx: SyncContext, sync: TableSync<Doc>, schema: SchemaLike) {
  return async (ids: string[]): Promise<WithDeleted<Doc>[]> => {
    const { data, error } = await fromTable(ctx.client, sync.table).select(columnsOf(sync)).in('id', ids);
    if (error) throw error;
    const rows = await completeRows(ctx, sync, data as unknown as Row[]);
    return rows.map((row) => rowToDoc<Doc>(row, schema, sync.derive));
  };
}

export function serverCopiesFor<Doc>(ctx: SyncContext, sync: TableSync<Doc>, schema: SchemaLike): ServerCopies<Doc> {
  const read = serverRowsFor(ctx, sync, schema);
  return async (docs) => {
    const copies = await read(docs.map((doc) => String((doc as unknown as Row).id)));
    return new Map(copies.map((doc) => [String((doc as unknown as Row).id), doc]));
  };
}

export function pushContext<Doc>(
  ctx: SyncContext,
  sync: TableSync<Doc>,
  schema: SchemaLike,
  putServerCopy: (doc: WithDeleted<Doc>) => void,
) {
  return {
    ...ctx,
    table: sync.table,
    fetchRow: fetchRowFor<Doc>(ctx, sync.table, schema, sync.derive, sync),
    putServerCopy,
  };
}

/** The rows to send: those RxDB knows no server copy of are left out when they are the server's. */
async function changedRows<Doc>(
  batch: RxReplicationWriteToMasterRow<Doc>[],
  serverCopies: ServerCopies<Doc> | undefined,
): Promise<RxReplicationWriteToMasterRow<Doc>[]> {
  const idOf = (row: RxReplicationWriteToMasterRow<Doc>) => String((row.newDocumentState as unknown as Row).id);
  const unknown = batch.filter((row) => !row.assumedMasterState).map((row) => row.newDocumentState);
  if (!serverCopies || !unknown.length) return batch;
  const copies = await serverCopies(unknown);
  return batch.filter((row) => {
    const server = row.assumedMasterState ? undefined : copies.get(idOf(row));
    return !server || !sameContent(server, row.newDocumentState);
  });
}

export function createPushHandler<Doc>(
  ctx: SyncContext,
  sync: TableSync<Doc>,
  schema: SchemaLike,
  putServerCopy: (doc: WithDeleted<Doc>) => void,
  serverCopies?: ServerCopies<Doc>,
): ReplicationPushHandler<Doc> {
  const attempts = new Map<string, number>();
  const push = sync.push!;
  const pushCtx = pushContext(ctx, sync, schema, putServerCopy);
  const order = sync.pushOrder;
  return async (batch) => {
    const changed = await changedRows(batch, serverCopies);
    const rows = order ? [...changed].sort((a, b) => order(a.newDocumentState) - order(b.newDocumentState)) : changed;
    const conflicts: WithDeleted<Doc>[] = [];
    let retry: unknown;
    for (const row of rows) {
      const doc = row.newDocumentState as unknown as Row;
      const key = String(doc.id);
      try {
        const conflict = await push(row, pushCtx);
        if (conflict) conflicts.push(conflict);
        attempts.delete(key);
      } catch (err) {
        const e = classifyError(err);
        const tries = (attempts.get(key) ?? 0) + 1;
        attempts.set(key, tries);
        if (e.kind === 'permanent' || (e.kind === 'transient' && tries >= MAX_PUSH_ATTEMPTS)) {
          attempts.delete(key);
          await recordFailure(ctx, sync.table, doc, e);
        } else {
          retry ??= err;
        }
      }
    }
    if (retry) throw retry;
    ctx.status.reportSuccess(sync.table);
    return conflicts;
  };
}
