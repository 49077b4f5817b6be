// What a person may reach, derived from their roles and company memberships (product-spec §6).
export type WorkspaceMode = 'talent' | 'company' | 'recruiter' | 'internal';

/** The order in which a default workspace is chosen, and in which the switcher lists them. */
export const workspaceOrder: readonly WorkspaceMode[] = ['talent', 'company', 'recruiter', 'internal'];

export interface RoleRecord {
  role_type: string;
  context_type: string | null;
  context_id: string | null;
  permissions: Record<string, unknown> | null;
}

export interface CompanyMembership {
  company_id: string;
  company_name: string;
  company_logo_url: string | null;
  company_identifier: string;
  user_role: string | null;
}

export interface AccessFlags {
  talent: boolean;
  company: boolean;
  recruiter: boolean;
  internal: boolean;
  admin: boolean;
}

const INTERNAL_ROLES = new Set(['internal_owner', 'internal_super_admin', 'internal_admin', 'internal_member']);

export function isInternalRole(roleType: string): boolean {
  return INTERNAL_ROLES.has(roleType);
}

export function accessFlags(roles: readonly RoleRecord[], companies: readonly CompanyMembership[]): AccessFlags {
  const types = new Set(roles.map((r) => r.role_type));
  const internal = roles.some((r) => isInternalRole(r.role_type));
  const company = companies.length > 0;
  return {
    talent: types.has('talent'),
    company,
    recruiter: types.has('recruiter'),
    internal,
    admin: internal || company,
  };
}

export function isWorkspaceMode(value: unknown): value is WorkspaceMode {
  return typeof value === 'string' && (workspaceOrder as readonly string[]).includes(value);
}

/**
 * The workspaces a person may use, in switcher order. Someone with no access at all (a new
 * account whose roles are not created yet) still gets the talent workspace, which has no guard,
 * so a signed-in person always has somewhere to land.
 */
export function availableModes(flags: AccessFlags): WorkspaceMode[] {
  const modes = workspaceOrder.filter((mode) => flags[mode]);
  return modes.length ? modes : ['talent'];
}

/** Whether a role check matches, optionally within one context (a company, say). */
export function hasRole(roles: readonly RoleRecord[], roleType: string, contextId?: string): boolean {
  return roles.some((r) => r.role_type === roleType && (contextId === undefined || r.context_id === contextId));
}

/** The person's role in one company, or null when they are not a member. */
export function roleInCompany(companies: readonly CompanyMembership[], companyId: string): string | null {
  return companies.find((c) => c.company_id === companyId)?.user_role ?? null;
}

/** The stored selection if it is still one of the person's companies, else the first. */
export function resolveSelectedCompany(
  companies: readonly CompanyMembership[],
  storedId: string | null,
): CompanyMembership | null {
  return companies.find((c) => c.company_id === storedId) ?? companies[0] ?? null;
}
