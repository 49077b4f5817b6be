import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../fixtures/backend';
import { anonClient, createUser, serviceClient, type TestUser } from '../fixtures/stack';

let owner: TestUser;
let other: TestUser;
let notificationId: string;

beforeAll(async () => {
  [owner, other] = await Promise.all([createUser(), createUser()]);
  const { data, error } = await serviceClient()
    .from('notifications')
    .insert([
      {
        user_id: owner.id,
        type: 'interview',
        title: 'Interview scheduled',
        message: 'Thursday at 10:00 with Sam Patel.',
      },
      { user_id: other.id, type: 'chat', title: 'New message from Daniel Reyes', message: 'Are you free on Friday?' },
    ])
    .select('id, user_id');
  if (error) throw new Error(error.message);
  notificationId = data!.find((n) => n.user_id === owner.id)!.id;
});

async function stored(id: string) {
  const [row] = await sql<{ title: string; read: boolean; _deleted: boolean }>(
    `select title, read, _deleted from notifications where id = $1`,
    [id],
  );
  return row;
}

describe('notification policies', () => {
  it('shows a user their own notifications only', async () => {
    const { data, error } = await owner.client.from('notifications').select('id, user_id, title');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: notificationId, user_id: owner.id, title: 'Interview scheduled' }]);
  });

  it('lets the recipient mark a notification read', async () => {
    const { data, error } = await owner.client
      .from('notifications')
      .update({ read: true })
      .eq('id', notificationId)
      .select('read');
    expect(error).toBeNull();
    expect(data).toEqual([{ read: true }]);
  });

  it('refuses to mark a read notification unread', async () => {
    await owner.client.from('notifications').update({ read: true }).eq('id', notificationId);
    const { error } = await owner.client
      .from('notifications')
      .update({ read: false })
      .eq('id', notificationId)
      .select();
    expect(error?.code).toBe('42501');
    expect((await stored(notificationId))?.read).toBe(true);
  });

  it('refuses changes to anything but the read flag, even by the recipient', async () => {
    const title = await owner.client
      .from('notifications')
      .update({ title: 'Offer accepted' })
      .eq('id', notificationId)
      .select();
    expect(title.error?.code).toBe('42501');
    expect(title.error?.message).toContain('title');
    const deleted = await owner.client
      .from('notifications')
      .update({ _deleted: true })
      .eq('id', notificationId)
      .select();
    expect(deleted.error?.code).toBe('42501');
    expect(await stored(notificationId)).toMatchObject({ title: 'Interview scheduled', _deleted: false });
  });

  it('accepts a whole-document write that only flips read, as replication sends it', async () => {
    const { data: row } = await serviceClient()
      .from('notifications')
      .insert({ user_id: owner.id, type: 'grading', title: 'Assessment graded', message: 'You scored 78 out of 100.' })
      .select()
      .single();
    const { _modified: _m, ...doc } = row as Record<string, unknown>;
    const { data, error } = await owner.client
      .from('notifications')
      .update({ ...doc, read: true })
      .eq('id', row!.id)
      .eq('read', false)
      .select();
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    expect(Date.parse(data![0]._modified)).toBeGreaterThan(Date.parse(row!._modified));
  });

  it("does not let a user read or change someone else's notification", async () => {
    const read = await other.client.from('notifications').select('id').eq('id', notificationId);
    expect(read.data).toEqual([]);
    const write = await other.client.from('notifications').update({ read: true }).eq('user_id', owner.id).select();
    expect(write.data).toEqual([]);
  });

  it('does not let clients create or delete notifications', async () => {
    const insert = await owner.client
      .from('notifications')
      .insert({ user_id: owner.id, type: 'chat', title: 'Self-made', message: 'Sneaky' });
    expect(insert.error?.code).toBe('42501');
    const forOther = await owner.client
      .from('notifications')
      .insert({ user_id: other.id, type: 'chat', title: 'Phishing', message: 'Click here' });
    expect(forOther.error?.code).toBe('42501');
    await owner.client.from('notifications').delete().eq('id', notificationId);
    expect(await stored(notificationId)).toBeDefined();
  });

  it('shows anonymous visitors no notifications', async () => {
    const { data, error } = await anonClient().from('notifications').select('id');
    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
  });
});
