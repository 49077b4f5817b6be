import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NotificationDoc } from '@sync/collections/notifications/schema';
import { openUserDatabase } from '@sync/database';
import { MARK_READ, markAllNotificationsRead, markNotificationRead } from '@sync/notifications/read-marks';
import { startSync } from '@sync/sync-engine';
import { sql } from '../fixtures/backend';
import { memoryStorage, noRpcClient, notify, waitFor } from '../fixtures/sync';
import { syncedDevice, type Device } from '../fixtures/sync-session';
import { createUser, type TestUser } from '../fixtures/stack';

let alice: TestUser;
let device: Device | undefined;

beforeEach(async () => {
  alice = await createUser();
});

afterEach(async () => {
  await device?.close();
  device = undefined;
});

const serverRead = async (id: string) =>
  (await sql<{ read: boolean }>('select read from public.notifications where id = $1', [id]))[0]?.read;
const markEntries = (d: Device) => d.db.outbox.find({ selector: { command: MARK_READ } }).exec();

describe('read marks', () => {
  it('are shown at once, kept read against an unread server copy while pending, then sent', async () => {
    const id = await notify(alice.id, 'Interview tomorrow');
    device = await syncedDevice(alice);
    await waitFor(() => device!.db.notifications.findOne(id).exec(), 'the notification');
    await device.goOffline();

    await markNotificationRead(device.db, id);
    expect((await device.db.notifications.findOne(id).exec())?.read).toBe(true);
    // The status counts the outbox from a live query, a moment after the write.
    await waitFor(() => device!.engine.status.get().pendingCommands === 1, 'one pending command');
    await sql(`update public.notifications set title = 'Interview moved' where id = $1`, [id]);
    // Back online but the mark cannot be sent yet: the pull brings the notification unread.
    const token = (await alice.client.auth.getSession()).data.session!.access_token;
    await device.goOnline(noRpcClient(token)).catch(() => undefined);
    await waitFor(async () => {
      const doc = await device!.db.notifications.findOne(id).exec();
      return doc?.title === 'Interview moved' && doc.read;
    }, 'the server’s title with the pending mark kept');
    expect([await serverRead(id), (await markEntries(device))[0]?.status]).toEqual([false, 'pending']);

    await device.goOnline();
    expect(await serverRead(id)).toBe(true);
    await waitFor(async () => (await markEntries(device!)).length === 0, 'the sent mark cleared from the outbox');
    expect((await device.db.notifications.findOne(id).exec())?.read).toBe(true);
  });

  it('mark all read as one command; a refused one puts back the server’s copies', async () => {
    const real = await notify(alice.id, 'Real one');
    device = await syncedDevice(alice);
    await waitFor(() => device!.db.notifications.findOne(real).exec(), 'the notification');
    await device.goOffline();
    // A notification the server does not show this user: the whole mark is refused.
    const ghost: NotificationDoc = {
      ...(await device.db.notifications.findOne(real).exec())!.toMutableJSON(),
      id: randomUUID(),
      title: 'Not on the server',
    };
    await device.db.notifications.insert(ghost);

    await markAllNotificationsRead(device.db);
    const [entry] = await markEntries(device);
    expect((entry!.args as { notification_ids: string[] }).notification_ids.sort()).toEqual([real, ghost.id].sort());
    await device.goOnline();

    await waitFor(async () => (await device!.db.notifications.findOne(ghost.id).exec()) === null, 'the ghost removed');
    await waitFor(async () => (await device!.db.notifications.findOne(real).exec())?.read === false, 'the rollback');
    expect(await serverRead(real)).toBe(false);
    expect(await markEntries(device)).toEqual([]);
  });

  it('queues, once per device, read flags an earlier app version may have left unsent', async () => {
    const id = await notify(alice.id, 'Read before the upgrade');
    const db = await openUserDatabase({ userId: alice.id, storage: memoryStorage(), multiInstance: false });
    const first = startSync({ db, client: alice.client, userId: alice.id });
    try {
      await first.awaitInitialSync();
      await first.stop();
      // What an older version left: read on the device, never sent, and no record of adoption.
      await db.notifications.findOne(id).incrementalPatch({ read: true });
      await db.getLocal('notification-read-marks-adopted').then((d) => d?.remove());

      const second = startSync({ db, client: alice.client, userId: alice.id });
      await waitFor(async () => (await serverRead(id)) === true, 'the adopted flag on the server');
      await second.awaitInSync();
      await second.stop();
      const third = startSync({ db, client: alice.client, userId: alice.id });
      await third.awaitInSync();
      expect(await db.outbox.count().exec()).toBe(0);
      await third.stop();
    } finally {
      await db.remove();
    }
  });
});
