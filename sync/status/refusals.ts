/**
 * The refused writes as the person meets them: every refusal newest first (the header's list),
 * which refusals were already announced (a toast shows once per refusal, not on every load:
 * the set is a local document, so it survives reloads and is shared by the tabs), and the
 * outcome of a local write (sent, refused or still waiting), so a form says 'Saved' only for a
 * write the server took.
 */
import { combineLatest, filter, firstValueFrom, map, race, timer, type Observable } from 'rxjs';
import type { SyncFailureDoc } from '../collections/sync-failures/schema';
import type { EveeDatabase } from '../database';
import { pendingKeys$ } from './pending-writes';

const ANNOUNCED_DOC = 'announced-refusals';

/** Every refused write, newest first. */
export function watchRefusals(db: EveeDatabase): Observable<SyncFailureDoc[]> {
  return db.sync_failures
    .find({ sort: [{ failed_at: 'desc' }] })
    .$.pipe(map((docs) => docs.map((d) => d.toJSON() as SyncFailureDoc)));
}

/** A refusal and each later refusal of the same write (after a Retry) are announced apart. */
const announcedKey = (f: Pick<SyncFailureDoc, 'id' | 'failed_at'>) => `${f.id}@${f.failed_at}`;

let claiming: Promise<unknown> = Promise.resolve();

/**
 * Marks the given refusals announced and returns those that were not yet: the caller shows
 * those. Keys of refusals no longer present are dropped, so the document stays small.
 */
export function claimUnannounced(db: EveeDatabase, current: SyncFailureDoc[]): Promise<SyncFailureDoc[]> {
  const next = claiming.then(async () => {
    if (db.closed) return [];
    const doc = await db.getLocal<{ keys: string[] }>(ANNOUNCED_DOC);
    const known = new Set<string>(doc?.get('keys') ?? []);
    const fresh = current.filter((f) => !known.has(announcedKey(f)));
    const keys = current.map(announcedKey);
    if (fresh.length || keys.length !== known.size) await db.upsertLocal(ANNOUNCED_DOC, { keys });
    return fresh;
  });
  claiming = next.catch(() => undefined);
  return next;
}

export type WriteOutcome = 'sent' | 'refused' | 'waiting';

/**
 * Waits for the server's answer to local writes made just now (keys `collection:id`, `since`
 * the time before the write): 'refused' as soon as any is refused, 'sent' once all have left
 * the pending set after entering it, else 'waiting' after `timeoutMs` (offline, or slow).
 */
export function awaitWriteOutcome(
  db: EveeDatabase,
  keys: string[],
  since: string,
  timeoutMs = 8000,
): Promise<WriteOutcome> {
  if (!keys.length) return Promise.resolve('sent');
  const seen = new Set<string>();
  const failures$ = db.sync_failures.find({ selector: { id: { $in: keys } } }).$;
  const outcome$ = combineLatest([pendingKeys$(db), failures$]).pipe(
    map(([pending, failures]): WriteOutcome | null => {
      if (failures.some((f) => f.failed_at >= since)) return 'refused';
      const waiting = new Set(pending);
      keys.forEach((k) => waiting.has(k) && seen.add(k));
      return keys.every((k) => seen.has(k) && !waiting.has(k)) ? 'sent' : null;
    }),
    filter((o): o is WriteOutcome => o !== null),
  );
  return firstValueFrom(race(outcome$, timer(timeoutMs).pipe(map((): WriteOutcome => 'waiting'))));
}
