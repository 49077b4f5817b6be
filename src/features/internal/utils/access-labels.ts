// How roles and audit actions read to staff, and which roles each portal rank may change (the
// database enforces the same rules; the screen only offers what would be accepted).
import type { AppRole } from '@sync/internal/users';

export const roleLabels: Record<AppRole, string> = {
  internal_owner: 'Internal Owner',
  internal_super_admin: 'Internal Super Admin',
  internal_admin: 'Internal Admin',
  internal_member: 'Internal Member',
  company_admin: 'Company Admin',
  company_member: 'Company Member',
  recruiter: 'Recruiter',
  talent: 'Talent',
};

export const actionLabels: Record<string, string> = {
  'role.grant': 'Role granted',
  'role.revoke': 'Role revoked',
  'staff.add': 'Added to the portal',
  'staff.role': 'Portal role changed',
  'staff.remove': 'Removed from the portal',
  'staff.invite': 'Invited to the portal',
  'staff.uninvite': 'Portal invitation cancelled',
  'user.suspend': 'Suspended',
  'user.reactivate': 'Reactivated',
  'ticket.approve': 'Recruiter application approved',
  'ticket.reject': 'Recruiter application rejected',
  'ticket.status': 'Ticket status changed',
  'ticket.assign': 'Ticket assigned',
  'template.create': 'Template created',
  'template.update': 'Template edited',
  'template.delete': 'Template deleted',
  'placement.void': 'Placement fee voided',
  'system.maintenance_on': 'Maintenance notice turned on',
  'system.maintenance_off': 'Maintenance notice turned off',
};

export const actionLabel = (action: string) => actionLabels[action] ?? action;

export type PortalRank = 0 | 1 | 2 | 3 | 4;

const rankOfRole: Partial<Record<AppRole, PortalRank>> = {
  internal_owner: 4,
  internal_super_admin: 3,
  internal_admin: 2,
  internal_member: 1,
};

/** The caller's rank from their own roles: owner 4, super admin 3, admin 2, member 1. */
export function portalRank(roles: readonly string[]): PortalRank {
  return roles.reduce<PortalRank>((best, r) => Math.max(best, rankOfRole[r as AppRole] ?? 0) as PortalRank, 0);
}

export const isInternalRole = (role: AppRole) => role.startsWith('internal_');
export const isCompanyRole = (role: AppRole) => role === 'company_admin' || role === 'company_member';

/** Whether a caller of `rank` may grant or revoke `role`: admins the outside roles, owners and super admins the internal ones, owners alone the owner. */
export function mayChange(rank: PortalRank, role: AppRole): boolean {
  if (role === 'internal_owner') return rank >= 4;
  if (isInternalRole(role)) return rank >= 3;
  return rank >= 2;
}
