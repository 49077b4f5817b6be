// A profile's e-mail is private: every signed-in user reads names and avatars, but an address
// reaches only its owner, their teammates, the members of a company they applied to, their
// conversation contacts who sent them a message and internal staff (profile_emails()); no REST
// route, filter or live change gives it to anyone else. Tina applied to Acme (Alice owns it, Carol
// is a member); Bob owns another company; Cody is in a conversation with Tina (made by the
// server) where only Tina has written; Sam is staff.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPeople } from '@sync/collections/user-profiles/emails';
import { makeConversation, makeStaff, postMessage, sql } from '../fixtures/backend';
import { makeApplication } from '../fixtures/hiring';
import { closeClients, Collector, sleep, subscribed } from '../fixtures/realtime';
import { anonClient, createUser, stack, type TestUser } from '../fixtures/stack';
import { waitFor } from '../fixtures/sync';
import { syncedDevice } from '../fixtures/sync-session';
import { makeWorkspaceWorld, type WorkspaceWorld } from '../fixtures/workspace-world';

let w: WorkspaceWorld;
let cody: TestUser;
let sam: TestUser;
const channels: SupabaseClient[] = [];

beforeAll(async () => {
  w = await makeWorkspaceWorld();
  [cody, sam] = await Promise.all([
    createUser({ metadata: { display_name: 'Cody Contact' } }),
    createUser({ metadata: { display_name: 'Sam Staff' } }),
  ]);
  const chat = await makeConversation([{ user: cody }, { user: w.tina }]);
  const said = await postMessage(w.tina.client, chat, w.tina.id, 'Hi Cody');
  if (said.error) throw new Error(said.error.message);
  await makeStaff(sam, 'member');
});

afterAll(async () => {
  await closeClients(...channels);
});

const emailsSeenBy = async (viewer: SupabaseClient, people: TestUser[]) => {
  const { data, error } = await viewer.rpc('profile_emails', { user_ids: people.map((p) => p.id) });
  expect(error).toBeNull();
  return Object.fromEntries((data as { user_id: string; email: string }[]).map((r) => [r.user_id, r.email]));
};

