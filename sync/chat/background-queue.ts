/**
 * The hand-over of unsent messages to the service worker, for Background Sync. While the user
 * has pending messages, their rows (in the order written) and what a request needs (the REST
 * address, the anon key and the current access token) are kept in a small IndexedDB database
 * the service worker can read; a 'sync' is registered when the connection is down or the page
 * goes away. The worker (public/chat-sync-sw.js) then posts them when the connection returns,
 * even with no Evee tab open. Ids are the messages' own, so a message the worker sent and the
 * message sender sends again is stored once. Without Background Sync the sender sends them at
 * the next open.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database-types';
import { combineLatest, debounceTime, type Subscription } from 'rxjs';
import type { ConversationMessageDoc } from '../collections/conversation-messages/schema';
import type { EveeDatabase } from '../database';
import { byWriteOrder, pendingMessagesQuery } from './pending-messages';

export const QUEUE_DB = 'evee-chat-queue';
export const SYNC_TAG = 'evee-chat-messages';

export interface QueueConfig {
  restUrl: string;
  anonKey: string;
  accessToken: string | null;
  userId: string;
}

/** The columns a client writes; the server fills in the rest (sender name, counters). */
function rowOf(m: ConversationMessageDoc) {
  const { id, conversation_id, sender_id, sender_type, content, message_type, attachments, created_at } = m;
  return { id, conversation_id, sender_id, sender_type, content, message_type, attachments, created_at };
}

function openQueue(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(QUEUE_DB, 1);
    request.onupgradeneeded = () => {
      request.result.createObjectStore('messages', { keyPath: 'id' });
      request.result.createObjectStore('config');
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function write(apply: (messages: IDBObjectStore, config: IDBObjectStore) => void): Promise<void> {
  const idb = await openQueue();
  try {
    await new Promise<void>((resolve, reject) => {
      const tx = idb.transaction(['messages', 'config'], 'readwrite');
      apply(tx.objectStore('messages'), tx.objectStore('config'));
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
  } finally {
    idb.close();
  }
}

export async function registerBackgroundSync(): Promise<boolean> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return false;
  const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
    sync?: { register(tag: string): Promise<void> };
  };
  if (!registration.sync) return false;
  await registration.sync.register(SYNC_TAG);
  return true;
}

/** Keeps the queue equal to the user's pending messages until stopped. */
export function startBackgroundQueue(
  db: EveeDatabase,
  client: SupabaseClient<Database>,
  config: Omit<QueueConfig, 'accessToken'>,
): () => void {
  let count = 0;
  const register = () => {
    if (count > 0) registerBackgroundSync().catch((err) => console.debug('[chat] no background sync', err));
  };
  const pending$ = pendingMessagesQuery(db).$;
  const token$ = new Promise<string | null>((resolve) =>
    client.auth.getSession().then(
      ({ data }) => resolve(data.session?.access_token ?? null),
      () => resolve(null),
    ),
  );
  const subs: Subscription[] = [];
  subs.push(
    combineLatest([pending$, token$])
      .pipe(debounceTime(50))
      .subscribe(([docs, accessToken]) => {
        const rows = docs
          .map((d) => d.toJSON() as ConversationMessageDoc)
          .filter((m) => m.sender_id === config.userId)
          .sort(byWriteOrder)
          .map((m, order) => ({ ...rowOf(m), order }));
        count = rows.length;
        write((messages, store) => {
          messages.clear();
          rows.forEach((row) => messages.put(row));
          store.put({ ...config, accessToken }, 'config');
        })
          .then(() => !navigator.onLine && register())
          .catch((err) => console.error('[chat] could not queue messages for background sync', err));
      }),
  );
  const { data } = client.auth.onAuthStateChange((event, session) => {
    // Signing out takes the user's unsent messages and token off the device, as it does their database.
    if (event === 'SIGNED_OUT') {
      void write((messages, store) => {
        messages.clear();
        store.clear();
      });
      return;
    }
    if (!session) return;
    void write((_m, store) => store.put({ ...config, accessToken: session.access_token }, 'config'));
  });
  const onHide = () => document.visibilityState === 'hidden' && register();
  globalThis.addEventListener?.('offline', register);
  globalThis.document?.addEventListener('visibilitychange', onHide);
  return () => {
    subs.forEach((s) => s.unsubscribe());
    data.subscription.unsubscribe();
    globalThis.removeEventListener?.('offline', register);
    globalThis.document?.removeEventListener('visibilitychange', onHide);
  };
}
