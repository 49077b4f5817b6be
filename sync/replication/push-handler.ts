/**
 * The push for handlers-based tables: each local change goes through the table's own push
 * rule (PushOne). A permanent refusal (Postgres class 22 or 23, or 42501), or a retriable one
 * that keeps failing, is recorded in sync_failures for the user and taken out of the queue;
 * anything else is thrown, so RxDB retries the batch with backoff. Pushes are idempotent
 * (client-made ids, guarded updates), so a retried batch changes nothing twice.
 */
import type { ReplicationPushHandler, WithDeleted } from 'rxdb';
import { MAX_PUSH_ATTEMPTS } from './backoff';
import { classifyError } from './errors';
import { recordFailure } from './failures';
import { rowToDoc, type Row, type SchemaLike } from './rows';
import type { SyncContext, TableSync } from './types';

export function fetchRowFor<Doc>(
  ctx: SyncContext,
  table: string,
  schema: SchemaLike,
  derive?: (doc: WithDeleted<Doc>) => WithDeleted<Doc>,
) {
  return async (id: string): Promise<WithDeleted<Doc> | undefined> => {
    const { data, error } = await ctx.client.from(table).select('*').eq('id', id).limit(1);
    if (error) throw error;
    const row = (data as Row[])[0];
    return row ? rowToDoc<Doc>(row, schema, derive) : undefined;
  };
}

export function pushContext<Doc>(ctx: SyncContext, sync: TableSync<Doc>, schema: SchemaLike) {
  return { ...ctx, table: sync.table, fetchRow: fetchRowFor<Doc>(ctx, sync.table, schema, sync.derive) };
}

export function createPushHandler<Doc>(
  ctx: SyncContext,
  sync: TableSync<Doc>,
  schema: SchemaLike,
): ReplicationPushHandler<Doc> {
  const attempts = new Map<string, number>();
  const push = sync.push!;
  const pushCtx = pushContext(ctx, sync, schema);
  const order = sync.pushOrder;
  return async (batch) => {
    const rows = order ? [...batch].sort((a, b) => order(a.newDocumentState) - order(b.newDocumentState)) : batch;
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
