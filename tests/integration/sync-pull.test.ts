import 'fake-indexeddb/auto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openUserDatabase, type EveeDatabase } from '@sync/database';
import { startSync, type SyncEngine } from '@sync/sync-engine';
import { watchAccess } from '@sync/queries/access';
import { watchParticipantsDetailed } from '@sync/queries/participants';
import { firstValueFrom } from 'rxjs';
import { addMember, makeCompany, makeConversation, postMessage, sql, type TestCompany } from '../fixtures/backend';
import { memoryStorage, notify, waitFor } from '../fixtures/sync';
import { createUser, serviceClient, type TestUser } from '../fixtures/stack';

let alice: TestUser, bob: TestUser, carol: TestUser;
let mine: TestCompany, theirs: TestCompany;
let shared: string, elsewhere: string;
let db: EveeDatabase | undefined;
let engine: SyncEngine | undefined;

beforeAll(async () => {
  [alice, bob, carol] = await Promise.all([
    createUser({ metadata: { display_name: 'Alice Sync' } }),
    createUser({ metadata: { display_name: 'Bob Sync' } }),
    createUser({ metadata: { display_name: 'Carol Sync' } }),
  ]);
  [mine, theirs] = await Promise.all([makeCompany(alice, 'Alice Co'), makeCompany(bob, 'Bob Co')]);
  await addMember(mine.id, carol);
  shared = await makeConversation([{ user: carol }, { user: alice }], { title: 'Alice and Carol' });
  elsewhere = await makeConversation([{ user: bob }, { user: carol }], { title: 'Bob and Carol' });
  await postMessage(carol.client, shared, carol.id, 'Hello Alice');
  await postMessage(carol.client, shared, carol.id, 'Are you there?');
  await postMessage(carol.client, elsewhere, carol.id, 'Hello Bob');
  const { data: withdrawn } = await postMessage(carol.client, shared, carol.id, 'Withdrawn');
  await sql('update public.conversation_messages set _deleted = true where id = $1', [withdrawn!.id]);
  await notify(alice.id, 'For Alice 1', { job: { title: 'Engineer' }, tags: ['a', 'b'] });
  await notify(alice.id, 'For Alice 2');
  await notify(bob.id, 'For Bob');
});

afterEach(async () => {
  await engine?.stop();
  await db?.remove();
  engine = undefined;
  db = undefined;
});

async function syncAlice() {
  db = await openUserDatabase({ userId: alice.id, storage: memoryStorage() });
  engine = startSync({ db, client: alice.client, userId: alice.id });
  await engine.awaitInitialSync();
  return { db, engine };
}

describe('the initial pull', () => {
  it('brings everything the user may see and nothing else', async () => {
    const { db } = await syncAlice();
    const titles = (await db.notifications.find().exec()).map((n) => n.title).sort();
    expect(titles).toEqual(['For Alice 1', 'For Alice 2']);
    const withData = await db.notifications.findOne({ selector: { title: 'For Alice 1' } }).exec();
    expect(withData?.data).toEqual({ job: { title: 'Engineer' }, tags: ['a', 'b'] });

    expect((await db.conversations.find().exec()).map((c) => c.id)).toEqual([shared]);
    const participants = await db.conversation_participants.find().exec();
    expect(participants.map((p) => p.user_id).sort()).toEqual([alice.id, carol.id].sort());
    const messages = await db.conversation_messages.find({ sort: [{ created_at: 'asc' }] }).exec();
    expect(messages.map((m) => m.content)).toEqual(['Hello Alice', 'Are you there?']);
    expect(messages[0]!.attachments).toEqual([]);
    expect(messages.map((m) => m.delivery)).toEqual(['', '']);

    const companies = (await db.companies.find().exec()).map((c) => c.id);
    expect(companies).toContain(mine.id);
    expect(companies).not.toContain(theirs.id);
    const memberships = await db.company_team_members.find({ selector: { user_id: alice.id } }).exec();
    expect(memberships.map((m) => [m.company_id, m.member_role])).toEqual([[mine.id, 'company_owner']]);
    const roles = (await db.user_roles.find().exec()).map((r) => r.role_type).sort();
    expect(roles).toEqual(['company_admin', 'talent']);
    expect(await db.internal_portal_users.count().exec()).toBe(0);

    await waitFor(async () => (await db.user_profiles.count().exec()) === 2, 'the profiles of Alice and Carol');
    const profiles = (await db.user_profiles.find().exec()).map((p) => p.user_id).sort();
    expect(profiles).toEqual([alice.id, carol.id].sort());
  });
});

describe('workspaces on the device', () => {
  it('are the roles and companies the server’s RPCs give', async () => {
    const { db } = await syncAlice();
    const [roles, companies] = await Promise.all([
      alice.client.rpc('get_user_roles_simple', { target_user_id: alice.id }),
      alice.client.rpc('get_user_companies_detailed', { user_uuid: alice.id }),
    ]);
    const local = await firstValueFrom(watchAccess(db, alice.id));
    expect(local).toEqual({ roles: roles.data, companies: companies.data });
    expect(local.companies.map((c) => c.company_id)).toEqual([mine.id]);
  });
});

describe('participants with their names', () => {
  it('are the rows of the server’s detailed view', async () => {
    const { db } = await syncAlice();
    await engine!.awaitInSync();
    const { data: view } = await alice.client
      .from('conversation_participants_detailed')
      .select('*')
      .eq('conversation_id', shared)
      .order('joined_at')
      .order('id');
    const local = await waitFor(async () => {
      const rows = await firstValueFrom(watchParticipantsDetailed(db, shared));
      return rows.every((r) => r.display_name !== 'User') ? rows : null;
    }, 'both names on the device');
    expect(local).toEqual(view);
    expect(local.map((p) => p.display_name).sort()).toEqual(['Alice Sync', 'Carol Sync']);
  });
});

describe('live changes', () => {
  it('a message, a notification and a new contact made by others arrive without a pull', async () => {
    const { db } = await syncAlice();
    await postMessage(carol.client, shared, carol.id, 'Live one');
    await waitFor(
      () => db.conversation_messages.findOne({ selector: { content: 'Live one' } }).exec(),
      'the live message',
    );
    await notify(alice.id, 'Live notification');
    await waitFor(
      () => db.notifications.findOne({ selector: { title: 'Live notification' } }).exec(),
      'the live notification',
    );
    await notify(bob.id, 'Not for Alice');

    const group = await makeConversation([{ user: alice }, { user: bob }], { title: 'Alice and Bob' });
    await waitFor(() => db.conversations.findOne(group).exec(), 'the new conversation');
    await waitFor(
      () => db.user_profiles.findOne({ selector: { user_id: bob.id } }).exec(),
      "Bob's profile, now a contact",
    );
    expect(await db.notifications.findOne({ selector: { title: 'Not for Alice' } }).exec()).toBeNull();

    await serviceClient().from('conversations').update({ title: 'Renamed' }).eq('id', shared);
    await waitFor(
      async () => (await db.conversations.findOne(shared).exec())?.title === 'Renamed',
      'the renamed conversation',
    );
  });
});
