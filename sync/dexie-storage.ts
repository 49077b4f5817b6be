/**
 * RxDB's Dexie storage as the device database uses it, on the page or in the database worker.
 *
 * Every write first reads the stored copy of each document it touches, to tell an insert from
 * an update and to find conflicts: Dexie reads them one IndexedDB request per key. For a large
 * write that is most of its cost, and in a first sync none of those documents is there yet
 * (10,000 requests that all find nothing). Here a read of many keys first asks the store which
 * of them it holds, in one request for the keys in their range, and reads only those. It runs
 * in the same transaction as the write, so what it finds is what the write meets.
 */
import type { DexieSettings, DexieStorageInternals, RxStorage } from 'rxdb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyStorage = RxStorage<any, any>;
type Key = string;
type Table = Awaited<DexieStorageInternals>['dexieTable'];

/** Fewer keys than this are read one by one, as Dexie does. */
export const MANY_KEYS = 64;
/**
 * The most stored keys the range read may return per key asked for: reading a key in a range
 * costs far less than a request of its own, but a small write into a large store should not
 * read all of the store's keys. Keys past what the range read saw are read one by one.
 */
export const KEYS_SCANNED_PER_KEY = 16;

const sped = new WeakSet<Table>();

/** The Dexie storage, whose reads of many documents by key look up which are stored first. */
export function dexieStorage(settings: DexieSettings = {}): AnyStorage {
  const storage = getRxStorageDexie(settings);
  const create = storage.createStorageInstance.bind(storage);
  storage.createStorageInstance = async (params) => {
    const instance = await create(params);
    const internals = (instance as { internals?: DexieStorageInternals }).internals;
    if (!internals) throw new Error("RxDB's Dexie storage no longer keeps its table in `internals`");
    readStoredKeysFirst((await internals).dexieTable);
    return instance;
  };
  return storage;
}

/**
 * Makes `table.bulkGet` look up which of many keys are stored before reading documents. RxDB's
 * Dexie storage reads stored copies only through `bulkGet` (on writes and reads by id); the
 * table object is shared by every storage instance of the collection, so it is changed once.
 */
export function readStoredKeysFirst(table: Table): void {
  if (sped.has(table)) return;
  sped.add(table);
  const readEach = table.bulkGet.bind(table) as (keys: Key[]) => Promise<unknown[]>;
  const bulkGet = async (keys: Key[]): Promise<unknown[]> => {
    if (keys.length < MANY_KEYS) return readEach(keys);
    const sorted = [...keys].sort();
    const limit = keys.length * KEYS_SCANNED_PER_KEY;
    // String keys: JavaScript's and IndexedDB's orders are both by UTF-16 code unit.
    const stored = (await table
      .where(':id')
      .between(sorted[0]!, sorted[sorted.length - 1]!, true, true)
      .limit(limit)
      .primaryKeys()) as Key[];
    const seenTo = stored.length < limit ? undefined : stored[stored.length - 1]!;
    const held = new Set(stored);
    const toRead = keys.filter((key) => held.has(key) || (seenTo !== undefined && key > seenTo));
    const docs = toRead.length ? await readEach(toRead) : [];
    const byKey = new Map(toRead.map((key, i) => [key, docs[i]]));
    return keys.map((key) => byKey.get(key));
  };
  Object.assign(table, { bulkGet });
}
