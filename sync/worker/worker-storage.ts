/**
 * The page's side of the database worker (`database.worker.ts`): an RxDB storage whose every
 * call is a message to the tab's own dedicated Worker, where Dexie runs. One worker per page,
 * made when the storage is first asked for and kept for the page's life ("one" channel mode,
 * kept alive), so opening, removing and reopening a user's database all reach the same Dexie.
 * A worker that fails to start or dies fails every call waiting on it, with the reason, rather
 * than leaving the app waiting for an answer that will never come.
 */
import { Subject } from 'rxjs';
import {
  getRxStorageRemote,
  type MessageFromRemote,
  type MessageToRemote,
  type RemoteMessageChannel,
} from 'rxdb/plugins/storage-remote';
import type { AnyStorage } from '../database';

let storage: AnyStorage | null = null;

/** The Dexie storage in this tab's database worker (one per page). */
export function workerStorage(): AnyStorage {
  storage ??= getRxStorageRemote({
    identifier: 'evee-database-worker',
    mode: 'one',
    messageChannelCreator: () => Promise.resolve(startWorker()),
  });
  return storage;
}

function startWorker(): RemoteMessageChannel {
  const worker = new Worker(new URL('./database.worker.ts', import.meta.url), {
    type: 'module',
    name: 'evee-database',
  });
  const messages$ = new Subject<MessageFromRemote>();
  worker.addEventListener('message', (event: MessageEvent<MessageFromRemote>) => messages$.next(event.data));
  const fail = (reason: string) => {
    const error = new Error(`The database worker stopped: ${reason}`);
    console.error('[sync]', error);
    messages$.error(error);
  };
  worker.addEventListener('error', (event) => fail(event.message || 'it could not be started'));
  worker.addEventListener('messageerror', () => fail('a message from it could not be read'));
  return {
    messages$: messages$.asObservable(),
    send: (message: MessageToRemote) => worker.postMessage(message),
    close: async () => {
      worker.terminate();
      messages$.complete();
    },
  };
}
