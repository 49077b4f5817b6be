/**
 * Which workspace records carry a local change the server has not taken yet (pending), and
 * which the server refused (a failure with its code and words, waiting for Retry or Discard
 * through the sync engine's retryFailure/discardFailure with the failure's id).
 */
import { distinctUntilChanged, map, type Observable } from 'rxjs';
import type { SyncFailureDoc } from '../collections/sync-failures/schema';
import type { EveeDatabase } from '../database';
import { failureId } from '../replication/failures';
import { pendingKeys$ } from '../status/pending-writes';

const COLLECTION = 'workspace_records';
const PREFIX = `${COLLECTION}:`;

/** The ids of rows with unsent local changes (refused ones are failures, not pending). */
export function watchPendingRecordIds(db: EveeDatabase): Observable<Set<string>> {
  return pendingKeys$(db).pipe(
    map((keys) => keys.filter((k) => k.startsWith(PREFIX)).map((k) => k.slice(PREFIX.length))),
    distinctUntilChanged((a, b) => a.length === b.length && a.every((id, i) => id === b[i])),
    map((ids) => new Set(ids)),
  );
}

/** The id of a row's refused write in sync_failures (for retryFailure and discardFailure). */
export function recordFailureId(rowId: string): string {
  return failureId(COLLECTION, rowId);
}

/** The server's refusal of the row's last write, or null. */
export function watchRecordFailure(db: EveeDatabase, rowId: string): Observable<SyncFailureDoc | null> {
  return db.sync_failures
    .findOne(recordFailureId(rowId))
    .$.pipe(map((doc) => (doc ? (doc.toJSON() as SyncFailureDoc) : null)));
}

/** Every refused workspace write, newest first. */
export function watchRecordFailures(db: EveeDatabase): Observable<SyncFailureDoc[]> {
  return db.sync_failures
    .find({ selector: { table_name: COLLECTION }, sort: [{ failed_at: 'desc' }] })
    .$.pipe(map((docs) => docs.map((d) => d.toJSON() as SyncFailureDoc)));
}
