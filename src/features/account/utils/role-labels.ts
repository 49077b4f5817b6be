// Words for the roles a person holds (product-spec §6) on the settings screen.
const ROLE_LABELS: Record<string, string> = {
  talent: 'Talent',
  recruiter: 'Recruiter',
  company_admin: 'Company Admin',
  company_member: 'Company Member',
  internal_owner: 'Internal Owner',
  internal_super_admin: 'Internal Super Admin',
  internal_admin: 'Internal Admin',
  internal_member: 'Internal Member',
};

export function roleLabel(role: string): string {
  return (
    ROLE_LABELS[role] ??
    role
      .split('_')
      .filter(Boolean)
      .map((w) => w[0]!.toUpperCase() + w.slice(1))
      .join(' ')
  );
}

export type RoleWorkspace = 'talent' | 'recruiter' | 'internal' | 'company';

/** The workspace a role opens, if any. */
export function workspaceOfRole(role: string): RoleWorkspace | null {
  if (role === 'talent') return 'talent';
  if (role === 'recruiter') return 'recruiter';
  if (role.startsWith('internal_')) return 'internal';
  if (role.startsWith('company_')) return 'company';
  return null;
}
