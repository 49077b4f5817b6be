/**
 * Replication of roles: our handlers, because `permissions` is JSON, which
 * replication-supabase cannot carry. Read only; RLS decides what the user sees.
 */
import type { TableSync } from '../../replication/types';
import type { UserRoleDoc } from './schema';

export const userRolesSync: TableSync<UserRoleDoc> = { table: 'user_roles', via: 'handlers' };
