// Who may do what in a company (product-spec §6 and the team RPCs): owners, super admins and
// admins edit the profile and manage the team (invite, change roles, remove). Company roles have
// one rank order, as the database's private.company_role_rank: owner > super admin > admin >
// HR manager, manager, recruiter > member; nobody invites, gives or changes a role above their
// own. The server decides; these only hide controls that would be refused.
const MANAGERS = ['company_owner', 'company_super_admin', 'company_admin'];

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

const RANK: Record<string, number> = {
  company_owner: 5,
  company_super_admin: 4,
  company_admin: 3,
  hr_manager: 2,
  manager: 2,
  recruiter: 2,
  company_member: 1,
};

const rankOf = (role: string | null | undefined) => RANK[role ?? ''] ?? 0;

export const canEditCompany = (role: string | null | undefined) => MANAGERS.includes(role ?? '');
export const canManageTeam = (role: string | null | undefined) => MANAGERS.includes(role ?? '');
export const canInvite = canManageTeam;

/**
 * Whether `myRole` may change or remove a member who holds `theirRole` (not one ranked above).
 * An owner never changes or removes themselves: another owner does (the database refuses it).
 */
export function canManageMember(myRole: string | null | undefined, theirRole: string, isSelf = false): boolean {
  if (isSelf && theirRole === 'company_owner') return false;
  return canManageTeam(myRole) && rankOf(theirRole) <= rankOf(myRole);
}

/** Whether `myRole` may revoke or resend an invitation offering `invitedRole` (as if sending it). */
export const canManageInvitation = (myRole: string | null | undefined, invitedRole: string) =>
  canManageMember(myRole, invitedRole);

/** The roles `myRole` may give: those ranked at most their own. */
export function assignableRoles(myRole: string | null | undefined): CompanyMemberRole[] {
  return companyMemberRoles.filter((role) => rankOf(role) <= rankOf(myRole));
}
