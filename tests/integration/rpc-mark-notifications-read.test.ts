import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../fixtures/backend';
import { notify } from '../fixtures/sync';
import { anonClient, createUser, type TestUser } from '../fixtures/stack';

let ana: TestUser, ben: TestUser;

beforeAll(async () => {
  [ana, ben] = await Promise.all([createUser(), createUser()]);
});

const readFlags = async (ids: string[]) =>
  (await sql<{ read: boolean }>('select read from public.notifications where id = any($1) order by title', [ids])).map(
    (r) => r.read,
  );

describe('mark_notifications_read', () => {
  it('marks the caller’s notifications read, says how many changed, and is harmless when replayed', async () => {
    const ids = [await notify(ana.id, 'A first'), await notify(ana.id, 'B second'), await notify(ana.id, 'C third')];
    const first = await ana.client.rpc('mark_notifications_read', { notification_ids: ids.slice(0, 2) });
    expect([first.error, first.data]).toEqual([null, 2]);
    expect(await readFlags(ids)).toEqual([true, true, false]);

    const again = await ana.client.rpc('mark_notifications_read', { notification_ids: ids.slice(0, 2) });
    expect([again.error, again.data]).toEqual([null, 0]);
    expect(await readFlags(ids)).toEqual([true, true, false]);
  });

  it('refuses, changing nothing, when any notification is someone else’s or unknown', async () => {
    const mine = await notify(ana.id, 'Mine');
    const theirs = await notify(ben.id, 'Theirs');
    const other = await ana.client.rpc('mark_notifications_read', { notification_ids: [mine, theirs] });
    expect([other.error?.code, other.error?.message]).toEqual([
      '42501',
      '1 of the 2 notifications are not yours to mark read',
    ]);
    const unknown = await ana.client.rpc('mark_notifications_read', { notification_ids: [randomUUID()] });
    expect(unknown.error?.code).toBe('42501');
    expect(await readFlags([mine, theirs])).toEqual([false, false]);
  });

  it('rejects a missing list, too many ids, and a caller who is not signed in', async () => {
    const missing = await ana.client.rpc('mark_notifications_read', { notification_ids: null });
    expect([missing.error?.code, missing.error?.message]).toEqual(['22004', 'notification_ids is required']);
    const many = Array.from({ length: 5001 }, () => randomUUID());
    const tooMany = await ana.client.rpc('mark_notifications_read', { notification_ids: many });
    expect(tooMany.error?.code).toBe('22023');
    const id = await notify(ana.id, 'Anonymous try');
    const anon = await anonClient().rpc('mark_notifications_read', { notification_ids: [id] });
    expect(anon.error).not.toBeNull();
    expect(await readFlags([id])).toEqual([false]);
    const empty = await ana.client.rpc('mark_notifications_read', { notification_ids: [] });
    expect([empty.error, empty.data]).toEqual([null, 0]);
  });
});
