// Who may do what in a company (product-spec §6 and the team RPCs): owners, super admins and
// admins edit the profile and manage the team; HR managers may also invite (the invitation
// policy allows them); only an owner changes, removes or invites an owner. The server decides;
// these only hide controls that would be refused.
const MANAGERS = ['company_owner', 'company_super_admin', 'company_admin'];
const INVITERS = [...MANAGERS, 'hr_manager'];

export const companyMemberRoles = [
  'company_owner',
  'company_super_admin',
  'company_admin',
  'company_member',
  'hr_manager',
  'recruiter',
  'manager',
] as const;

export type CompanyMemberRole = (typeof companyMemberRoles)[number];

export const canEditCompany = (role: string | null | undefined) => MANAGERS.includes(role ?? '');
export const canManageTeam = (role: string | null | undefined) => MANAGERS.includes(role ?? '');
export const canInvite = (role: string | null | undefined) => INVITERS.includes(role ?? '');

/** Whether `myRole` may change or remove a member who holds `theirRole`. */
export function canManageMember(myRole: string | null | undefined, theirRole: string): boolean {
  if (!canManageTeam(myRole)) return false;
  return theirRole !== 'company_owner' || myRole === 'company_owner';
}

/** The roles `myRole` may give (an owner alone makes owners). */
export function assignableRoles(myRole: string | null | undefined): CompanyMemberRole[] {
  return companyMemberRoles.filter((role) => role !== 'company_owner' || myRole === 'company_owner');
}
