/**
 * The one wrapper around RxDB replication that fixes our defaults for every mirrored table:
 * the identifier, live mode, leadership (one tab replicates), retry with backoff, error
 * routing into the sync status, and the push-failure policy (permanent errors are recorded
 * for the user, the rest retried). A table runs on the replication protocol with our handlers,
 * or holds rows of several tables (records; see TableSync.via and sync/README.md). None runs on
 * RxDB's replication-supabase plugin any more: its checkpoint is the write-time `_modified`.
 */
import { replicateRxCollection } from 'rxdb/plugins/replication';
import type { RxCollection, RxReplicationPullStreamItem, WithDeleted } from 'rxdb';
import { Subject, firstValueFrom, type Subscription } from 'rxjs';
import { retryDelay } from './backoff';
import { classifyError } from './errors';
import { openLiveStream } from './live-stream';
import { heldDocs, withHeld } from './held-docs';
import { readAgain } from './read-again';
import { serverEchoes } from './server-echoes';
import { createPullHandler, selectIn, type PullState } from './pull-handler';
import { createPushHandler, pushContext, serverCopiesFor, serverRowsFor } from './push-handler';
import { recordFailure } from './failures';
import type { RecordDoc } from './types';
import { replicateRecords } from './replicate-records';
import { withoutUpstream } from './pull-only';
import { liveInserts } from './live-inserts';
import { rowToDoc, type Row, type SchemaLike } from './rows';
import type { Checkpoint, SyncContext, TableReplication, TableSync } from './types';

/**
 * Bump when a table's replication changes incompatibly: a new identifier pulls from scratch, and
 * RxDB then takes every document on the device for an unsent change (the push compares them
 * with the server's first). The commit-ordered checkpoint did not bump it: a stored checkpoint
 * of the earlier shape reads as none (rows.ts usableCheckpoint), so each table pulls once again.
 */
const IDENTIFIER_VERSION = 1;
// Large batches: each IndexedDB transaction costs more than the rows in it. The handlers' pull
// reads a batch in pages within the server's row cap (MAX_ROWS_PER_REQUEST).
const PULL_BATCH_SIZE = 5000;
const PUSH_BATCH_SIZE = 50;

export function replicateTable<Doc>(ctx: SyncContext, sync: TableSync<Doc>): TableReplication {
  const collection = ctx.db.collections[sync.table as keyof typeof ctx.db.collections] as unknown as RxCollection<Doc>;
  const identifier = `evee-${sync.table}-v${IDENTIFIER_VERSION}`;
  const replication =
    sync.via === 'records'
      ? replicateRecords(
          ctx,
          collection as unknown as RxCollection<RecordDoc>,
          sync as unknown as TableSync<RecordDoc>,
          identifier,
        )
      : handlersReplication(ctx, collection, sync, identifier);
  const subs = routeStatus(ctx, sync.table, replication.state);
  const stop = replication.stop;
  return {
    ...replication,
    async stop() {
      subs.forEach((s) => s.unsubscribe());
      await stop();
    },
  };
}

