import { describe, expect, it } from 'vitest';
import { canManageInvitation, canManageMember } from '@/features/company/utils/member-permissions';
import { personFirstName } from '@/features/company/utils/person-name';
import { needsConfirmation } from '@/features/company/utils/status-confirmation';

describe('moves of a candidate that ask first', () => {
  it('asks before rejecting and before moving someone out of Hired, and not otherwise', () => {
    expect(needsConfirmation('reviewing', 'rejected')).toBe(true);
    expect(needsConfirmation('hired', 'rejected')).toBe(true);
    expect(needsConfirmation('hired', 'interviewed')).toBe(true);
    expect(needsConfirmation('reviewing', 'hired')).toBe(false);
    expect(needsConfirmation('rejected', 'reviewing')).toBe(false);
    expect(needsConfirmation('rejected', 'rejected')).toBe(false);
  });
});

describe('team controls', () => {
  it('never offers an owner controls over their own membership, but does over a co-owner', () => {
    expect(canManageMember('company_owner', 'company_owner', true)).toBe(false);
    expect(canManageMember('company_owner', 'company_owner', false)).toBe(true);
    expect(canManageMember('company_admin', 'company_admin', true)).toBe(true);
  });

  it('offers Revoke and Resend to whoever could have sent the invitation', () => {
    expect(canManageInvitation('company_admin', 'company_admin')).toBe(true);
    expect(canManageInvitation('company_admin', 'company_super_admin')).toBe(false);
    expect(canManageInvitation('hr_manager', 'company_member')).toBe(false);
  });
});

describe("the contact button's name", () => {
  it('uses the first name, else the first word of the name', () => {
    expect(personFirstName({ first_name: 'Maya', display_name: 'Dr. Maya Okafor' })).toBe('Maya');
    expect(personFirstName({ display_name: 'Quinn Rivera' })).toBe('Quinn');
    expect(personFirstName({ email: 'lena.fischer@evee.dev' })).toBe('lena.fischer');
    expect(personFirstName(null)).toBe('Candidate');
  });
});
