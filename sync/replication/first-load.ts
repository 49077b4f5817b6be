/**
 * The first pull of a pull-only table into an empty mirror (a new device, or a first sign-in):
 * rows go straight into the collection, a page at a time while the next page is on its way,
 * instead of through the replication's downstream, which first reads back every document it is
 * about to write. On a long message history that read is a third of the first sync. Rows the
 * server has deleted are left out, and a document already on the device (the user's first
 * message, or a live event) is kept as it is. Only for tables the device never pushes: a push
 * would take these inserts for the user's own writes.
 */
import type { RxCollection, WithDeleted } from 'rxdb';
import { checkpointOf, rowToDoc, type Row, type SchemaLike } from './rows';
import type { Checkpoint, SyncContext, TableSync } from './types';

export type FetchPage = (from: Checkpoint | undefined, limit: number) => Promise<Row[]>;

export interface FirstLoad<Doc> {
  /** The last row, for the replication to store its checkpoint by. */
  last: WithDeleted<Doc>;
  checkpoint: Checkpoint;
}

export async function isEmptyMirror(ctx: SyncContext, table: string): Promise<boolean> {
  const collection = ctx.db.collections[table as keyof typeof ctx.db.collections] as unknown as RxCollection;
  return (await collection.count().exec()) === 0;
}

export async function firstLoad<Doc>(
  ctx: SyncContext,
  sync: TableSync<Doc>,
  schema: SchemaLike,
  fetchPage: FetchPage,
  pageSize: number,
): Promise<FirstLoad<Doc> | undefined> {
  const collection = ctx.db.collections[sync.table as keyof typeof ctx.db.collections] as unknown as RxCollection<Doc>;
  let result: FirstLoad<Doc> | undefined;
  let next: Promise<Row[]> | undefined = fetchPage(undefined, pageSize);
  while (next) {
    const rows: Row[] = await next;
    if (!rows.length) break;
    const checkpoint = checkpointOf(rows[rows.length - 1]!);
    // The next page is fetched while this one is written.
    next = rows.length === pageSize ? fetchPage(checkpoint, pageSize) : undefined;
    const docs = rows.map((row) => rowToDoc<Doc>(row, schema, sync.derive));
    const live = docs.filter((d) => !d._deleted).map(({ _deleted: _gone, ...doc }) => doc as Doc);
    const { error } = await collection.bulkInsert(live);
    const failed = error.filter((e) => e.status !== 409);
    if (failed.length) throw new Error(`${sync.table}: storing the first pull failed (${failed[0]!.status})`);
    result = { last: docs[docs.length - 1]!, checkpoint };
  }
  return result;
}
