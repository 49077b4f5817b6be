import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NotificationDoc } from '@sync/collections/notifications/schema';
import { answerInvitation } from '@/lib/invitation-commands';
import { invitationData, isInvitation } from '@/utils/notification-fields';
import { makeCompany } from '../fixtures/backend';
import { waitFor } from '../fixtures/sync';
import { syncedDevice, type Device } from '../fixtures/sync-session';
import { createUser, serviceClient, type TestUser } from '../fixtures/stack';

let invitee: TestUser, owner: TestUser;
let device: Device | undefined;

beforeEach(async () => {
  [invitee, owner] = await Promise.all([createUser(), createUser()]);
});

afterEach(async () => {
  await device?.close();
  device = undefined;
});

async function invite(companyId: string): Promise<void> {
  const { error } = await serviceClient()
    .from('company_invitations')
    .insert({ company_id: companyId, email: invitee.email, member_role: 'hr_manager', invited_by: owner.id });
  if (error) throw error;
}

const invitationRow = (d: Device) =>
  waitFor(async () => {
    const doc = await d.db.notifications.findOne({ selector: { type: 'company_invitation' } }).exec();
    return doc ? (doc.toJSON() as NotificationDoc) : null;
  }, 'the invitation notification');

describe('answering an invitation from the notifications feature', () => {
  it('derives the invitation fields from the synced row, and closes it once declined', async () => {
    const company = await makeCompany(owner, 'Lumen Analytics');
    await invite(company.id);
    device = await syncedDevice(invitee);
    const row = await invitationRow(device);
    expect(isInvitation(row)).toBe(true);
    expect(invitationData(row)).toMatchObject({ company_name: 'Lumen Analytics', member_role: 'hr_manager' });

    const result = await answerInvitation(device.db, row, 'decline');
    expect(result.ok).toBe(true);
    await device.engine.awaitInSync();
    const entry = await device.db.outbox.findOne(result.ok ? result.entryId : '').exec();
    expect(entry?.status).toBe('done');
    const closed = await waitFor(async () => {
      const doc = await device!.db.notifications.findOne(row.id).exec();
      return doc && doc.read ? (doc.toJSON() as NotificationDoc) : null;
    }, 'the closed invitation');
    expect(isInvitation(closed)).toBe(false);

    const late = await answerInvitation(device.db, closed, 'accept');
    await device.engine.awaitInSync();
    const refused = await device.db.outbox.findOne(late.ok ? late.entryId : '').exec();
    expect(refused?.status).toBe('failed');
    expect(refused?.error).toBe('This invitation was declined and can no longer be accepted');
  });

  it("refuses an invitation without an invitation id with 'Invalid invitation' and queues nothing", async () => {
    device = await syncedDevice(invitee);
    const result = await answerInvitation(
      device.db,
      { type: 'company_invitation', read: false, data: { requires_action: true } },
      'accept',
    );
    expect(result).toEqual({ ok: false, error: 'Invalid invitation' });
    expect(await device.db.outbox.count().exec()).toBe(0);
  });
});
