// Session and access state (product-spec §4), held in jotai as UI/session state. The auth
// session module outside React writes it; components read it through the hooks in data/.
import type { Session } from '@supabase/supabase-js';
import { atom } from '@/lib/store';
import { readString, storageKeys } from '@/lib/storage';
import {
  accessFlags,
  availableModes,
  resolveSelectedCompany,
  type CompanyMembership,
  type RoleRecord,
} from './utils/access-flags';

/** initializing → signed-out, or loading-access → ready. The shell waits for a settled phase. */
export type AuthPhase = 'initializing' | 'signed-out' | 'loading-access' | 'ready';

export const sessionAtom = atom<Session | null>(null);
export const authPhaseAtom = atom<AuthPhase>('initializing');
export const rolesAtom = atom<RoleRecord[]>([]);
export const companiesAtom = atom<CompanyMembership[]>([]);
export const profileNameAtom = atom<string | null>(null);
export const passwordRecoveryAtom = atom(false);
/**
 * The person chose to sign out (the user menu, not the idle sign-out or the server): the
 * workspace they left is not where their next sign-in goes back to.
 */
export const chosenSignOutAtom = atom(false);
/** A sign-in that still owes its authenticator code: the factor to challenge (see utils/two-factor). */
export const secondFactorAtom = atom<{ factorId: string } | null>(null);
export const selectedCompanyIdAtom = atom<string | null>(readString(storageKeys.selectedCompanyId));

export const accessFlagsAtom = atom((get) => accessFlags(get(rolesAtom), get(companiesAtom)));
export const availableModesAtom = atom((get) => availableModes(get(accessFlagsAtom)));
export const selectedCompanyAtom = atom((get) =>
  resolveSelectedCompany(get(companiesAtom), get(selectedCompanyIdAtom)),
);
