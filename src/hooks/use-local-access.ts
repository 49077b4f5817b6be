// The person's roles and companies from the device (user_roles, company_team_members and
// companies, kept in sync in the background), in the shapes of get_user_roles_simple and
// get_user_companies_detailed. Null until the local database is open; known offline.
import { watchAccess, type LocalAccess } from '@sync/queries/access';
import { useRxQuery } from './use-rx-query';

export function useLocalAccess(): LocalAccess | null {
  return useRxQuery(watchAccess, null);
}
