import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enqueueCommand, retryCommand } from '@sync/outbox/commands';
import { sendMessage } from '@sync/writes';
import { makeCompany, makeConversation, sql } from '../fixtures/backend';
import { gatedClient, memoryStorage, waitFor } from '../fixtures/sync';
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

async function invite(companyId: string, email: string): Promise<string> {
  const { data, error } = await serviceClient()
    .from('company_invitations')
    .insert({ company_id: companyId, email, member_role: 'company_member', invited_by: carol.id })
    .select('id')
    .single<{ id: string }>();
  if (error) throw error;
  return data.id;
}

describe('the outbox', () => {
  it('keeps a command made offline pending, runs it once online, and a replay changes nothing', async () => {
    const company = await makeCompany(carol, 'Outbox Co');
    const invitation = await invite(company.id, alice.email);
    device = await syncedDevice(alice);
    await waitFor(
      () => device.db.notifications.findOne({ selector: { type: 'company_invitation' } }).exec(),
      'the invitation',
    );
    await device.goOffline();

    const entry = await enqueueCommand(device.db, 'accept_company_invitation', { invitation_id: invitation });
    const again = await enqueueCommand(device.db, 'accept_company_invitation', { invitation_id: invitation });
    expect(again.id).toBe(entry.id);
    await waitFor(() => device.engine.status.get().pendingCommands === 1, 'one pending command');
    await new Promise((r) => setTimeout(r, 300));
    expect((await device.db.outbox.findOne(entry.id).exec())?.status).toBe('pending');

    await device.goOnline();
    const done = await waitFor(async () => {
      const doc = await device.db.outbox.findOne(entry.id).exec();
      return doc?.status === 'done' ? doc : null;
    }, 'the command to be done');
    expect(done.result).toMatchObject({ success: true, changed: true, status: 'accepted' });
    await waitFor(() => device.db.companies.findOne(company.id).exec(), 'the new company on the device');
    const notice = await waitFor(async () => {
      const n = await device.db.notifications.findOne({ selector: { type: 'company_invitation' } }).exec();
      return n?.read ? n : null;
    }, 'the invitation notification closed');
    expect(notice.data).toMatchObject({ requires_action: false, status: 'accepted' });

    const replay = await enqueueCommand(device.db, 'accept_company_invitation', { invitation_id: invitation });
    const replayed = await waitFor(async () => {
      const doc = await device.db.outbox.findOne(replay.id).exec();
      return doc?.status === 'done' ? doc : null;
    }, 'the replay to be done');
    expect(replayed.result).toMatchObject({ success: true, changed: false });
    expect(
      await sql('select 1 from public.company_team_members where company_id = $1 and user_id = $2', [
        company.id,
        alice.id,
      ]),
    ).toHaveLength(1);
    await waitFor(() => device.engine.status.get().pendingCommands === 0, 'no pending command');
  });

  it('pulls what an accepted invitation changed as soon as the server has carried it out, with no live channel', async () => {
    const company = await makeCompany(carol, 'Pulled Co');
    const invitation = await invite(company.id, alice.email);
    const token = (await alice.client.auth.getSession()).data.session!.access_token;
    // A device back online whose live channel has not joined: only its own pulls bring changes.
    device = await syncedDevice(alice, memoryStorage(), gatedClient(token, []).client);
    await device.engine.awaitInitialSync();
    expect(await device.db.companies.findOne(company.id).exec()).toBeNull();

    const entry = await enqueueCommand(device.db, 'accept_company_invitation', { invitation_id: invitation });
    await waitFor(async () => (await device.db.outbox.findOne(entry.id).exec())?.status === 'done', 'the command');
    const membership = await waitFor(
      () => device.db.company_team_members.findOne({ selector: { company_id: company.id, user_id: alice.id } }).exec(),
      'the membership on the device',
    );
    const shown = await waitFor(() => device.db.companies.findOne(company.id).exec(), 'the company on the device');
    expect([membership.member_role, shown.name]).toEqual(['company_member', 'Pulled Co']);
  });

  it('marks a command the server refuses as failed with the server’s reason', async () => {
    const company = await makeCompany(carol, 'Refusing Co');
    const invitation = await invite(company.id, alice.email);
    device = await syncedDevice(alice);
    const { error } = await alice.client.rpc('accept_company_invitation', { invitation_id: invitation });
    expect(error).toBeNull();

    const refused = await enqueueCommand(device.db, 'decline_company_invitation', { invitation_id: invitation });
    const missing = await enqueueCommand(device.db, 'accept_company_invitation', { invitation_id: randomUUID() });
    const failed = await waitFor(async () => {
      const docs = await device.db.outbox.find({ selector: { status: 'failed' } }).exec();
      return docs.length === 2 ? docs : null;
    }, 'both commands failed');
    const byId = Object.fromEntries(failed.map((d) => [d.id, d]));
    expect(byId[refused.id]!.error).toBe('This invitation was already accepted and can no longer be declined');
    expect(byId[missing.id]!.error).toMatch(/^Invitation .* not found$/);
    expect(byId[refused.id]!.error_code).toBe('P0001');

    await retryCommand(device.db, refused.id);
    expect((await device.db.outbox.findOne(refused.id).exec())?.status).toBe('pending');
    await waitFor(
      async () => (await device.db.outbox.findOne(refused.id).exec())?.status === 'failed',
      'the retry refused again',
    );
  });
});

describe('writes the server refuses', () => {
  it('are recorded for the user, then sent again on Retry or undone on Discard', async () => {
    const conversation = await makeConversation([{ user: carol }]);
    device = await syncedDevice(alice);
    const refused = await sendMessage(device.db, {
      conversationId: conversation,
      senderId: alice.id,
      content: 'Not my conversation',
    });
    const failure = await waitFor(
      () => device.db.sync_failures.findOne(`conversation_messages:${refused.id}`).exec(),
      'the failure',
    );
    expect(failure.code).toBe('42501');
    await waitFor(
      () => device.engine.status.get().failedWrites === 1 && device.engine.status.get().pendingWrites === 0,
      'one failed, none pending',
    );
    expect(
      device.engine.status.get().errors.some((e) => e.kind === 'permanent' && e.collection === 'conversation_messages'),
    ).toBe(true);

    await serviceClient()
      .from('conversation_participants')
      .insert({ conversation_id: conversation, user_id: alice.id });
    await device.engine.retryFailure(failure.id);
    await waitFor(
      async () => (await sql('select 1 from public.conversation_messages where id = $1', [refused.id])).length === 1,
      'the message stored after Retry',
    );
    expect(await device.db.sync_failures.count().exec()).toBe(0);

    await serviceClient()
      .from('conversation_participants')
      .update({ is_active: false })
      .eq('conversation_id', conversation)
      .eq('user_id', alice.id);
    const second = await sendMessage(device.db, {
      conversationId: conversation,
      senderId: alice.id,
      content: 'After leaving',
    });
    const secondFailure = await waitFor(
      () => device.db.sync_failures.findOne(`conversation_messages:${second.id}`).exec(),
      'the second failure',
    );
    await device.engine.discardFailure(secondFailure.id);
    await waitFor(
      async () => (await device.db.conversation_messages.findOne(second.id).exec()) === null,
      'the refused message gone',
    );
    expect(await device.db.sync_failures.count().exec()).toBe(0);
    expect(await sql('select 1 from public.conversation_messages where id = $1', [second.id])).toHaveLength(0);
  });
});
