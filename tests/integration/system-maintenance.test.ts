// The System Maintenance flag: everyone reads it, signed out too; only internal admins turn it
// on or off, with words shown to everyone; clients never write the row themselves.
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { makeStaff, sql } from '../fixtures/backend';
import { closeClients, Collector, subscribed } from '../fixtures/realtime';
import { anonClient, createUser, serviceClient } from '../fixtures/stack';

afterEach(async () => {
  await serviceClient().rpc('set_system_maintenance', { active: false });
});

describe('system maintenance', () => {
  it('lets an internal admin turn it on with words that everyone reads, and off again, audited', async () => {
    const admin = await createUser();
    await makeStaff(admin, 'admin');
    const on = await admin.client.rpc('set_system_maintenance', {
      active: true,
      message: '  Upgrading the database until 14:00 UTC  ',
    });
    expect(on.error).toBeNull();
    for (const client of [anonClient(), (await createUser()).client]) {
      const { data, error } = await client.from('system_status').select('maintenance, message').single();
      expect(error).toBeNull();
      expect(data).toEqual({ maintenance: true, message: 'Upgrading the database until 14:00 UTC' });
    }
    expect((await admin.client.rpc('set_system_maintenance', { active: false })).error).toBeNull();
    const { data } = await anonClient().from('system_status').select('maintenance, message').single();
    expect(data).toEqual({ maintenance: false, message: null });
    const audit = await sql<{ action: string }>(
      `select action from audit_log where actor_id = $1 order by created_at, id`,
      [admin.id],
    );
    expect(audit.map((a) => a.action)).toEqual(['system.maintenance_on', 'system.maintenance_off']);
  });

  it('refuses a portal member, a fresh account and a visitor, and lets no client write the row', async () => {
    const [member, stranger] = await Promise.all([createUser(), createUser()]);
    await makeStaff(member, 'member');
    const attempts = await Promise.all([
      member.client.rpc('set_system_maintenance', { active: true, message: 'Down for good' }),
      stranger.client.rpc('set_system_maintenance', { active: true, message: 'Down for good' }),
      anonClient().rpc('set_system_maintenance', { active: true, message: 'Down for good' }),
      stranger.client.from('system_status').update({ maintenance: true }).eq('id', true).select(),
      stranger.client.from('system_status').insert({ id: true, maintenance: true }).select(),
    ]);
    for (const res of attempts) expect(res.error?.code).toBe('42501');
    const { data } = await anonClient().from('system_status').select('maintenance').maybeSingle();
    expect(data?.maintenance ?? false).toBe(false);
  });

  it('refuses words longer than 300 characters and changes nothing', async () => {
    const admin = await createUser();
    await makeStaff(admin, 'super_admin');
    const res = await admin.client.rpc('set_system_maintenance', { active: true, message: 'x'.repeat(301) });
    expect(res.error).toMatchObject({ code: '22023', message: 'The maintenance message is at most 300 characters' });
    const { data } = await anonClient().from('system_status').select('maintenance').maybeSingle();
    expect(data?.maintenance ?? false).toBe(false);
  });

  it('reaches a signed-in subscriber live on Realtime when an admin turns it on', async () => {
    const [admin, reader] = await Promise.all([createUser(), createUser()]);
    await makeStaff(admin, 'admin');
    const got = new Collector<{ new: { maintenance?: boolean; message?: string | null } }>();
    await subscribed(
      reader.client
        .channel(`maintenance-${randomUUID().slice(0, 6)}`)
        .on(
          'postgres_changes' as never,
          { event: '*', schema: 'public', table: 'system_status' } as never,
          got.push as never,
        ),
    );
    try {
      await admin.client.rpc('set_system_maintenance', { active: true, message: 'Back at noon' });
      const [change] = await got.count(1, 10_000);
      expect(change?.new).toMatchObject({ maintenance: true, message: 'Back at noon' });
    } finally {
      await closeClients(reader.client);
    }
  });
});
