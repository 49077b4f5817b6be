/**
 * One replication for a collection holding rows of several tables (a 'records' TableSync):
 * pull each table from its own (_txid, id) checkpoint (composite-checkpoint.ts), push each
 * record to its own table, parents first (records-push.ts), and one live channel over all the
 * tables' postgres_changes. One replication rather than one per table: several replications on
 * one collection would each take the others' pulled rows for local writes and push them.
 * Scoped tables follow their key sets (records-scope.ts).
 */
import { replicateRxCollection } from 'rxdb/plugins/replication';
import type { RxCollection, RxReplicationPullStreamItem, WithDeleted } from 'rxdb';
import { Subject, type Subscription } from 'rxjs';
import { retryDelay } from './backoff';
import { pullAcross, type CompositeCheckpoint } from './composite-checkpoint';
import { heldDocs, withHeld } from './held-docs';
import { pullHorizon } from './horizon';
import { keyFollower } from './records-scope';
import { classifyError } from './errors';
import { recordFailure } from './failures';
import { openLiveStream } from './live-stream';
import { modifiedMicros, newestCopies } from './newest-copies';
import { readBatch, readPage } from './pull-handler';
import { createPushHandler } from './push-handler';
import { toRecordDoc } from './records';
import type { RecordDoc, RecordTable } from './types';
import { fetchRecord, fetchRecordRow, fetchRecords, pushRecord, recordTableOf } from './records-push';
import { completeRows, type Row } from './rows';
import type { SyncContext, TableSync } from './types';
import type { TableReplication } from './types';

const PULL_BATCH_SIZE = 5000;
const PUSH_BATCH_SIZE = 50;

type Doc = RecordDoc;

