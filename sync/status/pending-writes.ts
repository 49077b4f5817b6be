/**
 * Counts local changes the server has not yet accepted. A key (`table:id`) is added on every
 * local write to a pushed table and removed when the replication has sent it, or when the
 * server refused it for good (it then counts as a failed write). The set lives in a local
 * document, so the count survives a reload and is the same in every tab, while only the
 * leader tab sends. New messages carry their own state (`delivery: 'pending'`) and are counted
 * from it. The outbox's pending commands and the failed writes are counted too.
 */
import type { RxChangeEventBulk } from 'rxdb';
import { Subscription, combineLatest, filter, firstValueFrom, map, of, type Observable } from 'rxjs';
import { pendingMessagesQuery } from '../chat/pending-messages';
import type { EveeDatabase } from '../database';
import type { SyncStatusStore } from './sync-status';

const DOC_ID = 'pending-writes';

export interface PendingWrites {
  /** Call when a replication sent a document (from its sent$). */
  sent(table: string, id: string): void;
  /**
   * Keeps the status's counts of unsent changes live from now on. Apart from the recording, as
   * the counts are four live queries a returning visit's first screen need not wait behind.
   */
  report(status: SyncStatusStore): void;
  stop(): void;
}

export function trackPendingWrites(db: EveeDatabase, tables: string[]): PendingWrites {
  const pushed = new Set(tables);
  let queue: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const change = (apply: (keys: Set<string>) => void) => {
    queue = queue
      .then(async () => {
        if (stopped || db.closed) return;
        const doc = await db.getLocal<{ keys: string[] }>(DOC_ID);
        const keys = new Set<string>(doc?.get('keys') ?? []);
        const size = keys.size;
        apply(keys);
        if (keys.size !== size || !doc) await db.upsertLocal(DOC_ID, { keys: [...keys] });
      })
      .catch((err) => console.error('[sync] could not record pending writes', err));
  };
  const subs = new Subscription();
  subs.add(
    (db.eventBulks$ as unknown as Observable<RxChangeEventBulk<{ id: string }>>)
      .pipe(
        filter((bulk) => !bulk.isLocal && bulk.databaseToken === db.token && pushed.has(bulk.collectionName ?? '')),
        filter((bulk) => !bulk.context.startsWith('replication-')),
      )
      .subscribe((bulk) =>
        change((keys) => bulk.events.forEach((ev) => keys.add(`${bulk.collectionName}:${ev.documentId}`))),
      ),
  );
  subs.add(
    db.sync_failures.$.pipe(filter((ev) => ev.operation !== 'DELETE')).subscribe((ev) =>
      change((keys) => keys.delete(ev.documentData.id)),
    ),
  );
  return {
    sent: (table, id) => change((keys) => keys.delete(`${table}:${id}`)),
    report: (status) => {
      if (stopped) return;
      subs.add(
        unsentCounts$(db).subscribe(({ documents, messages, commands, failures }) =>
          status.update({ pendingDocuments: documents + messages, pendingCommands: commands, failedWrites: failures }),
        ),
      );
    },
    stop: () => {
      stopped = true;
      subs.unsubscribe();
    },
  };
}

/** The unsent local changes (`table:id` keys), live; the same set in every tab. */
export function pendingKeys$(db: EveeDatabase): Observable<string[]> {
  return db.getLocal$<{ keys: string[] }>(DOC_ID).pipe(map((doc) => doc?.get('keys') ?? []));
}

interface UnsentCounts {
  /** Changes to pushed tables not yet sent. */
  documents: number;
  /** New messages not yet taken by the server. */
  messages: number;
  /** Outbox commands not yet answered. */
  commands: number;
  /** Writes the server refused, waiting for Retry or Discard. */
  failures: number;
}

/** What of the user's has not reached the server, live from the database. */
function unsentCounts$(db: EveeDatabase): Observable<UnsentCounts> {
  return combineLatest({
    documents: pendingKeys$(db).pipe(map((keys) => keys.length)),
    // A test database may open without messages.
    messages: db.conversation_messages ? pendingMessagesQuery(db).$.pipe(map((docs) => docs.length)) : of(0),
    commands: db.outbox.count({ selector: { status: 'pending' } }).$,
    failures: db.sync_failures.count().$,
  });
}

/**
 * Read from the database itself rather than the status, which follows it a moment behind:
 * whether anything of the user's has not reached the server (pending or refused).
 */
export async function hasUnsentWrites(db: EveeDatabase): Promise<boolean> {
  const counts = await firstValueFrom(unsentCounts$(db));
  return Object.values(counts).some((n) => n > 0);
}
