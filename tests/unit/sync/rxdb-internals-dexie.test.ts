// RxDB's Dexie storage internals that sync/database.ts relies on to delete a signed-out user's
// IndexedDB databases (listed in sync/README.md, 'RxDB internals we rely on'): the storage's name
// and settings, and how it names its IndexedDB databases. Dexie over fake-indexeddb, one
// small collection.
import { randomUUID } from 'node:crypto';
import { indexedDB } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { databaseNameFor, openUserDatabase, removeUserDatabase } from '@sync/database';
import { withSchemaValidation } from '@sync/schema-validation';
import { fakeIndexedDbStorage } from '../../fixtures/sync';

const namesOf = async () => (await indexedDB.databases()).map((d) => d.name ?? '');

describe("RxDB's Dexie storage", () => {
  it('is named "dexie" and keeps the IndexedDB factory it was given in settings.indexedDB', () => {
    const storage = fakeIndexedDbStorage() as unknown as { name: string; settings?: { indexedDB?: unknown } };
    expect(storage.name, 'the Dexie storage’s name changed').toBe('dexie');
    expect(storage.settings?.indexedDB, 'the Dexie storage no longer keeps settings.indexedDB').toBe(indexedDB);
  });

  it('names its IndexedDB databases "rxdb-dexie-<database>--…", and removing the user’s database leaves none', async () => {
    const userId = randomUUID();
    const prefix = `rxdb-dexie-${databaseNameFor(userId)}--`;
    const db = await openUserDatabase({
      userId,
      storage: fakeIndexedDbStorage(),
      multiInstance: false,
      collections: ['notifications'],
    });
    await db.notifications.insert({
      id: randomUUID(),
      user_id: userId,
      type: 'application',
      title: 'A title',
      message: 'A message',
      data: {},
      read: false,
      created_at: new Date().toISOString(),
    });
    const made = (await namesOf()).filter((n) => n.startsWith(prefix));
    expect(made.length, `no IndexedDB database is named ${prefix}…: update sync/database.ts`).toBeGreaterThan(0);
    await removeUserDatabase(userId, fakeIndexedDbStorage(), db);
    expect((await namesOf()).filter((n) => n.startsWith(prefix))).toEqual([]);
  });

  it('is still known as Dexie under the schema validation, so removal deletes its IndexedDB databases', async () => {
    const userId = randomUUID();
    const prefix = `rxdb-dexie-${databaseNameFor(userId)}--`;
    const storage = await withSchemaValidation(fakeIndexedDbStorage());
    expect(storage.name).toBe('validate-ajv-dexie');
    const db = await openUserDatabase({ userId, storage, multiInstance: false, collections: ['notifications'] });
    expect((await namesOf()).some((n) => n.startsWith(prefix))).toBe(true);
    await removeUserDatabase(userId, storage, db);
    expect((await namesOf()).filter((n) => n.startsWith(prefix))).toEqual([]);
  });
});