function handlersReplication<Doc>(
  ctx: SyncContext,
  collection: RxCollection<Doc>,
  sync: TableSync<Doc>,
  identifier: string,
): TableReplication {
  const stream$ = new Subject<RxReplicationPullStreamItem<Doc, Checkpoint>>();
  const pull: PullState = { lastCheckpoint: undefined, keys: undefined };
  const schema = collection.schema.jsonSchema;
  const emitDocs = (documents: WithDeleted<Doc>[]) =>
    stream$.next({ documents, checkpoint: pull.lastCheckpoint as Checkpoint });
  const held = heldDocs<Doc>(collection.schema.primaryPath as string);
  // Rows older than the checkpoint (a scope's older rows, a refused write's server copies) go
  // with the next pull, not on the stream: see held-docs.ts.
  const deliverHeld = (docs: WithDeleted<Doc>[]) => {
    if (!docs.length) return;
    void held.hold(docs);
    stream$.next('RESYNC');
  };
  const putServerCopy = (doc: WithDeleted<Doc>) => deliverHeld([doc]);
  const echoes = serverEchoes<Doc>(collection.schema.primaryPath as string);
  const scope = sync.scope
    ? scopeFollower(ctx, sync, schema, pull, deliverHeld, () => stream$.next('RESYNC'))
    : undefined;
  const pullRows = createPullHandler(ctx, sync, schema, pull);
  const pushed = readAgain<Doc>(serverRowsFor(ctx, sync, schema));
  const pushRows = sync.push
    ? createPushHandler(ctx, sync, schema, putServerCopy, serverCopiesFor(ctx, sync, schema))
    : undefined;
  // Resolves once RxDB has recorded the pushes under way (the upstream's queue), so that a row
  // read again after them is no longer an unsent change that the downstream would skip.
  const afterPush = () => state.internalReplicationState?.streamQueue.up ?? Promise.resolve();
  const state = replicateRxCollection<Doc, Checkpoint>({
    // Without a push RxDB's upstream has nothing to do but read and store bookkeeping.
    collection: sync.push ? collection : withoutUpstream(collection),
    replicationIdentifier: identifier,
    live: true,
    autoStart: false,
    waitForLeadership: false,
    toggleOnDocumentVisible: false,
    retryTime: retryDelay(0),
    pull: {
      // The first pull waits for the scope's keys: without them it would bring nothing, and the
      // keys it then learns are left to the pull, which would not come again until a resync.
      handler: async (checkpoint, batchSize) => {
        await scope?.ready();
        await scope?.catchUp();
        await pushed.readInto(held);
        return withHeld(held, () => pullRows(checkpoint, batchSize));
      },
      batchSize: PULL_BATCH_SIZE,
      stream$: stream$.asObservable(),
    },
    push: pushRows
      ? {
          // Every row of a batch that went through is read again: see read-again.ts.
          async handler(batch) {
            const conflicts = await pushRows(batch);
            const ids = batch.map((row) => String((row.newDocumentState as unknown as Row).id));
            void afterPush().then(() => {
              pushed.mark(ids);
              stream$.next('RESYNC');
            });
            return conflicts;
          },
          batchSize: PUSH_BATCH_SIZE,
        }
      : undefined,
  });
  let closeStream: (() => Promise<void>) | undefined;
  let scopeSub: Subscription | undefined;
  let completing: Promise<void> = Promise.resolve();
  // Only a table the device never pushes: a direct insert would be a local change to push.
  const live = sync.push ? undefined : liveInserts(collection, emitDocs);
  const inScope = (row: Row) => !sync.scope || (pull.keys?.has(String(row[sync.scope.column])) ?? false);
  return {
    table: sync.table,
    state,
    async start() {
      scopeSub = scope?.follow();
      closeStream = openLiveStream(ctx, sync.table, {
        onRow: (row, _table, inserted) => {
          if (!inScope(row)) return;
          if (!sync.complete) {
            const doc = rowToDoc<Doc>(row, schema, sync.derive);
            if (echoes.isEcho(doc)) return;
            if (!live) emitDocs([doc]);
            else if (inserted && !sync.writtenHere?.(row, ctx.userId)) live.insert(doc);
            else live.send([doc]);
            return;
          }
          // A live change carries only the columns the role may read; the rest come from the
          // table's own read (or with the next pull when that fails), one change after another
          // so that they reach the device in the order they were made.
          const complete = sync.complete;
          completing = completing
            .then(() => complete(ctx, [row]))
            .then(
              ([full]) => emitDocs([rowToDoc<Doc>(full ?? row, schema, sync.derive)]),
              () => stream$.next('RESYNC'),
            );
        },
        onResync: () => stream$.next('RESYNC'),
      });
      await state.start();
    },
    async stop() {
      scopeSub?.unsubscribe();
      scope?.stop();
      echoes.clear();
      await closeStream?.();
      await state.cancel();
    },
    reSync: () => state.reSync(),
    settle: async () => scope?.settle(),
    applyServerDocs: (docs) => deliverHeld(docs as WithDeleted<Doc>[]),
    emitServerDocs: (docs) => {
      echoes.expect(docs as WithDeleted<Doc>[]);
      emitDocs(docs as WithDeleted<Doc>[]);
    },
    pushNow: sync.push
      ? async (doc) => {
          const pushCtx = pushContext(ctx, sync, schema, putServerCopy);
          const newDocumentState = doc as WithDeleted<Doc>;
          try {
            const server = await pushCtx.fetchRow(String((doc as unknown as Row).id));
            const conflict = await sync.push!({ newDocumentState, assumedMasterState: server }, pushCtx);
            if (conflict) emitDocs([conflict]);
          } catch (err) {
            const e = classifyError(err);
            if (e.kind !== 'permanent') throw err;
            await recordFailure(ctx, sync.table, doc as Row, e);
          }
        }
      : undefined,
  };
}

