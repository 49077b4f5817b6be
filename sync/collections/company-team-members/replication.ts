/**
 * Replication of company memberships: our handlers, pull and live stream only. Flat rows,
 * scoped by RLS to the user's memberships and their companies' teams, written only by the
 * server (not RxDB's replication-supabase plugin: its checkpoint is the write-time `_modified`;
 * see sync/README.md).
 */
import type { TableSync } from '../../replication/types';
import type { CompanyTeamMemberDoc } from './schema';

export const companyTeamMembersSync: TableSync<CompanyTeamMemberDoc> = {
  table: 'company_team_members',
  via: 'handlers',
};
