// Where supabase-js keeps the session: localStorage, which start-up reads synchronously,
// mirrored into IndexedDB. Chromium writes localStorage to disk lazily, seconds after a change,
// so a browser that crashed soon after signing in (or after a token refresh) came back signed
// out, or with a refresh token the server had already rotated; an IndexedDB write is on disk
// once its transaction completes.
import type { SupportedStorage } from '@supabase/supabase-js';

const DB_NAME = 'evee-session';
const STORE = 'items';

type LocalStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface DurableSessionStorage extends SupportedStorage {
  /** Copies a mirrored value that localStorage lost back into it; true when there is one. */
  restore(key: string): Promise<boolean>;
}

/** The session's expiry (seconds), to tell the newer of two copies; 0 for anything else. */
function expiresAt(value: string): number {
  try {
    const parsed = JSON.parse(value) as { expires_at?: unknown };
    return typeof parsed?.expires_at === 'number' ? parsed.expires_at : 0;
  } catch {
    return 0;
  }
}

/** The newer of the two copies: localStorage's unless the mirror's session lasts longer. */
function newer(local: string | null, mirrored: string | null): string | null {
  if (local === null) return mirrored;
  if (mirrored === null || mirrored === local) return local;
  return expiresAt(mirrored) > expiresAt(local) ? mirrored : local;
}

export function createDurableSessionStorage(
  local: LocalStore | null,
  factory: IDBFactory | undefined,
): DurableSessionStorage {
  let opened: Promise<IDBDatabase> | null = null;
  const open = () =>
    (opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      if (!factory) return reject(new Error('IndexedDB is not available'));
      const request = factory.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    }).catch((err: unknown) => {
      opened = null;
      throw err;
    }));

  async function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
    const db = await open();
    return new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const request = act(tx.objectStore(STORE));
      // A write counts once its transaction has completed, not when the request succeeds.
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error);
    });
  }

  // The mirror is a safety net: when IndexedDB fails, localStorage alone still works.
  const mirror = async <T>(what: string, act: () => Promise<T>, fallback: T): Promise<T> => {
    if (!factory) return fallback;
    try {
      return await act();
    } catch (err) {
      console.warn(`[auth] could not ${what} the session's copy in IndexedDB`, err);
      return fallback;
    }
  };

  const readLocal = (key: string) => {
    try {
      return local?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const writeLocal = (key: string, value: string) => {
    try {
      local?.setItem(key, value);
    } catch (err) {
      console.warn('[auth] could not keep the session in localStorage', err);
    }
  };
  // supabase-js reads the session on every request's token lookup. Once a key's mirror has been
  // read (or written) in this page, localStorage, shared live by every tab and written with the
  // mirror, is as new: the mirror is read at most once a key, not once a request.
  const settled = new Set<string>();
  const readMirror = (key: string) =>
    mirror('read', async () => ((await run('readonly', (s) => s.get(key))) as string | undefined) ?? null, null);

  return {
    async getItem(key) {
      const local = readLocal(key);
      if (settled.has(key)) return local;
      const value = newer(local, await readMirror(key));
      settled.add(key);
      if (value !== null && value !== local) writeLocal(key, value);
      return value;
    },
    async setItem(key, value) {
      writeLocal(key, value);
      settled.add(key);
      await mirror('write', () => run('readwrite', (s) => s.put(value, key)), undefined);
    },
    async removeItem(key) {
      try {
        local?.removeItem(key);
      } catch {
        // localStorage unavailable: nothing kept there either.
      }
      settled.add(key);
      await mirror('remove', () => run('readwrite', (s) => s.delete(key)), undefined);
    },
    async restore(key) {
      if (readLocal(key) !== null) return true;
      const mirrored = await readMirror(key);
      settled.add(key);
      if (mirrored === null) return false;
      writeLocal(key, mirrored);
      return true;
    },
  };
}

function browserLocalStorage(): LocalStore | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export const durableSessionStorage = createDurableSessionStorage(
  browserLocalStorage(),
  typeof indexedDB === 'undefined' ? undefined : indexedDB,
);