export function replicateRecords(
  ctx: SyncContext,
  collection: RxCollection<Doc>,
  sync: TableSync<Doc>,
  identifier: string,
): TableReplication {
  const defs = sync.records ?? [];
  const stream$ = new Subject<RxReplicationPullStreamItem<Doc, CompositeCheckpoint>>();
  let lastCheckpoint: CompositeCheckpoint | undefined;
  const emitDocs = (documents: WithDeleted<Doc>[]) => {
    if (documents.length) stream$.next({ documents, checkpoint: lastCheckpoint as CompositeCheckpoint });
  };
  const held = heldDocs<Doc>(collection.schema.primaryPath as string);
  // Rows older than the checkpoint (a scope's older rows, a refused write's server copies) go
  // with the next pull, not on the stream: see held-docs.ts.
  const deliverHeld = (documents: WithDeleted<Doc>[]): Promise<void> => {
    if (!documents.length) return Promise.resolve();
    const handed = held.hold(documents);
    stream$.next('RESYNC');
    return handed;
  };
  const whenStored = () => state.awaitInSync();
  const followers = new Map(
    defs
      .filter((d) => d.scope)
      .map((d) => [d.table, keyFollower(ctx, collection, d, deliverHeld, whenStored)] as const),
  );
  const inScope = (table: string, row: Row) => {
    if (!defs.some((d) => d.table === table)) return false;
    return followers.get(table)?.holds(row) ?? true;
  };
  const scopeOf = (def: RecordTable) => followers.get(def.table)?.parts();

  // The server's copy of a row it took is put into the mirror once RxDB has recorded the push
  // (earlier, the downstream would see an unsent local change and skip it).
  // A late copy is not handed over when a newer one (live or pulled) was meanwhile: RxDB may
  // have passed that one over (the write was still unsent then), and a pull may not bring it
  // again (the checkpoint can be past it), so the server's row as it is now goes instead.
  let afterPush: () => Promise<unknown> = () => Promise.resolve();
  const newest = newestCopies();
  const readAgain = async (table: string, id: string) => {
    const def = recordTableOf(defs, table);
    try {
      const row = await fetchRecordRow(ctx, def, id);
      if (row && newest.admit(id, modifiedMicros(row))) emitDocs([toRecordDoc(def, row)]);
    } catch (err) {
      console.warn('[sync] could not read a record again after its push; pulling instead', { table, id }, err);
      stream$.next('RESYNC');
    }
  };
  const push = async (row: Parameters<typeof pushRecord>[2]) => {
    const result = await pushRecord(ctx, defs, row);
    // A row made here that became a change of the server's row (another id) leaves the device.
    // It goes with the next pull, not on the stream: a RESYNC right behind stream documents
    // (another scope's held rows, a reconnect) makes RxDB drop them, and the server would never
    // send this deletion again, so the device kept two profiles.
    const replaced = result.replaced;
    if (replaced) void afterPush().then(() => deliverHeld([replaced]));
    if (result.server) {
      const server = result.server;
      void afterPush().then(() =>
        newest.admit(server.id, result.serverModified ?? null)
          ? emitDocs([server])
          : readAgain(server.table, server.id),
      );
    }
    return result.conflict;
  };

  const state = replicateRxCollection<Doc, CompositeCheckpoint>({
    collection,
    replicationIdentifier: identifier,
    live: true,
    autoStart: false,
    waitForLeadership: false,
    toggleOnDocumentVisible: false,
    retryTime: retryDelay(0),
    pull: {
      async handler(checkpoint, batchSize) {
        await Promise.all([...followers.values()].map((f) => f.ready()));
        return withHeld(held, async () => {
          const tables = defs.filter((d) => followers.get(d.table)?.hasKeys() ?? true);
          const horizon = await pullHorizon(ctx);
          const batch = await pullAcross(
            tables.map((d) => d.table),
            checkpoint,
            batchSize,
            (table, from, limit) => {
              const def = recordTableOf(defs, table);
              return readBatch((f, l) => readPage(ctx, table, f, l, scopeOf(def), def), from, limit);
            },
            horizon,
          );
          lastCheckpoint = batch.checkpoint;
          batch.rows.forEach(({ row }) => newest.admit(String(row.id), modifiedMicros(row)));
          ctx.status.reportSuccess(sync.table);
          return {
            documents: batch.rows.map(({ table, row }) => toRecordDoc(recordTableOf(defs, table), row)),
            checkpoint: batch.checkpoint,
          };
        });
      },
      batchSize: PULL_BATCH_SIZE,
      stream$: stream$.asObservable(),
    },
    push: {
      handler: createPushHandler(
        ctx,
        { ...sync, push: (row) => push(row) },
        collection.schema.jsonSchema,
        (doc) => deliverHeld([doc]),
        (docs) => fetchRecords(ctx, defs, docs),
      ),
      batchSize: PUSH_BATCH_SIZE,
    },
  });
  afterPush = () => state.internalReplicationState?.streamQueue.up ?? Promise.resolve();

  let closeStream: (() => Promise<void>) | undefined;
  let subs: Subscription[] = [];
  return {
    table: sync.table,
    state: state as unknown as TableReplication['state'],
    async start() {
      subs = [...followers.values()].flatMap((f) => f.follow());
      closeStream = openLiveStream(
        ctx,
        defs.map((d) => d.table),
        {
          onRow: (row, table) => {
            if (!inScope(table, row)) return;
            const def = recordTableOf(defs, table);
            const admit = (full: Row) => {
              if (newest.admit(String(full.id), modifiedMicros(full))) emitDocs([toRecordDoc(def, full)]);
            };
            // A table with a column the user may not select gets it from its completion (the
            // change leaves it out); admitted once complete, so an older change finishing late
            // never replaces a newer one.
            if (!def.complete) return admit(row);
            completeRows(ctx, def, [row]).then(
              ([full]) => full && admit(full),
              (err: unknown) => {
                console.warn('[sync] could not complete a live change; pulling instead', { table, id: row.id }, err);
                stream$.next('RESYNC');
              },
            );
          },
          onResync: () => stream$.next('RESYNC'),
        },
        sync.table,
      );
      await state.start();
    },
    async stop() {
      subs.forEach((s) => s.unsubscribe());
      await closeStream?.();
      await state.cancel();
    },
    reSync: () => state.reSync(),
    // In registry order, each table's rows stored before the next table's keys are read: the
    // applicants' profiles are scoped by the applications. Twice, since a table may be scoped by
    // one that comes after it (jobs by the saved jobs, which are pushed after them); the second
    // pass only fetches what the first one's rows added.
    settle: async () => {
      for (let pass = 0; pass < 2; pass++) {
        for (const follower of followers.values()) {
          await follower.settle();
          await state.awaitInSync();
        }
      }
    },
    applyServerDocs: (docs) => deliverHeld(docs as WithDeleted<Doc>[]),
    fetchServerDoc: (doc) => {
      const record = doc as unknown as Doc;
      return fetchRecord(ctx, recordTableOf(defs, record.table), record.id) as Promise<
        WithDeleted<unknown> | undefined
      >;
    },
    async pushNow(doc) {
      const newDocumentState = doc as WithDeleted<Doc>;
      try {
        const server = await fetchRecord(ctx, recordTableOf(defs, newDocumentState.table), newDocumentState.id);
        const result = await pushRecord(ctx, defs, { newDocumentState, assumedMasterState: server });
        const back = result.conflict ?? result.server;
        if (result.replaced) deliverHeld([result.replaced]);
        if (back) emitDocs([back]);
      } catch (err) {
        const e = classifyError(err);
        if (e.kind !== 'permanent') throw err;
        await recordFailure(ctx, sync.table, doc as unknown as Row, e);
      }
    },
  };
}
