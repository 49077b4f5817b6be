/**
 * The page's side of the database worker (`database.worker.ts`): an RxDB storage whose every
 * call is a message to the tab's own dedicated Worker, where Dexie runs. One worker per page,
 * made when the storage is first asked for and kept for the page's life ("one" channel mode,
 * kept alive), so opening, removing and reopening a user's database all reach the same Dexie.
 * A worker that fails to start or dies fails every call waiting on it, with the reason, rather
 * than leaving the app waiting for an answer that will never come.
 */
import { Subject } from 'rxjs';
import { getRxStorageRemote, type MessageFromRemote, type MessageToRemote } from 'rxdb/plugins/storage-remote';
import type { AnyStorage } from '../database';

/** What a Worker and a MessagePort have in common, seen from the page. */
export interface PageEndpoint {
  postMessage(message: unknown): void;
  addEventListener(type: 'message' | 'messageerror' | 'error', listener: (event: Event) => void): void;
  start?: () => void;
}

let storage: AnyStorage | null = null;

/** The Dexie storage in this tab's database worker (one per page). */
export function workerStorage(): AnyStorage {
  storage ??= remoteStorageOver(
    () => new Worker(new URL('./database.worker.ts', import.meta.url), { type: 'module', name: 'evee-database' }),
    'evee-database-worker',
  );
  return storage;
}

/** A storage answered by `exposeStorage` at the other end of the endpoint `connect` makes. */
export function remoteStorageOver(connect: () => PageEndpoint & { terminate?(): void }, identifier: string) {
  return getRxStorageRemote({
    identifier,
    mode: 'one',
    messageChannelCreator: async () => {
      const endpoint = connect();
      const messages$ = new Subject<MessageFromRemote>();
      endpoint.addEventListener('message', (event) =>
        messages$.next((event as MessageEvent).data as MessageFromRemote),
      );
      const fail = (reason: string) => {
        const error = new Error(`The database worker stopped: ${reason}`);
        console.error('[sync]', error);
        messages$.error(error);
      };
      endpoint.addEventListener('error', (event) => fail((event as ErrorEvent).message || 'it could not be started'));
      endpoint.addEventListener('messageerror', () => fail('a message from it could not be read'));
      endpoint.start?.();
      return {
        messages$: messages$.asObservable(),
        send: (message: MessageToRemote) => endpoint.postMessage(message),
        close: async () => {
          endpoint.terminate?.();
          messages$.complete();
        },
      };
    },
  });
}
