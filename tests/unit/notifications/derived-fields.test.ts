import { describe, expect, it } from 'vitest';
import { invitationData, invitationId, isInvitation } from '@/utils/notification-fields';
import { invitationOutcomeToast } from '@/features/notifications/utils/invitation-messages';
import { newArrivals, settledEntries } from '@/features/notifications/utils/transitions';
import { companyRoleLabel } from '@/utils/member-role-labels';

const invitation = (data: Record<string, unknown>, read = false) => ({ type: 'company_invitation', read, data });
const open = { requires_action: true, invitation_id: 'aa000000-0000-4000-8000-000000000001' };

describe('derived notification fields', () => {
  it('is an invitation only when it is a company invitation that requires action, unprocessed and unread', () => {
    expect(isInvitation(invitation(open))).toBe(true);
    expect(isInvitation(invitation(open, true))).toBe(false);
    expect(isInvitation(invitation({ ...open, requires_action: false }))).toBe(false);
    expect(isInvitation(invitation({ ...open, processed_at: '2026-11-22T10:00:00Z' }))).toBe(false);
    expect(isInvitation({ type: 'application', read: false, data: open })).toBe(false);
    expect(isInvitation({ type: 'company_invitation', read: false, data: null as never })).toBe(false);
  });

  it('gives invitation data with member_role, falling back to role', () => {
    const data = {
      company_name: 'Acme Robotics',
      company_logo: '/logos/acme.svg',
      role: 'hr_manager',
      invited_by: 'Alex',
    };
    expect(invitationData(invitation(data))).toEqual({
      company_name: 'Acme Robotics',
      company_logo: '/logos/acme.svg',
      member_role: 'hr_manager',
      invited_by: 'Alex',
    });
    expect(invitationData(invitation({ ...data, member_role: 'manager' }))?.member_role).toBe('manager');
    expect(invitationData(invitation({}))).toEqual({
      company_name: null,
      company_logo: null,
      member_role: null,
      invited_by: null,
    });
    expect(invitationData({ type: 'chat', read: false, data })).toBeNull();
  });

  it('reads the invitation id, and none when it is missing or blank', () => {
    expect(invitationId(invitation(open))).toBe(open.invitation_id);
    expect(invitationId(invitation({ requires_action: true }))).toBeNull();
    expect(invitationId(invitation({ invitation_id: '  ' }))).toBeNull();
  });
});

describe('member role labels', () => {
  it('labels every known company role as the spec names it', () => {
    expect(
      [
        'company_owner',
        'company_super_admin',
        'company_admin',
        'company_member',
        'hr_manager',
        'recruiter',
        'manager',
      ].map(companyRoleLabel),
    ).toEqual([
      'Company Owner',
      'Company Super Admin',
      'Company Admin',
      'Company Member',
      'HR Manager',
      'Recruiter',
      'Manager',
    ]);
  });

  it('title-cases unknown roles from their words and shows Member when there is none', () => {
    expect(companyRoleLabel('talent_partner')).toBe('Talent Partner');
    expect(companyRoleLabel('VP_of_SALES')).toBe('Vp Of Sales');
    expect(companyRoleLabel(undefined)).toBe('Member');
  });
});

describe('invitation outcome toasts', () => {
  it('welcomes an accept and confirms a decline', () => {
    expect(invitationOutcomeToast('accept', 'done')).toEqual({
      kind: 'success',
      title: 'Welcome to the team!',
      description: 'Invitation accepted successfully!',
    });
    expect(invitationOutcomeToast('decline', 'done')).toEqual({
      kind: 'success',
      title: 'Invitation Declined',
      description: 'Invitation declined',
    });
  });

  it('reports a refusal under the title Error', () => {
    expect(invitationOutcomeToast('accept', 'failed')).toMatchObject({
      title: 'Error',
      description: 'Failed to accept invitation',
    });
    expect(invitationOutcomeToast('decline', 'failed')).toMatchObject({ description: 'Failed to decline invitation' });
  });
});

describe('watcher bookkeeping', () => {
  it('reports an outbox entry once, when it leaves pending, and nothing on the first look', () => {
    const first = settledEntries(null, [
      { id: 'a', status: 'done' },
      { id: 'b', status: 'pending' },
    ]);
    expect(first.settled).toEqual([]);
    const second = settledEntries(first.seen, [
      { id: 'a', status: 'done' },
      { id: 'b', status: 'done' },
    ]);
    expect(second.settled.map((e) => e.id)).toEqual(['b']);
    const third = settledEntries(second.seen, [
      { id: 'a', status: 'done' },
      { id: 'b', status: 'done' },
    ]);
    expect(third.settled).toEqual([]);
  });

  it('reports notifications that were not there before, and none on the first look', () => {
    const first = newArrivals(null, [{ id: '1' }]);
    expect(first.arrived).toEqual([]);
    const second = newArrivals(first.known, [{ id: '2' }, { id: '1' }]);
    expect(second.arrived).toEqual([{ id: '2' }]);
  });
});
