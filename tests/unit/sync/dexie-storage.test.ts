// The device database's Dexie storage (sync/dexie-storage.ts) over fake-indexeddb: a write of
// many documents asks the store which of them it holds before reading any by key, and still
// meets every stored one (a conflict for an insert, the stored copy for an update), also when
// the store holds more keys than that look-up reads.
import { randomUUID } from 'node:crypto';
import { IDBObjectStore } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openUserDatabase, removeUserDatabase, type EveeDatabase } from '@sync/database';
import { KEYS_SCANNED_PER_KEY, MANY_KEYS } from '@sync/dexie-storage';
import { fakeIndexedDbStorage } from '../../fixtures/sync';

const opened: { userId: string; db: EveeDatabase }[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const { userId, db } of opened.splice(0)) await removeUserDatabase(userId, fakeIndexedDbStorage(), db);
});

async function openNotifications() {
  const userId = randomUUID();
  const db = await openUserDatabase({
    userId,
    storage: fakeIndexedDbStorage(),
    multiInstance: false,
    collections: ['notifications'],
  });
  opened.push({ userId, db });
  return { userId, db };
}

const notifications = (userId: string, count: number, title = 'First') =>
  Array.from({ length: count }, () => ({
    id: randomUUID(),
    user_id: userId,
    type: 'application',
    title,
    message: 'A message',
    data: {},
    read: false,
    created_at: new Date().toISOString(),
  }));

describe("the device database's Dexie storage", () => {
  it('stores a first write of many documents without reading any of them by key', async () => {
    const { userId, db } = await openNotifications();
    const reads = vi.spyOn(IDBObjectStore.prototype, 'get');
    const { error } = await db.notifications.bulkInsert(notifications(userId, 500));
    expect(error).toEqual([]);
    expect(reads, 'each new document was looked for by a read of its own').not.toHaveBeenCalled();
    expect(await db.notifications.count().exec()).toBe(500);
  });

  it('refuses the stored documents of a large insert as conflicts and stores the others', async () => {
    const { userId, db } = await openNotifications();
    const stored = notifications(userId, 10);
    await db.notifications.bulkInsert(stored);
    const { success, error } = await db.notifications.bulkInsert([
      ...notifications(userId, 190, 'Second'),
      ...stored.map((n) => ({ ...n, title: 'Second' })),
    ]);
    expect(success).toHaveLength(190);
    expect(error.map((e) => [e.status, e.documentId]).sort()).toEqual(stored.map((n) => [409, n.id]).sort());
    const titles = await db.notifications.findByIds(stored.map((n) => n.id)).exec();
    expect([...titles.values()].map((d) => d.title)).toEqual(stored.map(() => 'First'));
    expect(await db.notifications.count().exec()).toBe(200);
  });

  it('applies a large write of changes to the stored copies', async () => {
    const { userId, db } = await openNotifications();
    const stored = notifications(userId, 150);
    await db.notifications.bulkInsert(stored);
    await db.notifications.bulkUpsert(stored.map((n) => ({ ...n, title: 'Changed' })));
    const docs = await db.notifications.find().exec();
    expect(docs).toHaveLength(150);
    expect(new Set(docs.map((d) => d.title))).toEqual(new Set(['Changed']));
  });

  it('meets stored documents beyond the keys its look-up reads when the store holds many more', async () => {
    const { userId, db } = await openNotifications();
    const stored = notifications(userId, MANY_KEYS * KEYS_SCANNED_PER_KEY + 500);
    await db.notifications.bulkInsert(stored);
    // The highest keys of the store are past the look-up's limit, so they are read by key.
    const highest = [...stored].sort((a, b) => (a.id < b.id ? -1 : 1)).slice(-MANY_KEYS / 2);
    const write = [...highest, ...notifications(userId, MANY_KEYS / 2, 'Second')];
    const { success, error } = await db.notifications.bulkInsert(write);
    expect(success).toHaveLength(MANY_KEYS / 2);
    expect(error.map((e) => e.status)).toEqual(highest.map(() => 409));
    expect(await db.notifications.count().exec()).toBe(stored.length + MANY_KEYS / 2);
  });
});
