/**
 * The user's workspaces from the local database, in the shapes of the RPCs the shell first
 * used (get_user_roles_simple, get_user_companies_detailed), so the shell opens offline
 * already knowing them. Live: it follows every change to roles, memberships and companies.
 * Also whether the device knows them at all: an empty mirror means "no workspaces" only once
 * roles, memberships and companies have each completed a pull, which a local document records.
 */
import { combineLatest, map, of, switchMap, type Observable } from 'rxjs';
import type { MirroredTable } from '../collections/registry';
import type { CompanyDoc } from '../collections/companies/schema';
import type { CompanyTeamMemberDoc } from '../collections/company-team-members/schema';
import type { UserRoleDoc } from '../collections/user-roles/schema';
import type { EveeDatabase } from '../database';
import type { TableReplication } from '../replication/types';

export interface LocalRole {
  role_type: string;
  context_type: string | null;
  context_id: string | null;
  permissions: Record<string, unknown> | null;
}

export interface LocalCompanyMembership {
  company_id: string;
  company_name: string;
  company_logo_url: string | null;
  company_identifier: string;
  user_role: string | null;
}

export interface LocalAccess {
  roles: LocalRole[];
  companies: LocalCompanyMembership[];
}

const byNullsFirst = (a: string | null | undefined, b: string | null | undefined) =>
  a === b ? 0 : a == null ? -1 : b == null ? 1 : a < b ? -1 : 1;

/** Pure: the roles and companies of `userId`, ordered as the RPCs order them. */
export function accessFrom(
  userId: string,
  roles: UserRoleDoc[],
  memberships: CompanyTeamMemberDoc[],
  companies: CompanyDoc[],
): LocalAccess {
  const ownRoles = roles
    .filter((r) => r.user_id === userId)
    .map((r) => ({
      role_type: r.role_type,
      context_type: r.context_type ?? null,
      context_id: r.context_id ?? null,
      permissions: (r.permissions as Record<string, unknown>) ?? null,
    }))
    .sort(
      (a, b) =>
        byNullsFirst(a.role_type, b.role_type) ||
        byNullsFirst(a.context_type, b.context_type) ||
        byNullsFirst(a.context_id, b.context_id),
    );
  const companyById = new Map(companies.map((c) => [c.id, c]));
  const ownCompanies = memberships
    .filter((m) => m.user_id === userId && companyById.has(m.company_id))
    .map((m) => {
      const company = companyById.get(m.company_id)!;
      return {
        company_id: company.id,
        company_name: company.name,
        company_logo_url: company.logo_url ?? null,
        company_identifier: company.identifier,
        user_role: m.member_role,
      };
    })
    .sort((a, b) => a.company_name.localeCompare(b.company_name) || a.company_id.localeCompare(b.company_id));
  return { roles: ownRoles, companies: ownCompanies };
}

export function watchAccess(db: EveeDatabase, userId: string): Observable<LocalAccess> {
  return combineLatest([
    db.user_roles.find({ selector: { user_id: userId } }).$,
    db.company_team_members.find({ selector: { user_id: userId } }).$,
    db.companies.find().$,
  ]).pipe(
    map(([roles, memberships, companies]) =>
      accessFrom(
        userId,
        roles.map((d) => d.toJSON() as UserRoleDoc),
        memberships.map((d) => d.toJSON() as CompanyTeamMemberDoc),
        companies.map((d) => d.toJSON() as CompanyDoc),
      ),
    ),
  );
}

const ACCESS_TABLES: MirroredTable[] = ['user_roles', 'company_team_members', 'companies'];
const ACCESS_SYNCED_DOC = 'access-synced';

/**
 * Records in the database, once each access table has completed its first pull (companies
 * settled on the memberships' keys), that the device knows the person's workspaces. Run by
 * the replicating tab; the record lives as long as the user's database.
 */
export async function recordAccessSynced(
  db: EveeDatabase,
  replications: Map<MirroredTable, TableReplication>,
): Promise<void> {
  const access = ACCESS_TABLES.map((table) => replications.get(table));
  if (access.some((r) => !r)) return;
  await Promise.all(access.map((r) => r!.state.awaitInitialReplication()));
  for (const r of access) await r!.settle?.();
  // The rows a settle fetched reach the collection through the replication's stream; an access
  // record written before them would show a member of a company without the company.
  await Promise.all(access.map((r) => r!.state.awaitInSync()));
  if (!db.closed && !(await db.getLocal(ACCESS_SYNCED_DOC))) {
    await db.upsertLocal(ACCESS_SYNCED_DOC, { at: new Date().toISOString() });
  }
}

/** Whether the device has completed a pull of the person's access (false on a first run). */
export async function accessSyncedOnDevice(db: EveeDatabase): Promise<boolean> {
  return (await db.getLocal(ACCESS_SYNCED_DOC)) !== null;
}

/** The local access once the device has completed a pull of it, else null (a first run). */
export function watchSyncedAccess(db: EveeDatabase, userId: string): Observable<LocalAccess | null> {
  return db.getLocal$(ACCESS_SYNCED_DOC).pipe(switchMap((synced) => (synced ? watchAccess(db, userId) : of(null))));
}
