// In development and tests the user's database checks every write against the collection's
// schema (sync/schema-validation.ts): a row of the wrong shape fails where it is written, a local
// write with RxDB's VD2 and a pulled row with RC_PULL on the replication's errors. Production
// builds leave the validator out.
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstValueFrom, Subject, filter, timeout } from 'rxjs';
import { replicateRxCollection } from 'rxdb/plugins/replication';
import { getValidator } from 'rxdb/plugins/validate-ajv';
import type { RxReplicationPullStreamItem } from 'rxdb';
import { openUserDatabase, removeUserDatabase, type EveeDatabase } from '@sync/database';
import { withSchemaValidation } from '@sync/schema-validation';
import { memoryStorage } from '../../fixtures/sync';

const USER = randomUUID();
let db: EveeDatabase | undefined;
afterEach(async () => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  if (db) await removeUserDatabase(USER, memoryStorage(), db);
  db = undefined;
});

const open = async () =>
  (db = await openUserDatabase({
    userId: USER,
    storage: memoryStorage(),
    multiInstance: false,
    collections: ['notifications'],
  }));

const notification = () => ({
  id: randomUUID(),
  user_id: USER,
  type: 'application',
  title: 'New applicant',
  message: 'Someone applied',
  data: {},
  read: false,
  created_at: new Date().toISOString(),
});

describe('the device database in development and tests', () => {
  it('refuses a local write of the wrong shape where it is written, with RxDB’s validation error', async () => {
    const database = await open();
    const { read: _read, ...withoutRead } = notification();
    await expect(database.notifications.insert(withoutRead as never)).rejects.toMatchObject({ code: 'VD2' });
    await expect(database.notifications.insert({ ...notification(), read: 'no' } as never)).rejects.toMatchObject({
      code: 'VD2',
    });
    await expect(database.notifications.insert({ ...notification(), colour: 'red' } as never)).rejects.toMatchObject({
      code: 'VD2',
    });
    const good = await database.notifications.insert(notification());
    expect(good.read).toBe(false);
    expect(await database.notifications.count().exec()).toBe(1);
  });

  it('refuses a pulled row of the wrong shape as a replication error, and stores the good ones', async () => {
    const database = await open();
    const good = { ...notification(), _deleted: false };
    const bad = { ...notification(), title: 42, _deleted: false };
    const stream$ = new Subject<RxReplicationPullStreamItem<unknown, unknown>>();
    const state = replicateRxCollection({
      collection: database.notifications,
      replicationIdentifier: 'schema-validation-test',
      live: true,
      retryTime: 60_000,
      pull: { handler: async () => ({ documents: [], checkpoint: null }), stream$: stream$.asObservable() },
    });
    const said = vi.spyOn(console, 'error').mockImplementation(() => {});
    const errors = state.error$.pipe(filter((e) => e.code === 'RC_PULL'));
    await state.awaitInitialReplication();
    const failed = firstValueFrom(errors.pipe(timeout(5_000)));
    stream$.next({ documents: [good, bad] as never, checkpoint: { at: 1 } });
    expect((await failed).code).toBe('RC_PULL');
    await state.cancel();
    expect((await database.notifications.find().exec()).map((d) => d.id)).toEqual([good.id]);
    // Said on the console too, naming the collection and the document.
    expect(said).toHaveBeenCalledWith(
      expect.stringContaining('does not fit its schema'),
      'notifications',
      bad.id,
      expect.stringMatching(/^replication-/),
      expect.anything(),
    );
  });

  it('compiles every collection’s schema under RxDB’s strict Ajv, so no write meets a schema it cannot check', async () => {
    db = await openUserDatabase({ userId: USER, storage: memoryStorage(), multiInstance: false });
    const names = Object.keys(db.collections);
    expect(names.length).toBeGreaterThan(10);
    for (const name of names) {
      const schema = db.collections[name as keyof typeof db.collections].schema.jsonSchema;
      expect(() => getValidator(schema), name).not.toThrow();
    }
  });

  it('leaves the storage as it is in a production build', async () => {
    vi.stubEnv('DEV', false);
    const storage = memoryStorage();
    expect(await withSchemaValidation(storage)).toBe(storage);
    vi.stubEnv('DEV', true);
    const validated = await withSchemaValidation(storage);
    expect(validated.name).toBe('validate-ajv-memory');
    // Never wrapped twice (a test may pass a storage it validates itself).
    expect(await withSchemaValidation(validated)).toBe(validated);
  });
});
