/**
 * Replication of company memberships: RxDB's replication-supabase plugin. Flat rows, scoped by
 * RLS to the user's memberships and their companies' teams, written only by the server.
 */
import type { TableSync } from '../../replication/types';
import type { CompanyTeamMemberDoc } from './schema';

export const companyTeamMembersSync: TableSync<CompanyTeamMemberDoc> = { table: 'company_team_members', via: 'plugin' };
