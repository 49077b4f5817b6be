// The device database over the database worker's storage (sync/worker/), in Node: the worker's
// side answers on one end of a MessageChannel (messages structured-cloned, as postMessage does)
// with Dexie over fake-indexeddb, and the page's side opens the user's database through the
// other end. Two such pairs play two tabs, each with its own worker, on one IndexedDB.
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { MessageChannel } from 'node:worker_threads';
import { firstValueFrom, filter } from 'rxjs';
import { addRxPlugin } from 'rxdb';
import { RxDBDevModePlugin, disableWarnings } from 'rxdb/plugins/dev-mode';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseNameFor, openUserDatabase, removeUserDatabase, type EveeDatabase } from '@sync/database';
import { exposeStorage, type Endpoint } from '@sync/worker/expose-storage';
import { remoteStorageOver, type PageEndpoint } from '@sync/worker/worker-storage';

// Two tabs in one process: RxDB lets one process open a database twice in dev-mode only.
disableWarnings();
addRxPlugin(RxDBDevModePlugin);

const ports: MessageChannel['port1'][] = [];

/** A tab's database worker: the storage its page uses, answered at the channel's other end. */
function workerStorage() {
  const { port1, port2 } = new MessageChannel();
  ports.push(port1, port2);
  exposeStorage(port2 as unknown as Endpoint);
  return remoteStorageOver(() => port1 as unknown as PageEndpoint, `worker-${randomUUID()}`);
}

const open: EveeDatabase[] = [];
afterAll(async () => {
  for (const db of open) if (!db.closed) await db.close();
  for (const port of ports) port.close();
});

const notification = (userId: string, title: string) => ({
  id: randomUUID(),
  user_id: userId,
  type: 'application',
  title,
  message: 'A message',
  data: {},
  read: false,
  created_at: new Date().toISOString(),
});

const idbNames = async (userId: string) =>
  (await indexedDB.databases())
    .map((d) => d.name ?? '')
    .filter((n) => n.startsWith(`rxdb-dexie-${databaseNameFor(userId)}--`));

describe('the device database in a worker', () => {
  it('keeps what was written through a reopen, in the same IndexedDB databases the page’s Dexie uses', async () => {
    const userId = randomUUID();
    const first = await openUserDatabase({
      userId,
      storage: workerStorage(),
      multiInstance: false,
      collections: ['notifications'],
    });
    open.push(first);
    await first.notifications.insert(notification(userId, 'Kept'));
    await first.close();
    expect((await idbNames(userId)).length).toBeGreaterThan(0);

    const again = await openUserDatabase({
      userId,
      storage: workerStorage(),
      multiInstance: false,
      collections: ['notifications'],
    });
    open.push(again);
    expect((await again.notifications.find().exec()).map((d) => d.title)).toEqual(['Kept']);
  });

  it('shows one tab’s write in the other tab’s live query, each tab with its own worker', async () => {
    const userId = randomUUID();
    const options = { userId, multiInstance: true, ignoreDuplicate: true, collections: ['notifications' as const] };
    const writer = await openUserDatabase({ ...options, storage: workerStorage() });
    const reader = await openUserDatabase({ ...options, storage: workerStorage() });
    open.push(writer, reader);
    const heard = firstValueFrom(reader.notifications.find().$.pipe(filter((docs) => docs.length === 1)));
    await writer.notifications.insert(notification(userId, 'From the other tab'));
    expect((await heard).map((d) => d.title)).toEqual(['From the other tab']);
  });

  it('removing the user’s database deletes its IndexedDB databases', async () => {
    const userId = randomUUID();
    const storage = workerStorage();
    const db = await openUserDatabase({ userId, storage, multiInstance: false, collections: ['notifications'] });
    open.push(db);
    await db.notifications.insert(notification(userId, 'Gone with the user'));
    expect((await idbNames(userId)).length).toBeGreaterThan(0);
    await removeUserDatabase(userId, storage, db);
    expect(await idbNames(userId)).toEqual([]);
  });
});
