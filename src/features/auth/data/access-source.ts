// Where roles and company memberships come from: the two RPCs of product-spec §7, with a
// "last known" copy in browser storage so the shell opens offline. The RxDB layer replaces the
// fetching here in a later issue; callers only see loadAccess().
import type { SupabaseClient } from '@supabase/supabase-js';
import { readJson, removeItem, storageKeys, writeJson } from '@/lib/storage';
import type { CompanyMembership, RoleRecord } from '../utils/access-flags';
import { retryWhileEmpty } from '../utils/retry-while-empty';

export interface AccessData {
  roles: RoleRecord[];
  companies: CompanyMembership[];
}

export const EMPTY_ACCESS_RETRY_DELAYS_MS = [1000, 2000, 3000];

interface LastKnownAccess extends AccessData {
  userId: string;
}

export function lastKnownAccess(userId: string): AccessData | null {
  const stored = readJson<LastKnownAccess>(storageKeys.lastKnownAccess);
  return stored && stored.userId === userId ? { roles: stored.roles, companies: stored.companies } : null;
}

export function rememberAccess(userId: string, access: AccessData): void {
  writeJson(storageKeys.lastKnownAccess, { userId, ...access });
}

export function forgetAccess(): void {
  removeItem(storageKeys.lastKnownAccess);
}

export async function fetchAccess(client: SupabaseClient, userId: string): Promise<AccessData> {
  const [roles, companies] = await Promise.all([
    client.rpc('get_user_roles_simple', { target_user_id: userId }),
    client.rpc('get_user_companies_detailed', { user_uuid: userId }),
  ]);
  if (roles.error) throw new Error(`get_user_roles_simple failed: ${roles.error.message}`);
  if (companies.error) throw new Error(`get_user_companies_detailed failed: ${companies.error.message}`);
  return { roles: (roles.data ?? []) as RoleRecord[], companies: (companies.data ?? []) as CompanyMembership[] };
}

const isEmpty = (access: AccessData) => access.roles.length === 0 && access.companies.length === 0;
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Loads roles and companies. An empty answer (a new profile still being created) is retried
 * after 1, 2 and 3 s; then the empty result stands. A failure falls back to the last known copy
 * (offline start) or to empty access, and is logged.
 */
export async function loadAccess(
  client: SupabaseClient,
  userId: string,
  stillWanted: () => boolean,
): Promise<AccessData> {
  try {
    const access = await retryWhileEmpty(() => fetchAccess(client, userId), {
      isEmpty,
      delays: EMPTY_ACCESS_RETRY_DELAYS_MS,
      sleep,
      stillWanted,
    });
    rememberAccess(userId, access);
    return access;
  } catch (err) {
    console.error('Loading roles and companies failed; using the last known copy', err);
    return lastKnownAccess(userId) ?? { roles: [], companies: [] };
  }
}
