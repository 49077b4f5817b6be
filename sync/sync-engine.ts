/**
 * Runs the sync of one user's database with Supabase: a replication per mirrored table, the
 * message sender, the outbox (with the notifications' read marks), the pending-writes count and
 * the status. Only the tab holding the leadership
 * replicates (the others see its writes at once through the shared IndexedDB); every tab
 * keeps the status. Re-pulls from the checkpoints, and wakes the writers, when the browser comes
 * back online, when the tab becomes visible again (Realtime does not replay what was missed) and
 * when the session's token is refreshed.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database-types';
import type { RxDocument, WithDeleted } from 'rxdb';
import type { AttachmentUploads } from './chat/attachments';
import { createMessageSender, type MessageSender } from './chat/message-sender';
import { sameContent } from './conflict/handler';
import type { MirroredTable } from './collections/registry';
import type { SyncFailureDoc } from './collections/sync-failures/schema';
import type { EveeDatabase } from './database';
import { adoptUnsentReadFlags, keepReadMarks } from './notifications/read-marks';
import { recordAccessSynced } from './queries/access';
import { pullAfter } from './outbox/commands';
import { createOutboxProcessor, type OutboxProcessor } from './outbox/processor';
import { fetchRowFor } from './replication/push-handler';
import { replicateTable } from './replication/replicate-table';
import type { TableReplication } from './replication/types';
import { tableSyncs } from './replication/tables';
import type { SyncContext } from './replication/types';
import { trackPendingWrites, type PendingWrites } from './status/pending-writes';
import { recordWorkspaceSynced } from './workspace/synced';
import { createSyncStatusStore, type SyncStatusStore } from './status/sync-status';
import { nextTask } from './next-task';

export interface StartSyncOptions {
  db: EveeDatabase;
  client: SupabaseClient<Database>;
  userId: string;
  status?: SyncStatusStore;
  /** Which tables to replicate (default: every collection the database has). */
  tables?: MirroredTable[];
  /** Uploads the files of messages with files (the app's; without it they are sent as they are). */
  attachments?: AttachmentUploads;
  /**
   * The count of unsent writes, when it was started with the database (the bridge's, so a
   * write made before the sync starts is counted); the engine then neither starts nor stops it.
   */
  pending?: PendingWrites;
}

/** The tables this database mirrors (a test database may open with fewer), in replication order. */
const mirroredTables = (db: EveeDatabase): MirroredTable[] =>
  (Object.keys(tableSyncs) as MirroredTable[]).filter((t) => t in db.collections);

/** Of those (or of `tables`), the ones whose local changes are pushed. */
export function pushedTables(db: EveeDatabase, tables: MirroredTable[] = mirroredTables(db)): MirroredTable[] {
  return mirroredTables(db).filter((t) => tables.includes(t) && tableSyncs[t].push);
}

export interface SyncEngine {
  status: SyncStatusStore;
  replications: Map<MirroredTable, TableReplication>;
  outbox: OutboxProcessor;
  /** Sends the user's new messages (running in the leader tab only; absent without messages). */
  messageSender?: MessageSender;
  /** Resolves when this tab holds the leadership and every replication has pulled once. */
  awaitInitialSync(): Promise<void>;
  /** Resolves when every replication and the outbox are idle and in sync. */
  awaitInSync(): Promise<void>;
  reSync(): void;
  retryFailure(failureId: string): Promise<void>;
  discardFailure(failureId: string): Promise<void>;
  stop(): Promise<void>;
}

