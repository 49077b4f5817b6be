import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addRxPlugin } from 'rxdb';
import { RxDBDevModePlugin, disableWarnings } from 'rxdb/plugins/dev-mode';
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv';
import { openUserDatabase, removeUserDatabase, type EveeDatabase } from '@sync/database';
import { startSync, type SyncEngine } from '@sync/sync-engine';
import { markNotificationRead } from '@sync/notifications/read-marks';
import { fakeIndexedDbStorage, notify, waitFor } from '../fixtures/sync';
import { createUser, signIn, TEST_PASSWORD, type TestUser } from '../fixtures/stack';
import { sql } from '../fixtures/backend';

// Two tabs in one process: RxDB lets one process open a database twice in dev-mode only.
disableWarnings();
addRxPlugin(RxDBDevModePlugin);

let alice: TestUser;
const storage = wrappedValidateAjvStorage({ storage: fakeIndexedDbStorage() });
const tabs: { db: EveeDatabase; engine: SyncEngine }[] = [];

beforeAll(async () => {
  alice = await createUser();
});

afterAll(async () => {
  for (const tab of tabs) {
    await tab.engine.stop();
    await tab.db.close();
  }
  await removeUserDatabase(alice.id, storage);
});

async function openTab() {
  const db = await openUserDatabase({
    userId: alice.id,
    storage,
    multiInstance: true,
    ignoreDuplicate: true,
    collections: ['notifications', 'outbox', 'sync_failures'],
  });
  const client = await signIn(alice.email, TEST_PASSWORD);
  const tab = { db, engine: startSync({ db, client, userId: alice.id }) };
  tabs.push(tab);
  return tab;
}

describe('several tabs', () => {
  it('replicate from one leader, and every tab sees each change at once', async () => {
    const first = await openTab();
    const second = await openTab();
    await waitFor(() => first.engine.status.get().replicating || second.engine.status.get().replicating, 'a leader');
    await new Promise((r) => setTimeout(r, 500));
    const replicating = tabs.filter((t) => t.engine.status.get().replicating);
    expect(replicating).toHaveLength(1);
    const follower = tabs.find((t) => !t.engine.status.get().replicating)!;

    const id = await notify(alice.id, 'For both tabs');
    await waitFor(() => follower.db.notifications.findOne(id).exec(), 'the follower to see the pulled notification');

    await markNotificationRead(follower.db, id);
    await waitFor(
      async () => (await replicating[0]!.db.notifications.findOne(id).exec())?.read === true,
      'the leader to see the write',
    );
    await waitFor(
      async () =>
        (await sql<{ read: boolean }>('select read from public.notifications where id = $1', [id]))[0]?.read === true,
      'the leader to push it',
    );
  });
});