/**
 * Follows a scoped table's key set. Rows of newly added keys are fetched whatever their age,
 * since the checkpoint may already be past them; keys whose fetch failed (offline, or a slow
 * answer given up) are asked again before the next pull, which a failure asks for itself after
 * a backoff: nothing else may pull again until a reconnect, and the rows would stay missing.
 */
function scopeFollower<Doc>(
  ctx: SyncContext,
  sync: TableSync<Doc>,
  schema: SchemaLike,
  pull: PullState,
  deliver: (docs: WithDeleted<Doc>[]) => void,
  requestPull: () => void,
) {
  const scope = sync.scope!;
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const retryLater = () => {
    // A fetch still in flight when the replication stopped asks for nothing after it.
    if (retry !== undefined || stopped) return;
    retry = setTimeout(() => {
      retry = undefined;
      requestPull();
    }, retryDelay(failures++));
  };
  // Fetches still in flight: settle() must wait for them too, since a key being fetched is
  // already counted as known and a second apply() of it returns at once.
  const inFlight = new Set<Promise<void>>();
  const wanted = new Set<string>();
  const apply = (keys: string[]): Promise<void> => {
    keys.forEach((k) => wanted.add(k));
    const run = fetchAdded(keys).finally(() => inFlight.delete(run));
    inFlight.add(run);
    return run;
  };
  // A key that joined while the app was closed offline was never fetched, and the pull is past
  // its rows: at start, a table that asks for it fetches the keys it holds no row of (not on a
  // new device, whose first pull brings them all).
  const missingAtStart = async (keys: string[]): Promise<string[]> => {
    const collection = ctx.db.collections[sync.table as keyof typeof ctx.db.collections] as unknown as RxCollection;
    if (!scope.fetchMissingAtStart || !keys.length || !(await collection.count().exec())) return [];
    const present = await collection.find({ selector: { [scope.column]: { $in: keys } } }).exec();
    const held = new Set(present.map((d) => String(d.get(scope.column))));
    return keys.filter((k) => !held.has(k));
  };
  const fetchAdded = async (keys: string[]) => {
    const before = pull.keys;
    pull.keys = new Set([...(before ?? []), ...keys]);
    const added = before ? keys.filter((k) => !before.has(k)) : await missingAtStart(keys);
    if (!added.length) return;
    let data: Row[];
    try {
      data = await selectIn(ctx, sync.table, scope.column, added, sync);
    } catch (error) {
      const failed = new Set(added);
      pull.keys = new Set([...pull.keys].filter((k) => !failed.has(k)));
      ctx.status.reportFailure(sync.table, 'pull', error);
      retryLater();
      return;
    }
    failures = 0;
    if (data.length) deliver(data.map((row: Row) => rowToDoc<Doc>(row, schema, sync.derive)));
  };
  let first: Promise<void> | undefined;
  return {
    follow: (): Subscription => scope.keys(ctx).subscribe((keys) => void apply(keys)),
    async catchUp() {
      if (!pull.keys) return;
      const missing = [...wanted].filter((k) => !pull.keys!.has(k));
      if (missing.length) await apply(missing);
    },
    /** Resolves once the key set is known. */
    ready: () => (first ??= pull.keys ? Promise.resolve() : firstValueFrom(scope.keys(ctx)).then(apply)),
    /** Brings the mirror up to the scope's keys as they are now. */
    settle: async () => {
      await apply(await firstValueFrom(scope.keys(ctx)));
      await Promise.all([...inFlight]);
    },
    stop: () => {
      stopped = true;
      clearTimeout(retry);
      retry = undefined;
    },
  };
}

/** Errors go to the status and lengthen the next retry; a quiet pass resets both. */
function routeStatus(ctx: SyncContext, table: string, state: TableReplication['state']): Subscription[] {
  let attempt = 0;
  return [
    state.error$.subscribe((err) => {
      const cause = (err as { parameters?: { errors?: unknown[] } }).parameters?.errors?.[0] ?? err;
      const direction =
        (err as { parameters?: { direction?: string } }).parameters?.direction === 'push' ? 'push' : 'pull';
      state.retryTime = retryDelay(attempt++);
      ctx.status.reportFailure(table, direction, cause);
    }),
    // RxDB retries a failed pull or push until it succeeds, so going idle means it did.
    state.active$.subscribe((active) => {
      if (!active && state.internalReplicationState && !state.isStopped()) {
        attempt = 0;
        state.retryTime = retryDelay(0);
        ctx.status.reportSuccess(table);
      }
    }),
  ];
}
