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

let queue: Promise<unknown> = Promise.resolve();

/** Runs `work` after the previous read or write of the announced set, in this tab. */
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const next = queue.then(work);
  queue = next.catch(() => undefined);
  return next;
}

async function announcedKeys(db: EveeDatabase): Promise<Set<string>> {
  const doc = await db.getLocal<{ keys: string[] }>(ANNOUNCED_DOC);
  return new Set<string>(doc?.get('keys') ?? []);
}

/** The refusals among `current` not yet announced. */
export function unannouncedRefusals(db: EveeDatabase, current: SyncFailureDoc[]): Promise<SyncFailureDoc[]> {
  return inTurn(async () => {
    if (db.closed) return [];
    const known = await announcedKeys(db);
    return current.filter((f) => !known.has(announcedKey(f)));
  });
}

/**
 * Records that `shown` were announced (call once the person was told: a toast the limiter
 * dropped is not). Keys of refusals no longer in `current` are dropped, so the set stays small.
 */
export function markAnnounced(db: EveeDatabase, shown: SyncFailureDoc[], current: SyncFailureDoc[]): Promise<void> {
  return inTurn(async () => {
    if (db.closed) return;
    const known = await announcedKeys(db);
    shown.forEach((f) => known.add(announcedKey(f)));
    const keys = current.map(announcedKey).filter((k) => known.has(k));
    await db.upsertLocal(ANNOUNCED_DOC, { keys });
  });
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
