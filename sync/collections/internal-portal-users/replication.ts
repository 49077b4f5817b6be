/**
 * Replication of the internal portal team: our handlers, pull and live stream only. Flat rows,
 * scoped by RLS (one's own membership, or the whole team for staff), read only (not RxDB's
 * replication-supabase plugin: its checkpoint is the write-time `_modified`; see sync/README.md).
 */
import type { TableSync } from '../../replication/types';
import type { InternalPortalUserDoc } from './schema';

export const internalPortalUsersSync: TableSync<InternalPortalUserDoc> = {
  table: 'internal_portal_users',
  via: 'handlers',
};
