// Background Sync of chat messages, imported by the service worker (vite.config.ts). When the
// connection returns and no Evee tab is open, it posts the messages the app left in the
// evee-chat-queue database, in the order written, stopping at the first failure so the order
// holds. A message the server already has (the same id) counts as sent. A refused token leaves the queue for the app,
// which sends it at the next open; a failure that may pass is thrown so the browser retries.
const QUEUE_DB = 'evee-chat-queue';
const SYNC_TAG = 'evee-chat-messages';

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
      if (response.status === 401 || response.status === 403) return;
      if (!response.ok && response.status !== 409)
        throw new Error(`Sending a queued message failed: ${response.status}`);
      await request(db.transaction('messages', 'readwrite').objectStore('messages').delete(message.id));
    }
  } finally {
    db.close();
  }
}

self.addEventListener('sync', (event) => {
  if (event.tag === SYNC_TAG) event.waitUntil(flushQueue());
});