describe('profile e-mails', () => {
  it('are refused to a signed-in stranger on every REST route that would name, filter or order by them', async () => {
    const bob = w.bob.client;
    const tina = encodeURIComponent(w.tina.email);
    const routes = [
      'select=*',
      'select=email',
      'select=id,mail:email',
      `select=id&user_id=eq.${w.tina.id}&email=eq.${tina}`,
      'select=id&email=like.*',
      'select=id&email=ilike.*evee*',
      'select=id&email=not.is.null',
      `select=id&or=(email.eq.${tina},user_id.eq.${w.tina.id})`,
      'select=id&order=email.asc',
    ];
    for (const query of routes) {
      const res = await fetch(`${stack().url}/rest/v1/user_profiles?${query}`, {
        headers: {
          apikey: stack().anonKey,
          authorization: `Bearer ${(await bob.auth.getSession()).data.session!.access_token}`,
        },
      });
      const body = (await res.json()) as { code?: string };
      expect({ query, status: res.status, code: body.code }).toEqual({ query, status: 403, code: '42501' });
    }
    // Names and avatars stay readable by every signed-in user.
    const names = await bob.from('user_profiles').select('user_id, display_name, avatar_url').eq('user_id', w.tina.id);
    expect(names.data).toEqual([{ user_id: w.tina.id, display_name: 'Tina Talent', avatar_url: null }]);
    // And the function gives a stranger none: not Tina's (no company, application or chat in common), not Alice's.
    expect(await emailsSeenBy(bob, [w.tina, w.alice, cody, sam])).toEqual({});
    expect(await emailsSeenBy(w.uma.client, [w.tina, w.alice])).toEqual({});
  });

  it('reach the owner, teammates, the members of a company the person applied to, contacts who wrote to them and staff', async () => {
    expect(await emailsSeenBy(w.tina.client, [w.tina])).toEqual({ [w.tina.id]: w.tina.email });
    // Carol is Alice's teammate and Tina applied to their company.
    expect(await emailsSeenBy(w.carol.client, [w.alice, w.tina, w.uma, w.bob])).toEqual({
      [w.alice.id]: w.alice.email,
      [w.tina.id]: w.tina.email,
    });
    // Tina wrote in the conversation, so Cody sees hers; Cody has not written, so Tina does not see his.
    expect(await emailsSeenBy(cody.client, [w.tina, w.alice])).toEqual({ [w.tina.id]: w.tina.email });
    expect(await emailsSeenBy(w.tina.client, [cody])).toEqual({});
    expect(await emailsSeenBy(sam.client, [w.tina, w.bob])).toEqual({
      [w.tina.id]: w.tina.email,
      [w.bob.id]: w.bob.email,
    });
    // The portal's reads (team, tickets) go through the same function.
    expect((await readPeople(sam.client, [w.tina.id])).map((p) => p.email)).toEqual([w.tina.email]);
    expect(await readPeople(w.bob.client, [w.tina.id])).toEqual([
      { user_id: w.tina.id, display_name: 'Tina Talent', avatar_url: null, email: null },
    ]);
  });

  it('stop reaching a company once the application is withdrawn', async () => {
    const talent = await createUser({ metadata: { display_name: 'Wendy Withdrawn' } });
    const app = await makeApplication(w.openJob, talent.id);
    expect(await emailsSeenBy(w.alice.client, [talent])).toEqual({ [talent.id]: talent.email });
    await sql('update public.job_applications set _deleted = true where id = $1', [app]);
    expect(await emailsSeenBy(w.alice.client, [talent])).toEqual({});
  });

  it('are given to no signed-out visitor', async () => {
    const anon = anonClient();
    expect((await anon.rpc('profile_emails', { user_ids: [w.tina.id] })).error?.code).toBe('42501');
    expect((await anon.from('user_profiles').select('email')).error?.code).toBe('42501');
  });

  it('never travel in a live change, and a live filter on the e-mail matches nothing', async () => {
    const watch = async (viewer: TestUser, filter?: string) => {
      const got = new Collector<{ new: Record<string, unknown>; columns?: { name: string }[] }>();
      channels.push(viewer.client);
      await subscribed(
        viewer.client
          .channel(`emails-${randomUUID().slice(0, 6)}`)
          .on(
            'postgres_changes' as never,
            { event: 'UPDATE', schema: 'public', table: 'user_profiles', ...(filter ? { filter } : {}) } as never,
            got.push as never,
          ),
      );
      return got;
    };
    const bobAll = await watch(w.bob);
    const bobByEmail = await watch(w.bob, `email=eq.${w.tina.email}`);
    const carolAll = await watch(w.carol);
    await sql(`update public.user_profiles set display_name = 'Tina Renamed' where user_id = $1`, [w.tina.id]);
    for (const got of [bobAll, carolAll]) {
      const [change] = await got.until((items) => items.some((c) => c.new.user_id === w.tina.id));
      const tina = got.items.find((c) => c.new.user_id === w.tina.id)!;
      expect(change).toBeDefined();
      expect(tina.new.display_name).toBe('Tina Renamed');
      expect(tina.new).not.toHaveProperty('email');
      expect(JSON.stringify(tina)).not.toContain(w.tina.email);
    }
    await sleep(500);
    expect(bobByEmail.items).toEqual([]);
  });

  it('are on the device for the applicants of the user’s company, and not for a stranger’s contacts', async () => {
    const device = await syncedDevice(w.carol);
    try {
      const emailOf = async (userId: string) =>
        (await device.db.user_profiles.findOne({ selector: { user_id: userId } }).exec())?.email;
      await waitFor(async () => (await emailOf(w.tina.id)) === w.tina.email, 'Tina’s e-mail on Carol’s device');
      expect(await emailOf(w.alice.id)).toBe(w.alice.email);
      expect(await emailOf(w.carol.id)).toBe(w.carol.email);
      // A live rename keeps the e-mail on the device.
      await sql(`update public.user_profiles set display_name = 'Tina Live' where user_id = $1`, [w.tina.id]);
      await waitFor(
        async () =>
          (await device.db.user_profiles.findOne({ selector: { user_id: w.tina.id } }).exec())?.display_name ===
          'Tina Live',
        'the rename on the device',
      );
      expect(await emailOf(w.tina.id)).toBe(w.tina.email);
      expect(await emailOf(w.bob.id)).toBeUndefined();
    } finally {
      await device.close();
    }
  });
});
