// Background Sync of chat messages, imported by the service worker (vite.config.ts). When the
// connection returns and no Evee tab is open, it posts the messages the app left in the
// evee-chat-queue database, in the order written, stopping at the first failure so the order
// holds. A message the server already has (the same id) counts as sent. A refused token leaves the queue for the app,
// which sends it at the next open; a failure that may pass is thrown so the browser retries.
// A message with files uploads them first, from the files the app keeps on the device
// (src/lib/files/pending-uploads.ts); if the server then refuses the message, the objects are
// removed again, so nothing is half-stored.
const QUEUE_DB = 'evee-chat-queue';
const SYNC_TAG = 'evee-chat-messages';
const UPLOADS_DB = 'evee-pending-uploads';

function request(req) {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

function openQueue() {
  const open = indexedDB.open(QUEUE_DB, 1);
  open.onupgradeneeded = () => {
    open.result.createObjectStore('messages', { keyPath: 'id' });
    open.result.createObjectStore('config');
  };
  return request(open);
}

function openUploads() {
  const open = indexedDB.open(UPLOADS_DB, 1);
  open.onupgradeneeded = () => {
    open.result.createObjectStore('uploads', { keyPath: 'key' }).createIndex('userId', 'userId');
  };
  return request(open);
}

async function withUploads(mode, run) {
  const db = await openUploads();
  try {
    return await request(run(db.transaction('uploads', mode).objectStore('uploads')));
  } finally {
    db.close();
  }
}

function storageUrl(config) {
  return config.restUrl.replace(/\/rest\/v1\/?$/, '/storage/v1');
}

function objectUrl(config, file) {
  return `${storageUrl(config)}/object/${file.bucket}/${file.path.split('/').map(encodeURIComponent).join('/')}`;
}

function authHeaders(config) {
  return { apikey: config.anonKey, Authorization: `Bearer ${config.accessToken}` };
}

// Hosted Storage may answer 400 with the real status in the body.
async function statusOf(response) {
  if (response.ok) return response.status;
  const body = await response.json().catch(() => ({}));
  return Number(body.statusCode) || response.status;
}

/** Uploads the message's files still on the device; false when the token was refused. */
async function uploadFiles(config, message) {
  for (const file of message.attachments || []) {
    const kept = await withUploads('readonly', (store) => store.get(`${file.bucket}/${file.path}`));
    if (!kept || kept.userId !== config.userId) continue;
    const response = await fetch(objectUrl(config, file), {
      method: 'POST',
      headers: {
        ...authHeaders(config),
        'Content-Type': kept.type,
        'x-upsert': 'false',
        'cache-control': 'max-age=3600',
      },
      body: kept.blob,
    });
    const status = await statusOf(response);
    if (status === 401) return false;
    // 409: stored already, by an earlier attempt whose answer was lost (each path is unique).
    if (!response.ok && status !== 409) throw new Error(`Uploading a queued file failed: ${status}`);
  }
  return true;
}

async function removeFiles(config, message) {
  for (const file of message.attachments || []) {
    // As storage-js removes: the bucket's address, the paths in the body.
    const response = await fetch(`${storageUrl(config)}/object/${file.bucket}`, {
      method: 'DELETE',
      headers: { ...authHeaders(config), 'Content-Type': 'application/json' },
      body: JSON.stringify({ prefixes: [file.path] }),
    });
    if (!response.ok) console.error('Removing the file of a refused message failed', response.status);
  }
}

async function forgetFiles(message) {
  for (const file of message.attachments || []) {
    await withUploads('readwrite', (store) => store.delete(`${file.bucket}/${file.path}`));
  }
}

async function flushQueue() {
  // An open Evee tab sends them itself; two senders would race. A tab that is reloading has no
  // window for a moment, so the check is made twice, a few seconds apart.
  const hasWindow = async () => (await self.clients.matchAll({ type: 'window', includeUncontrolled: true })).length > 0;
  if (await hasWindow()) return;
  await new Promise((resolve) => setTimeout(resolve, 3000));
  if (await hasWindow()) return;
  const db = await openQueue();
  try {
    const read = db.transaction(['messages', 'config'], 'readonly');
    const config = await request(read.objectStore('config').get('config'));
    const messages = (await request(read.objectStore('messages').getAll())).sort((a, b) => a.order - b.order);
    if (!config || !config.accessToken || !messages.length) return;
    for (const message of messages) {
      const row = Object.assign({}, message);
      delete row.order;
      if (!(await uploadFiles(config, message))) return;
      const response = await fetch(`${config.restUrl}/conversation_messages`, {
        method: 'POST',
        headers: {
          apikey: config.anonKey,
          Authorization: `Bearer ${config.accessToken}`,
          'Content-Type': 'application/json',
          Prefer: 'return=minimal',
        },
        body: JSON.stringify(row),
      });
      // Refused for good (not a passing failure): its files go too.
      const refused =
        response.status >= 400 && response.status < 500 && ![401, 408, 409, 429].includes(response.status);
      if (refused) await removeFiles(config, message);
      if (response.status === 401 || response.status === 403) return;
      if (!response.ok && response.status !== 409)
        throw new Error(`Sending a queued message failed: ${response.status}`);
      await forgetFiles(message);
      await request(db.transaction('messages', 'readwrite').objectStore('messages').delete(message.id));
    }
  } finally {
    db.close();
  }
}

self.addEventListener('sync', (event) => {
  if (event.tag === SYNC_TAG) event.waitUntil(flushQueue());
});
