// Files picked while they cannot be uploaded yet (offline, or waiting their turn behind earlier
// messages) are kept on the device in IndexedDB, Blob and all, until their upload is done: a
// reload, a closed tab or a restart loses none. The chat's attachments wait here, and so may a
// résumé picked offline. Plain IndexedDB, because the service worker reads the same store to
// upload them when no tab is open (public/chat-sync-sw.js names the same database and store).

export const PENDING_UPLOADS_DB = 'evee-pending-uploads';
const STORE = 'uploads';

export interface PendingUpload {
  bucket: string;
  path: string;
  name: string;
  type: string;
  size: number;
  /** Whose it is: only their session may upload it, and signing out removes it. */
  userId: string;
  blob: Blob;
  createdAt: number;
}

interface StoredUpload extends PendingUpload {
  key: string;
}

const keyOf = (bucket: string, path: string) => `${bucket}/${path}`;

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function open(): Promise<IDBDatabase> {
  const req = indexedDB.open(PENDING_UPLOADS_DB, 1);
  req.onupgradeneeded = () => {
    const store = req.result.createObjectStore(STORE, { keyPath: 'key' });
    store.createIndex('userId', 'userId');
  };
  return request(req);
}

async function withStore<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    const tx = db.transaction(STORE, mode);
    const result = request(run(tx.objectStore(STORE)));
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
      tx.onabort = () => reject(tx.error ?? new Error('The device did not store the file'));
    });
    return await result;
  } finally {
    db.close();
  }
}

/** Keeps the file on the device; rejects (quota, private mode) when it could not be kept. */
export async function putPendingUpload(upload: PendingUpload): Promise<void> {
  const stored: StoredUpload = { ...upload, key: keyOf(upload.bucket, upload.path) };
  await withStore('readwrite', (store) => store.put(stored));
}

export async function getPendingUpload(bucket: string, path: string): Promise<PendingUpload | undefined> {
  const stored = await withStore<StoredUpload | undefined>('readonly', (store) => store.get(keyOf(bucket, path)));
  if (!stored) return undefined;
  const { key: _key, ...upload } = stored;
  return upload;
}

export async function deletePendingUpload(bucket: string, path: string): Promise<void> {
  await withStore('readwrite', (store) => store.delete(keyOf(bucket, path)));
}

/** Removes every file a user left waiting: their unsent work leaves the device with them. */
export async function clearPendingUploads(userId: string): Promise<void> {
  // One transaction for the keys and their deletes, not a database open per file. A listener,
  // not onsuccess (withStore sets that); withStore waits for the transaction to complete.
  await withStore('readwrite', (store) => {
    const keys = store.index('userId').getAllKeys(userId);
    keys.addEventListener('success', () => keys.result.forEach((key) => store.delete(key)));
    return keys;
  });
}
