import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { markNotificationRead } from '@sync/notifications/read-marks';
import { markConversationRead, updateOwnProfile } from '@sync/writes';
import { makeConversation, postMessage, sql } from '../fixtures/backend';
import { notify, waitFor } from '../fixtures/sync';
import { syncedDevice, type Device } from '../fixtures/sync-session';
import { createUser, serviceClient, type TestUser } from '../fixtures/stack';

let alice: TestUser, carol: TestUser;
let device: Device;

beforeEach(async () => {
  [alice, carol] = await Promise.all([createUser(), createUser()]);
});

afterEach(async () => {
  await device?.close();
});

describe('conflicting edits', () => {
  it('a notification read on the device stays read while the server’s other changes win', async () => {
    const id = await notify(alice.id, 'Original title');
    device = await syncedDevice(alice);
    await device.goOffline();
    await markNotificationRead(device.db, id);
    await serviceClient()
      .from('notifications')
      .update({ title: 'Edited on the server', data: { v: 2 } })
      .eq('id', id);
    await device.goOnline();

    const [row] = await sql<{ read: boolean; title: string }>(
      'select read, title from public.notifications where id = $1',
      [id],
    );
    expect(row).toEqual({ read: true, title: 'Edited on the server' });
    await waitFor(
      async () => (await device.db.notifications.findOne(id).exec())?.title === 'Edited on the server',
      'the server title',
    );
    const local = await device.db.notifications.findOne(id).exec();
    expect([local?.read, local?.data]).toEqual([true, { v: 2 }]);
  });

  it('a message changed on the server replaces the device’s copy; an edit on the device is never sent', async () => {
    const conversation = await makeConversation([{ user: carol }, { user: alice }]);
    const { data } = await postMessage(alice.client, conversation, alice.id, 'As sent');
    device = await syncedDevice(alice);
    const local = await waitFor(() => device.db.conversation_messages.findOne(data!.id).exec(), 'the message');
    await local.incrementalPatch({ content: 'Rewritten history' });
    await device.engine.awaitInSync();
    expect(await sql('select content from public.conversation_messages where id = $1', [data!.id])).toEqual([
      { content: 'As sent' },
    ]);
    await sql(`update public.conversation_messages set reactions = '{"+1": ["carol"]}' where id = $1`, [data!.id]);
    const copy = await waitFor(async () => {
      const doc = await device.db.conversation_messages.findOne(data!.id).exec();
      return doc?.reactions?.['+1'] ? doc : undefined;
    }, 'the server’s copy');
    expect([copy.content, copy.delivery]).toEqual(['As sent', '']);
  });

  it('read positions take the later of the device’s and the server’s', async () => {
    const conversation = await makeConversation([{ user: carol }, { user: alice }]);
    await postMessage(carol.client, conversation, carol.id, 'One');
    device = await syncedDevice(alice);
    await device.goOffline();
    await markConversationRead(device.db, conversation, alice.id);
    const local = await device.db.conversation_participants
      .findOne({ selector: { conversation_id: conversation, user_id: alice.id } })
      .exec();
    const deviceReadAt = local!.last_read_at!;
    await new Promise((r) => setTimeout(r, 20));
    const { error } = await alice.client.rpc('mark_conversation_as_read', {
      conversation_id_param: conversation,
      user_id_param: alice.id,
    });
    expect(error).toBeNull();
    const [before] = await sql<{ at: string }>(
      `select to_jsonb(last_read_at) #>> '{}' as at from public.conversation_participants where conversation_id = $1 and user_id = $2`,
      [conversation, alice.id],
    );
    expect(Date.parse(before!.at)).toBeGreaterThan(Date.parse(deviceReadAt));
    await device.goOnline();

    const [after] = await sql<{ at: string; unread: number }>(
      `select to_jsonb(last_read_at) #>> '{}' as at, unread_count as unread from public.conversation_participants where conversation_id = $1 and user_id = $2`,
      [conversation, alice.id],
    );
    expect(after).toEqual({ at: before!.at, unread: 0 });
    await waitFor(
      async () =>
        Date.parse((await device.db.conversation_participants.findOne(local!.id).exec())?.last_read_at ?? '') ===
        Date.parse(before!.at),
      'the later read position on the device',
    );
  });

  it('a profile edited on both sides keeps the server’s version', async () => {
    device = await syncedDevice(alice);
    await device.goOffline();
    await updateOwnProfile(device.db, alice.id, { display_name: 'From the device' });
    await alice.client.from('user_profiles').update({ display_name: 'From another device' }).eq('user_id', alice.id);
    await device.goOnline();

    const [row] = await sql<{ display_name: string }>(
      'select display_name from public.user_profiles where user_id = $1',
      [alice.id],
    );
    expect(row!.display_name).toBe('From another device');
    await waitFor(
      async () =>
        (await device.db.user_profiles.findOne({ selector: { user_id: alice.id } }).exec())?.display_name ===
        'From another device',
      'the server’s name on the device',
    );
  });
});
