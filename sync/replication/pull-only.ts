/**
 * RxDB runs its upstream for every replication, whether it pushes or not. For a table the device
 * never pushes through RxDB (messages, notifications, conversations, memberships, companies) it
 * has nothing to send, yet each write to the collection (a local write, a pulled row) made it
 * read the server copies it assumes and store an upstream checkpoint, and each RESYNC made it
 * read the collection's changes since then: about five storage calls for each sent message,
 * with the database in its worker a message round trip each, that the next local write queued
 * behind. The replication of such a table is given a view of the collection whose storage shows
 * the upstream no changes; everything else (the downstream's reads and writes, queries, the
 * collection's own change events) goes to the collection's storage as before.
 */
import type { RxCollection, RxStorageInstance } from 'rxdb';
import { NEVER } from 'rxjs';

export function withoutUpstream<Doc>(collection: RxCollection<Doc>): RxCollection<Doc> {
  const storage = collection.storageInstance as RxStorageInstance<Doc, unknown, unknown, unknown>;
  const quiet: Pick<RxStorageInstance<Doc, unknown, unknown, unknown>, 'changeStream' | 'getChangedDocumentsSince'> = {
    changeStream: () => NEVER,
    getChangedDocumentsSince: async (_limit, checkpoint) => ({ documents: [], checkpoint }),
  };
  const view = Object.create(storage, Object.getOwnPropertyDescriptors(quiet)) as typeof storage;
  return Object.create(collection, { storageInstance: { value: view } }) as RxCollection<Doc>;
}
