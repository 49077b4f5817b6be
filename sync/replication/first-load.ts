/**
 * The first pull of a pull-only table into an empty mirror (a new device, or a first sign-in):
 * rows go straight into the collection instead of through the replication's downstream, which
 * first reads back every document it is about to write; on a long message history that read
 * was a third of the first sync. Rows the server has deleted are left out, and a document
 * already on the device (the user's first message, or a live event) is kept as it is. Only for
 * tables the device never pushes: a push would take these inserts for the user's own writes.
 *
 * Fetching and writing overlap: pages are fetched one after another while the writer stores
 * whatever has arrived each time it is free. The first rows are written as soon as their page
 * lands, and later writes grow larger (fewer IndexedDB transactions, which cost more than the
 * rows in them). The fetcher pauses when it is far ahead, so memory stays bounded.
 */
import type { RxCollection, WithDeleted } from 'rxdb';
import { checkpointBelow, checkpointOf, rowToDoc, type Row, type SchemaLike } from './rows';
import type { Checkpoint, SyncContext, TableSync } from './types';

export type FetchPage = (from: Checkpoint | undefined, limit: number) => Promise<Row[]>;

export interface FirstLoad<Doc> {
  /** The last row, for the replication to store its checkpoint by. */
  last: WithDeleted<Doc>;
  /** After the last row below the pull's horizon (none when every row is above it). */
  checkpoint: Checkpoint | undefined;
}

/** The most rows one write takes, and so about the most the fetcher runs ahead by. */
export const MAX_ROWS_PER_WRITE = 5000;

export async function isEmptyMirror(ctx: SyncContext, table: string): Promise<boolean> {
  const collection = ctx.db.collections[table as keyof typeof ctx.db.collections] as unknown as RxCollection;
  return (await collection.count().exec()) === 0;
}

/** Pages fetched ahead of the writer, with a signal each way. */
class PageQueue {
  private rows: Row[] = [];
  private ended = false;
  private failure: unknown;
  private waiter: (() => void) | undefined;

  get size() {
    return this.rows.length;
  }

  put(rows: Row[]) {
    this.rows.push(...rows);
    this.signal();
  }

  end(failure?: unknown) {
    this.ended = true;
    this.failure = failure;
    this.signal();
  }

  /** Waits until rows have arrived (or the fetching ended) and takes up to `max`. */
  async take(max: number): Promise<Row[] | undefined> {
    while (!this.rows.length && !this.ended) await new Promise<void>((r) => (this.waiter = r));
    if (this.failure !== undefined) throw this.failure;
    const taken = this.rows.splice(0, max);
    this.signal();
    return taken.length ? taken : undefined;
  }

  /** Waits until the writer has taken rows. */
  async drained(): Promise<void> {
    await new Promise<void>((r) => (this.waiter = r));
  }

  private signal() {
    const wake = this.waiter;
    this.waiter = undefined;
    wake?.();
  }
}

async function fetchAll(queue: PageQueue, fetchPage: FetchPage, pageSize: number) {
  let from: Checkpoint | undefined;
  for (;;) {
    while (queue.size >= MAX_ROWS_PER_WRITE) await queue.drained();
    const rows = await fetchPage(from, pageSize);
    if (rows.length) from = checkpointOf(rows[rows.length - 1]!);
    queue.put(rows);
    if (rows.length < pageSize) return;
  }
}

export async function firstLoad<Doc>(
  ctx: SyncContext,
  sync: TableSync<Doc>,
  schema: SchemaLike,
  fetchPage: FetchPage,
  pageSize: number,
  /** The pull's horizon (horizon.ts): the checkpoint stops below it. */
  horizon: bigint,
): Promise<FirstLoad<Doc> | undefined> {
  const collection = ctx.db.collections[sync.table as keyof typeof ctx.db.collections] as unknown as RxCollection<Doc>;
  const queue = new PageQueue();
  void fetchAll(queue, fetchPage, pageSize).then(
    () => queue.end(),
    (err: unknown) => queue.end(err ?? new Error(`${sync.table}: fetching the first pull failed`)),
  );
  let result: FirstLoad<Doc> | undefined;
  for (let rows = await queue.take(MAX_ROWS_PER_WRITE); rows; rows = await queue.take(MAX_ROWS_PER_WRITE)) {
    const docs = rows.map((row) => rowToDoc<Doc>(row, schema, sync.derive));
    const live = docs.filter((d) => !d._deleted).map(({ _deleted: _gone, ...doc }) => doc as Doc);
    const { error } = await collection.bulkInsert(live);
    const failed = error.filter((e) => e.status !== 409);
    if (failed.length) throw new Error(`${sync.table}: storing the first pull failed (${failed[0]!.status})`);
    result = { last: docs[docs.length - 1]!, checkpoint: checkpointBelow(rows, result?.checkpoint, horizon) };
  }
  return result;
}
