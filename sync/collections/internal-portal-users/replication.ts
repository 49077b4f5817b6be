/**
 * Replication of the internal portal team: RxDB's replication-supabase plugin. Flat rows,
 * scoped by RLS (one's own membership, or the whole team for staff), read only.
 */
import type { TableSync } from '../../replication/types';
import type { InternalPortalUserDoc } from './schema';

export const internalPortalUsersSync: TableSync<InternalPortalUserDoc> = {
  table: 'internal_portal_users',
  via: 'plugin',
};