export function startSync(options: StartSyncOptions): SyncEngine {
  const { db, client, userId } = options;
  const status = options.status ?? createSyncStatusStore();
  // A rejoined live channel means the server is reachable again, though the browser may never
  // have fired 'offline' and 'online' (a flaky link, a captive proxy): the outbox and the
  // message sender then stop waiting out their back-off.
  const ctx: SyncContext = { db, client, userId, status, onLiveJoined: () => wakeWriters() };
  const tables = options.tables ?? mirroredTables(db);
  const ordered = (Object.keys(tableSyncs) as MirroredTable[]).filter((t) => tables.includes(t));
  const replications = new Map(ordered.map((t) => [t, replicateTable(ctx, tableSyncs[t])] as const));
  const pushed = pushedTables(db, tables);
  const pending = options.pending ?? trackPendingWrites(db, pushed);
  pending.report(status);
  const outbox = createOutboxProcessor(ctx, (commands) => {
    if (!stopped && commands.some((c) => pullAfter.has(c))) replications.forEach((r) => r.reSync());
  });
  const messages = replications.get('conversation_messages');
  const sender = messages
    ? // A sent message's copy is a row the server has just written: on the stream, not with a
      // pull of its own (a RESYNC, its checkpoint and meta reads, two requests per message).
      createMessageSender(ctx, (docs) => messages.emitServerDocs!(docs), {
        attachments: options.attachments,
      })
    : undefined;
  const sentSubs = pushed.flatMap((t) => {
    const state = replications.get(t)!.state;
    const settled = (doc: unknown) => pending.sent(t, String((doc as { id: string }).id));
    return [
      state.sent$.subscribe(settled),
      // A conflict the server's version won leaves nothing to send, and RxDB then sends nothing.
      state.conflict$.subscribe(({ input, output }) => {
        if (sameContent(output as object, input.realMasterState as object)) settled(output);
      }),
    ];
  });
  const notifications = replications.get('notifications');
  let stopped = false;
  let outboxSub: { unsubscribe(): void } | undefined;
  let readMarksSub: { unsubscribe(): void } | undefined;

  const leadership = (db.multiInstance ? db.waitForLeadership() : Promise.resolve(true)).then(async () => {
    if (stopped) return;
    if (notifications) await adoptUnsentReadFlags(db);
    if (stopped) return;
    status.update({ replicating: true });
    // One replication's start per task: together they were one long task of the returning visit.
    const starts: Promise<void>[] = [];
    for (const r of replications.values()) {
      if (stopped) return;
      starts.push(r.start());
      await nextTask();
    }
    await Promise.all(starts);
    if (stopped) return;
    sender?.start();
    if (notifications) readMarksSub = keepReadMarks(ctx, (docs) => notifications.applyServerDocs!(docs));
    recordAccessSynced(db, replications).catch((err) => {
      if (!stopped) console.error('[sync] recording that access has synced failed', err);
    });
    const workspace = replications.get('workspace_records');
    if (workspace) {
      recordWorkspaceSynced(db, workspace).catch((err) => {
        if (!stopped) console.error('[sync] recording that the workspace has synced failed', err);
      });
    }
    outboxSub = db.outbox.find({ selector: { status: 'pending' } }).$.subscribe(() => outbox.kick());
  });

  function wakeWriters() {
    if (stopped || !status.get().replicating) return;
    outbox.kick();
    sender?.kick();
  }
  const reSync = () => {
    if (stopped || !status.get().replicating) return;
    replications.forEach((r) => r.reSync());
    outbox.kick();
    sender?.kick();
  };
  const onVisible = () => {
    if (typeof document !== 'undefined' && document.visibilityState === 'visible') reSync();
  };
  const onOffline = () => status.update({ online: false });
  // A refresh that goes through after going unanswered ends a spell in which every request was
  // held back (src/lib/supabase.ts sends none as the anonymous visitor) and the writers backed
  // off, by up to a minute; the link may never have dropped, so neither 'online' nor a rejoined
  // live channel would wake them. supabase-js must not be awaited in its callback: deferred.
  const { data: refreshes } = client.auth.onAuthStateChange((event) => {
    if (event === 'TOKEN_REFRESHED') setTimeout(reSync, 0);
  });
  globalThis.addEventListener?.('online', reSync);
  globalThis.addEventListener?.('offline', onOffline);
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisible);

  return {
    status,
    replications,
    outbox,
    messageSender: sender,
    async awaitInitialSync() {
      await leadership;
      await Promise.all([...replications.values()].map((r) => r.state.awaitInitialReplication()));
      for (const r of replications.values()) await r.settle?.();
      await Promise.all([...replications.values()].map((r) => r.state.awaitInSync()));
    },
    async awaitInSync() {
      await leadership;
      await Promise.all([...replications.values()].map((r) => r.state.awaitInSync()));
      await outbox.drained();
      await sender?.drained();
    },
    reSync,
    retryFailure: (id) => retryFailure(ctx, replications, id),
    discardFailure: (id) => discardFailure(ctx, replications, id),
    async stop() {
      stopped = true;
      refreshes.subscription.unsubscribe();
      globalThis.removeEventListener?.('online', reSync);
      globalThis.removeEventListener?.('offline', onOffline);
      if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisible);
      outbox.stop();
      sender?.stop();
      outboxSub?.unsubscribe();
      readMarksSub?.unsubscribe();
      sentSubs.forEach((s) => s.unsubscribe());
      if (!options.pending) pending.stop();
      await Promise.all([...replications.values()].map((r) => r.stop()));
      status.update({ replicating: false });
    },
  };
}

/**
 * The refused version as plain data: read through the document, its nested objects (a record's
 * row) would be RxDB's proxies, which other tabs cannot be sent when the result is written.
 */
const attemptedOf = (failure: RxDocument<SyncFailureDoc>) => failure.toJSON().attempted as object;

/** Retry: the user's version is sent again; if refused again, it is recorded again. */
async function retryFailure(ctx: SyncContext, replications: Map<MirroredTable, TableReplication>, id: string) {
  const failure = await ctx.db.sync_failures.findOne(id).exec();
  if (!failure) return;
  const own = tableSyncs[failure.table_name as MirroredTable]?.failures;
  if (own) return own.retry(ctx.db, failure.document_id);
  const replication = replications.get(failure.table_name as MirroredTable);
  const doc = await ctx.db.collections[failure.table_name as MirroredTable]?.findOne(failure.document_id).exec();
  await failure.remove();
  const attempted = { ...attemptedOf(failure), ...(doc?.toJSON() ?? {}), _deleted: doc ? doc.deleted : true };
  await replication?.pushNow?.(attempted as WithDeleted<unknown>);
}

/** Discard: the server's version replaces the user's (or the document goes, if the server has none). */
async function discardFailure(ctx: SyncContext, replications: Map<MirroredTable, TableReplication>, id: string) {
  const failure = await ctx.db.sync_failures.findOne(id).exec();
  if (!failure) return;
  const own = tableSyncs[failure.table_name as MirroredTable]?.failures;
  if (own) return own.discard(ctx.db, failure.document_id);
  const replication = replications.get(failure.table_name as MirroredTable);
  const collection = ctx.db.collections[failure.table_name as MirroredTable];
  if (replication?.applyServerDocs && collection) {
    const sync = tableSyncs[failure.table_name as MirroredTable];
    const attempted = attemptedOf(failure) as WithDeleted<unknown>;
    const server = replication.fetchServerDoc
      ? await replication.fetchServerDoc(attempted)
      : await fetchRowFor(
          ctx,
          failure.table_name,
          collection.schema.jsonSchema,
          sync.derive,
          sync,
        )(failure.document_id);
    const gone = { ...attemptedOf(failure), _deleted: true } as WithDeleted<unknown>;
    replication.applyServerDocs([server ?? gone]);
  }
  await failure.remove();
}
