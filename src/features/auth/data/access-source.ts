// Where the shell's roles and companies come from (product-spec §7). The device's database is
// the source once it has completed a pull of them (local-access.ts); the two RPCs are only the
// first-run path, while this device has never synced them for the person. A snapshot of the
// access last shown lets the shell paint before the lazily loaded database opens (auth-session).
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@sync/database-types';
import { readJson, removeItem, storageKeys, writeJson } from '@/lib/storage';
import type { CompanyMembership, RoleRecord } from '../utils/access-flags';
import { retryWhileEmpty } from '../utils/retry-while-empty';

export interface AccessData {
  roles: RoleRecord[];
  companies: CompanyMembership[];
}

export const EMPTY_ACCESS_RETRY_DELAYS_MS = [1000, 2000, 3000];

interface AccessSnapshot extends AccessData {
  userId: string;
}

export function accessSnapshot(userId: string): AccessData | null {
  const stored = readJson<AccessSnapshot>(storageKeys.lastKnownAccess);
  return stored && stored.userId === userId ? { roles: stored.roles, companies: stored.companies } : null;
}

export function saveAccessSnapshot(userId: string, access: AccessData): void {
  writeJson(storageKeys.lastKnownAccess, { userId, ...access });
}

export function forgetAccessSnapshot(): void {
  removeItem(storageKeys.lastKnownAccess);
}

export async function fetchAccess(client: SupabaseClient<Database>, userId: string): Promise<AccessData> {
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
 * Loads roles and companies from the server. An empty answer (a new profile still being
 * created) is retried after 1, 2 and 3 s; then the empty result stands. A failure (offline) is
 * logged and answers null, so the caller keeps what it has.
 */
export async function loadAccess(
  client: SupabaseClient<Database>,
  userId: string,
  stillWanted: () => boolean,
): Promise<AccessData | null> {
  try {
    return await retryWhileEmpty(() => fetchAccess(client, userId), {
      isEmpty,
      delays: EMPTY_ACCESS_RETRY_DELAYS_MS,
      sleep,
      stillWanted,
    });
  } catch (err) {
    console.error('Loading roles and companies from the server failed', err);
    return null;
  }
}
