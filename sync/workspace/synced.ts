/**
 * Whether the workspace records have completed a first sync on this device, kept in a local
 * document: before it, an empty list means "not here yet", not "none", so the screens keep
 * showing that the workspace is loading instead of an empty state. Written by the replicating
 * tab, kept for the life of the user's database.
 */
import { combineLatest, map, type Observable } from 'rxjs';
import type { EveeDatabase } from '../database';
import type { TableReplication } from '../replication/types';

const SYNCED_DOC = 'workspace-synced';

export async function recordWorkspaceSynced(db: EveeDatabase, replication: TableReplication): Promise<void> {
  await replication.state.awaitInitialReplication();
  await replication.settle?.();
  await replication.state.awaitInSync();
  if (!db.closed && !(await db.getLocal(SYNCED_DOC))) {
    await db.upsertLocal(SYNCED_DOC, { at: new Date().toISOString() });
  }
}

export function watchWorkspaceSynced(db: EveeDatabase): Observable<boolean> {
  return db.getLocal$(SYNCED_DOC).pipe(map((doc) => doc !== null));
}

const holdsSomething = (value: unknown) =>
  Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined;

/**
 * `source`'s values once the workspace has synced on this device; before that, only values
 * that hold something (rows already pulled, or written here while the first sync could not
 * finish, e.g. offline), and undefined for an empty answer, which would mean nothing yet.
 */
export function onceWorkspaceSynced<T>(db: EveeDatabase, source: Observable<T>): Observable<T | undefined> {
  return combineLatest([watchWorkspaceSynced(db), source]).pipe(
    map(([synced, value]) => (synced || holdsSomething(value) ? value : undefined)),
  );
}
