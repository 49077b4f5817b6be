// Display labels for company member roles (product-spec §6), shared by the role switcher and
// the invitation notifications.
const LABELS: Record<string, string> = {
  company_owner: 'Company Owner',
  company_super_admin: 'Company Super Admin',
  company_admin: 'Company Admin',
  company_member: 'Company Member',
  hr_manager: 'HR Manager',
  recruiter: 'Recruiter',
  manager: 'Manager',
};

export function companyRoleLabel(role: string | null | undefined): string {
  if (!role || !role.trim()) return 'Member';
  const known = LABELS[role];
  if (known) return known;
  return role
    .split('_')
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}
