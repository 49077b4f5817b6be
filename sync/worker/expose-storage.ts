/**
 * The worker's side of the device database: RxDB's open-source remote storage answering, with
 * Dexie, the storage calls that arrive on an endpoint (the worker's own global scope, or one
 * end of a MessageChannel in tests). Dexie's multi-instance support (a BroadcastChannel per
 * database) runs here too, so a write in one tab's worker reaches every other tab's worker
 * and, through it, that tab's live queries. The IndexedDB databases keep the names the
 * main-thread storage gives them, so either mode reads the same data.
 */
import { Subject } from 'rxjs';
import type { RxStorage } from 'rxdb';
import { dexieStorage } from '../dexie-storage';
import { exposeRxStorageRemote, type MessageFromRemote, type MessageToRemote } from 'rxdb/plugins/storage-remote';

/** What a Worker's global scope and a MessagePort have in common. */
export interface Endpoint {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  /** A MessagePort delivers nothing until started. */
  start?: () => void;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function exposeStorage(endpoint: Endpoint, storage: RxStorage<any, any> = dexieStorage()): void {
  const messages$ = new Subject<MessageToRemote>();
  endpoint.addEventListener('message', (event) => messages$.next(event.data as MessageToRemote));
  endpoint.start?.();
  exposeRxStorageRemote({
    storage,
    messages$: messages$.asObservable(),
    send: (message: MessageFromRemote) => endpoint.postMessage(message),
  });
}
