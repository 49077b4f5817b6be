// Hooks over the session and access state, and the commands that change it.
import { useCallback, useMemo } from 'react';
import { getSupabase } from '@/lib/supabase';
import { appStore, useAtomValue, useSetAtom } from '@/lib/store';
import { storageKeys, writeString } from '@/lib/storage';
import {
  chosenSignOutAtom,
  accessFlagsAtom,
  authPhaseAtom,
  availableModesAtom,
  companiesAtom,
  profileNameAtom,
  rolesAtom,
  selectedCompanyAtom,
  selectedCompanyIdAtom,
  sessionAtom,
} from '../state';
import { displayName } from '../utils/display-name';
import { importFresh } from '@/utils/module-loads';

export function useSession() {
  return useAtomValue(sessionAtom);
}

export function useAuthPhase() {
  return useAtomValue(authPhaseAtom);
}

export function useAccess() {
  return {
    flags: useAtomValue(accessFlagsAtom),
    modes: useAtomValue(availableModesAtom),
    companies: useAtomValue(companiesAtom),
    selectedCompany: useAtomValue(selectedCompanyAtom),
  };
}

/** The signed-in person's role types (talent, recruiter, internal_admin, …), from the device. */
export function useRoleTypes(): string[] {
  const roles = useAtomValue(rolesAtom);
  return useMemo(() => roles.map((r) => r.role_type), [roles]);
}

export function useCurrentUserName(): { name: string; email: string } {
  const session = useAtomValue(sessionAtom);
  const profileName = useAtomValue(profileNameAtom);
  const user = session?.user;
  return { name: displayName(profileName, user?.user_metadata, user?.email), email: user?.email ?? '' };
}

export function useSelectCompany() {
  const setSelected = useSetAtom(selectedCompanyIdAtom);
  return useCallback(
    (companyId: string) => {
      setSelected(companyId);
      writeString(storageKeys.selectedCompanyId, companyId);
    },
    [setSelected],
  );
}

/**
 * Signs out everywhere the server allows, then locally whatever happens. The person's own
 * sign-out removes the device's data; one they did not ask for (`chosen: false`, the idle
 * sign-out) keeps unsent writes for their next sign-in, as a sign-out by the server does.
 */
export async function signOut({ chosen = true } = {}): Promise<{ error: string | null }> {
  // Loaded here, not at the top, to keep the sync's module out of /auth's code; wherever a
  // database is open, the bridge has loaded it already.
  if (chosen) {
    appStore.set(chosenSignOutAtom, true);
    (await importFresh(() => import('@/lib/sync-session'))).expectSignOut();
  }
  const { error } = await (await getSupabase()).auth.signOut();
  if (error) {
    console.error('Sign out failed', error);
    await (await getSupabase()).auth.signOut({ scope: 'local' });
    return { error: 'An unexpected error occurred during sign out' };
  }
  return { error: null };
}
