/**
 * The device database's storage, run in a dedicated Worker (one per tab) when the app is built
 * or switched to it (`src/config/db-worker.ts`): RxDB's open-source remote storage answers the
 * page's storage calls here with Dexie, so IndexedDB and Dexie's reads, writes and index work
 * leave the page's main thread. The RxDatabase, its queries, replication and leader election
 * stay on the page. Dexie's own multi-instance support (a BroadcastChannel per collection,
 * named after the database) runs here too, so a write in one tab's worker reaches every
 * other tab's worker and, through it, that tab's live queries; the IndexedDB databases keep
 * the names the main-thread storage gives them, so either mode reads the same data.
 */
/// <reference lib="webworker" />
import { Subject } from 'rxjs';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { exposeRxStorageRemote, type MessageFromRemote, type MessageToRemote } from 'rxdb/plugins/storage-remote';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const messages$ = new Subject<MessageToRemote>();

scope.addEventListener('message', (event: MessageEvent<MessageToRemote>) => messages$.next(event.data));

exposeRxStorageRemote({
  storage: getRxStorageDexie(),
  messages$: messages$.asObservable(),
  send: (message: MessageFromRemote) => scope.postMessage(message),
});
