/**
 * Replication of companies: our handlers, because every company is public and the mirror
 * keeps only the user's own (the scope: the companies of their memberships). Read only.
 */
import { map } from 'rxjs';
import type { TableSync } from '../../replication/types';
import type { CompanyDoc } from './schema';

export const companiesSync: TableSync<CompanyDoc> = {
  table: 'companies',
  via: 'handlers',
  scope: {
    column: 'id',
    keys: ({ db, userId }) =>
      db.company_team_members
        .find({ selector: { user_id: userId } })
        .$.pipe(map((memberships) => [...new Set(memberships.map((m) => m.company_id))].sort())),
  },
};
