// Where the last answers of server reads are kept on the device: one IndexedDB object store of
// strings, shaped as the query persister's storage (get, set, remove, entries). IndexedDB rather
// than localStorage because answers (a user list, a ticket's thread) can be large, and a write
// here does not block the page. Clearing it is what signing out does to those answers.
import type { AsyncStorage } from '@tanstack/react-query-persist-client';

const DB_NAME = 'evee-server-reads';
const STORE = 'answers';

/** What the query persister's keys start with. */
export const KEPT_ANSWER_PREFIX = 'read';

/** The key an answer is kept under, as the persister makes it: its prefix and the query's hash. */
export const keptAnswerStorageKey = (queryHash: string): string => `${KEPT_ANSWER_PREFIX}-${queryHash}`;

/** The same for a key of strings, whose hash is its JSON: for code that does not load TanStack Query. */
export const keptAnswerKey = (queryKey: readonly string[]): string => keptAnswerStorageKey(JSON.stringify(queryKey));

export interface DeviceStore extends AsyncStorage<string> {
  entries: () => Promise<[string, string][]>;
  /** Removes every kept answer, whoever it was read for. */
  clear: () => Promise<void>;
}

export function createDeviceStore(factory: IDBFactory | undefined): DeviceStore {
  let opened: Promise<IDBDatabase> | null = null;
  const open = () =>
    (opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      if (!factory) return reject(new Error('IndexedDB is not available'));
      const request = factory.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => {
        const db = request.result;
        // Another tab deleting or upgrading the store must not wait on this one.
        db.onversionchange = () => {
          db.close();
          opened = null;
        };
        resolve(db);
      };
      request.onerror = () => reject(request.error);
    }).catch((err: unknown) => {
      opened = null;
      throw err;
    }));

  /** Runs `act` in one transaction; its returned reader gives the result once the transaction completed. */
  async function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => () => T): Promise<T> {
    const db = await open();
    return new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const read = act(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(read());
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  }
  const result =
    <T>(request: IDBRequest<T>) =>
    () =>
      request.result;

  return {
    getItem: async (key) =>
      (await run('readonly', (s) => result(s.get(key) as IDBRequest<string | undefined>))) ?? null,
    setItem: (key, value) => run('readwrite', (s) => result(s.put(value, key))),
    removeItem: async (key) => {
      await run('readwrite', (s) => result(s.delete(key)));
    },
    entries: () =>
      // Keys and values from one transaction, so a write in between cannot pair them wrongly.
      run('readonly', (s) => {
        const keys = s.getAllKeys();
        const values = s.getAll() as IDBRequest<string[]>;
        return () => keys.result.map((key, i): [string, string] => [String(key), values.result[i]!]);
      }),
    clear: async () => {
      await run('readwrite', (s) => result(s.clear()));
    },
  };
}
