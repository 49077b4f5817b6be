/**
 * Makes the signed-in user's RxDB database, the one place it is made (never inside a
 * component). One database per user, named from the user id, so one person's data is never
 * opened for another and signing out can remove exactly that user's data. Dexie (IndexedDB)
 * in the app; tests may pass the memory storage, or Dexie over fake-indexeddb. In development and
 * tests every write is checked against the collection's schema (schema-validation.ts).
 */
import { addRxPlugin, createRxDatabase, removeRxDatabase, type RxDatabase, type RxStorage } from 'rxdb';
import { RxDBLeaderElectionPlugin } from 'rxdb/plugins/leader-election';
import { RxDBLocalDocumentsPlugin } from 'rxdb/plugins/local-documents';
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema';
import { dexieStorage } from './dexie-storage';
import { collectionDefinitions, type CollectionName, type EveeCollections } from './collections/registry';
import { RxDBDistinctResultsPlugin } from './queries/distinct-results';
import { baseStorageName, withSchemaValidation } from './schema-validation';

addRxPlugin(RxDBLeaderElectionPlugin);
addRxPlugin(RxDBMigrationSchemaPlugin);
addRxPlugin(RxDBLocalDocumentsPlugin);
addRxPlugin(RxDBDistinctResultsPlugin);

export type EveeDatabase = RxDatabase<EveeCollections>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyStorage = RxStorage<any, any>;

export interface OpenDatabaseOptions {
  userId: string;
  /** Defaults to Dexie on the browser's IndexedDB. */
  storage?: AnyStorage;
  /** Several tabs share the database and elect one leader to replicate (default: in a browser). */
  multiInstance?: boolean;
  /** Only for tests that need two databases at once: the open-core RxDB caps open collections. */
  collections?: CollectionName[];
  /** Only for tests that play two tabs in one process (RxDB allows it in dev-mode only). */
  ignoreDuplicate?: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function databaseNameFor(userId: string): string {
  if (!UUID.test(userId)) throw new Error(`A database is named from a user id (a UUID), got "${userId}"`);
  return `evee_${userId.toLowerCase().replaceAll('-', '')}`;
}

export function defaultStorage(): AnyStorage {
  return dexieStorage();
}

export async function openUserDatabase(options: OpenDatabaseOptions): Promise<EveeDatabase> {
  const database = await createRxDatabase<EveeCollections>({
    name: databaseNameFor(options.userId),
    // Validated against the collections' schemas in development and tests (schema-validation.ts).
    storage: await withSchemaValidation(options.storage ?? defaultStorage()),
    multiInstance: options.multiInstance ?? typeof window !== 'undefined',
    eventReduce: true,
    localDocuments: true,
    ignoreDuplicate: options.ignoreDuplicate,
  });
  const names = options.collections ?? (Object.keys(collectionDefinitions) as CollectionName[]);
  try {
    await database.addCollections(Object.fromEntries(names.map((name) => [name, collectionDefinitions[name]])));
  } catch (err) {
    await database.close();
    throw err;
  }
  return database;
}

/** Deletes a user's database from the device, whether or not it is open. */
export async function removeUserDatabase(
  userId: string,
  storage: AnyStorage = defaultStorage(),
  database?: EveeDatabase,
) {
  const name = databaseNameFor(userId);
  if (database && !database.closed) await database.remove();
  else await removeRxDatabase(name, storage);
  await deleteEmptyIndexedDbs(name, storage);
}

/**
 * RxDB's Dexie storage empties its IndexedDB databases on removal but leaves them in place,
 * named after the user; they are deleted too, so nothing of the user stays on the device.
 * The database worker's storage ('remote') is Dexie on this origin's IndexedDB, whose removal
 * has closed the worker's connections, so the page deletes them the same way.
 */
async function deleteEmptyIndexedDbs(name: string, storage: AnyStorage) {
  const settings = (storage as { settings?: { indexedDB?: IDBFactory } }).settings;
  const base = baseStorageName(storage);
  const factory =
    base === 'dexie'
      ? (settings?.indexedDB ?? globalThis.indexedDB)
      : base === 'remote'
        ? globalThis.indexedDB
        : undefined;
  if (!factory?.databases) return;
  const prefix = `rxdb-dexie-${name}--`;
  const names = (await factory.databases()).map((d) => d.name ?? '').filter((n) => n.startsWith(prefix));
  await Promise.all(
    names.map(
      (n) =>
        new Promise<void>((resolve, reject) => {
          const request = factory.deleteDatabase(n);
          request.onsuccess = () => resolve();
          request.onerror = () => reject(request.error);
        }),
    ),
  );
}
