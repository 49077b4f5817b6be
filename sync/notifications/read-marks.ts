/**
 * Read marks, the one change a recipient makes to a notification. Notifications replicate
 * pull-only, so that a first sync can write them straight into the collection (no push
 * bookkeeping per row); a read mark travels as an outbox command, `mark_notifications_read`,
 * which is persisted, replayed in order and idempotent on the server.
 *
 * The device shows a mark at once. While its command is pending, a server copy pulled in the
 * meantime (still unread) would undo it, so the leader tab keeps those notifications read
 * (`keepReadMarks`). Once the server has taken a command, the entry goes: the changed rows come
 * back through the live stream. When the server refuses one, the server's copies are put back
 * (a notification it no longer shows the user is removed), as the specification asks of a
 * failed mark, and the refusal is logged.
 */
import type { RxDocument, WithDeleted } from 'rxdb';
import { concatMap, distinctUntilChanged, filter, map, of, Subscription, switchMap, type Observable } from 'rxjs';
import type { NotificationDoc } from '../collections/notifications/schema';
import type { OutboxDoc } from '../collections/outbox/schema';
import type { EveeDatabase } from '../database';
import { enqueueCommand } from '../outbox/commands';
import { rowToDoc, type Row } from '../replication/rows';
import type { SyncContext } from '../replication/types';

export const MARK_READ = 'mark_notifications_read';
/** Ids per command: one request each, well under the server's cap of 5,000. */
export const IDS_PER_COMMAND = 1000;
// Records that read flags left unsent by the earlier, pushed replication have been queued.
const ADOPTED_DOC = 'notification-read-marks-adopted';

/** Writes the server's copies into the mirror, as the pull would. */
export type StoreServerCopies = (docs: WithDeleted<NotificationDoc>[]) => void;

const idsOf = (entry: OutboxDoc): string[] => (entry.args as { notification_ids?: string[] }).notification_ids ?? [];

/**
 * Sets `read` alone, so a server change stored a moment before is kept. RxDB gathers the
 * patches made in one tick into a single write.
 */
const showRead = (docs: RxDocument<NotificationDoc>[]) =>
  Promise.all(docs.map((d) => d.incrementalPatch({ read: true })));

async function markRead(db: EveeDatabase, docs: RxDocument<NotificationDoc>[]): Promise<void> {
  for (let i = 0; i < docs.length; i += IDS_PER_COMMAND) {
    const chunk = docs.slice(i, i + IDS_PER_COMMAND);
    // Queued before the local write, so a mark shown on the device always has its command.
    await enqueueCommand(db, MARK_READ, { notification_ids: chunk.map((d) => d.id) });
    await showRead(chunk);
  }
}

export async function markNotificationRead(db: EveeDatabase, id: string): Promise<void> {
  const doc = await db.notifications.findOne(id).exec();
  if (doc && !doc.read) await markRead(db, [doc]);
}

export async function markAllNotificationsRead(db: EveeDatabase): Promise<void> {
  await markRead(db, await db.notifications.find({ selector: { read: false } }).exec());
}

function markEntries(db: EveeDatabase): Observable<OutboxDoc[]> {
  return db.outbox
    .find({ selector: { command: MARK_READ } })
    .$.pipe(map((docs) => docs.map((d) => d.toJSON() as OutboxDoc)));
}

/**
 * Runs in the leader tab while it syncs: keeps pending marks shown, clears the entries the
 * server took, and rolls back the ones it refused.
 */
export function keepReadMarks(ctx: SyncContext, store: StoreServerCopies): Subscription {
  const { db } = ctx;
  const subs = new Subscription();
  subs.add(
    markEntries(db)
      .pipe(
        map((entries) => [...new Set(entries.filter((e) => e.status === 'pending').flatMap(idsOf))].sort()),
        distinctUntilChanged((a, b) => a.join() === b.join()),
        switchMap((ids) =>
          ids.length ? db.notifications.find({ selector: { id: { $in: ids }, read: false } }).$ : of([]),
        ),
        filter((docs) => docs.length > 0),
        concatMap(showRead),
      )
      .subscribe({ error: (err) => console.error('[sync] keeping pending read marks failed', err) }),
  );
  subs.add(
    markEntries(db)
      .pipe(
        map((entries) => entries.filter((e) => e.status !== 'pending')),
        filter((settled) => settled.length > 0),
        concatMap((settled) => settle(ctx, store, settled)),
      )
      .subscribe({ error: (err) => console.error('[sync] settling read marks failed', err) }),
  );
  return subs;
}

async function settle(ctx: SyncContext, store: StoreServerCopies, entries: OutboxDoc[]): Promise<void> {
  const done: string[] = entries.filter((e) => e.status === 'done').map((e) => e.id);
  for (const entry of entries.filter((e) => e.status === 'failed')) {
    console.error('[sync] the server refused to mark notifications read; showing its copies again', {
      notifications: idsOf(entry).length,
      code: entry.error_code,
      error: entry.error,
    });
    const { data, error } = await ctx.client.from('notifications').select('*').in('id', idsOf(entry));
    // Left for the next pass (or the next start) if the server's copies cannot be had now.
    if (error) {
      console.error('[sync] fetching the notifications of a refused read mark failed', error);
      continue;
    }
    const schema = ctx.db.notifications.schema.jsonSchema;
    const copies = (data as Row[]).map((row) => rowToDoc<NotificationDoc>(row, schema));
    // A notification the server no longer shows the user leaves the device too.
    const seen = new Set(copies.map((d) => d.id));
    const unseen = await ctx.db.notifications.findByIds(idsOf(entry).filter((id) => !seen.has(id))).exec();
    store([...copies, ...[...unseen.values()].map((d) => ({ ...d.toMutableJSON(), _deleted: true }))]);
    done.push(entry.id);
  }
  if (done.length) await ctx.db.outbox.bulkRemove(done);
}

/**
 * Once per device: queues the read flags the earlier replication, which pushed them, may have
 * left unsent. The server ignores those already read.
 */
export async function adoptUnsentReadFlags(db: EveeDatabase): Promise<void> {
  if (await db.getLocal(ADOPTED_DOC)) return;
  const read = await db.notifications.find({ selector: { read: true } }).exec();
  for (let i = 0; i < read.length; i += IDS_PER_COMMAND) {
    const ids = read.slice(i, i + IDS_PER_COMMAND).map((d) => d.id);
    await enqueueCommand(db, MARK_READ, { notification_ids: ids });
  }
  await db.upsertLocal(ADOPTED_DOC, { at: new Date().toISOString() });
}
