/**
 * Where each of the user's own messages is: pending (written on the device, not yet taken by
 * the server), sent, or failed (refused for good, waiting for Retry or Delete). Pending comes
 * from the persisted pending-writes set (so it survives reload and is the same in every tab),
 * joined with the messages this tab wrote a moment ago that the set has not recorded yet;
 * failed comes from sync_failures. Retry sends the user's message again; Delete drops it from
 * the device, since the server never stored it.
 */
import { BehaviorSubject, Observable, combineLatest, map, type Subscription } from 'rxjs';
import { nowTimestamp } from '../collections/fields';
import type { EveeDatabase } from '../database';
import { failureId } from '../replication/failures';
import { CONFIRMED_DOC } from './confirmations';
import type { SyncEngine } from '../sync-engine';
import { sendMessage, type NewMessage } from '../writes';

const TABLE = 'conversation_messages';
const PREFIX = `${TABLE}:`;
const PENDING_DOC = 'pending-writes';

export type DeliveryState = 'pending' | 'sent' | 'failed';

export interface MessageDelivery {
  pending: ReadonlySet<string>;
  failed: ReadonlySet<string>;
}

/** Ids written in this tab that the persisted set may not show yet, per database. */
const recent = new WeakMap<EveeDatabase, BehaviorSubject<Set<string>>>();

function recentOf(db: EveeDatabase) {
  let subject = recent.get(db);
  if (!subject) {
    const created = new BehaviorSubject(new Set<string>());
    recent.set(db, (subject = created));
    // Once the persisted set has recorded a message, it speaks for it, whoever is watching.
    db.getLocal$<{ keys: string[] }>(PENDING_DOC).subscribe((doc) => {
      const keys = new Set<string>((doc?.get('keys') ?? []) as string[]);
      forget(
        db,
        [...created.getValue()].filter((id) => keys.has(PREFIX + id)),
      );
    });
  }
  return subject;
}

function forget(db: EveeDatabase, ids: Iterable<string>) {
  const subject = recentOf(db);
  const next = new Set(subject.getValue());
  let changed = false;
  for (const id of ids) changed = next.delete(id) || changed;
  if (changed) subject.next(next);
}

const lastWritten = new WeakMap<EveeDatabase, number>();

/** Now, or a millisecond after the previous message if that is not later: order is by time. */
function nextCreatedAt(db: EveeDatabase): string {
  const at = Math.max(Date.now(), (lastWritten.get(db) ?? 0) + 1);
  lastWritten.set(db, at);
  return nowTimestamp(new Date(at));
}

/** Writes the message on the device with its final id; the replication sends it when it can. */
export async function sendChatMessage(db: EveeDatabase, message: NewMessage) {
  const id = message.id ?? crypto.randomUUID();
  const subject = recentOf(db);
  subject.next(new Set(subject.getValue()).add(id));
  return sendMessage(db, { ...message, id, createdAt: message.createdAt ?? nextCreatedAt(db) });
}

export function messageDelivery$(db: EveeDatabase, engine?: SyncEngine): Observable<MessageDelivery> {
  const sent = engine?.replications.get(TABLE)?.state.sent$;
  return new Observable<MessageDelivery>((subscriber) => {
    const subs: Subscription[] = [];
    if (sent) subs.push(sent.subscribe((doc) => forget(db, [String((doc as { id: string }).id)])));
    const keys$ = db
      .getLocal$<{ keys: string[] }>(PENDING_DOC)
      .pipe(
        map((doc) =>
          ((doc?.get('keys') ?? []) as string[]).filter((k) => k.startsWith(PREFIX)).map((k) => k.slice(PREFIX.length)),
        ),
      );
    const confirmed$ = db
      .getLocal$<{ ids: string[] }>(CONFIRMED_DOC)
      .pipe(map((doc) => new Set<string>((doc?.get('ids') ?? []) as string[])));
    const failed$ = db.sync_failures
      .find({ selector: { table_name: TABLE } })
      .$.pipe(map((docs) => new Set(docs.map((d) => d.document_id))));
    subs.push(
      combineLatest([keys$, confirmed$, failed$, recentOf(db)]).subscribe(([keys, confirmed, failed, mine]) => {
        const persisted = new Set<string>(keys.filter((id) => !confirmed.has(id)));
        const recorded = new Set<string>(keys);
        const seen = [...mine].filter((id) => recorded.has(id) || confirmed.has(id) || failed.has(id));
        if (seen.length) forget(db, seen);
        const pending = [...persisted, ...mine].filter((id) => !failed.has(id) && !confirmed.has(id));
        subscriber.next({ pending: new Set<string>(pending), failed });
      }),
    );
    return () => subs.forEach((s) => s.unsubscribe());
  });
}

export function deliveryStateOf(delivery: MessageDelivery, id: string): DeliveryState {
  if (delivery.failed.has(id)) return 'failed';
  return delivery.pending.has(id) ? 'pending' : 'sent';
}

export async function retryMessage(engine: SyncEngine, messageId: string): Promise<void> {
  await engine.retryFailure(failureId(TABLE, messageId));
}

/** Deletes a refused message: the server has none, so the device's copy goes. */
export async function deleteFailedMessage(engine: SyncEngine, messageId: string): Promise<void> {
  await engine.discardFailure(failureId(TABLE, messageId));
}
