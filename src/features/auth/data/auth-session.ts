// The auth lifecycle of product-spec §4, run once outside React: it follows the six auth events,
// ensures the profile and loads access on sign-in, reloads access on realtime changes to one's
// roles or memberships, and clears everything on sign-out.
import type { AuthChangeEvent, RealtimeChannel, Session, SupabaseClient } from '@supabase/supabase-js';
import type { appStore } from '@/lib/store';
import { removeItem, storageKeys } from '@/lib/storage';
import {
  authPhaseAtom,
  companiesAtom,
  passwordRecoveryAtom,
  profileNameAtom,
  rolesAtom,
  selectedCompanyIdAtom,
  sessionAtom,
} from '../state';
import { forgetAccess, lastKnownAccess, loadAccess, type AccessData } from './access-source';
import { ensureProfile } from './profile';

type Store = typeof appStore;

export function startAuthSession(client: SupabaseClient, store: Store): () => void {
  let userId: string | null = null;
  let generation = 0;
  let channel: RealtimeChannel | null = null;

  const applyAccess = (access: AccessData) => {
    store.set(rolesAtom, access.roles);
    store.set(companiesAtom, access.companies);
    store.set(authPhaseAtom, 'ready');
  };

  const reloadAccess = async () => {
    const wanted = generation;
    const id = userId;
    if (!id) return;
    const access = await loadAccess(client, id, () => wanted === generation);
    if (wanted === generation) applyAccess(access);
  };

  const watchAccessChanges = (id: string) => {
    const filter = `user_id=eq.${id}`;
    channel = client
      .channel(`access-changes:${id}`)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'user_roles', filter }, () => void reloadAccess())
      .on(
        'postgres_changes',
        { event: '*', schema: 'public', table: 'company_team_members', filter },
        () => void reloadAccess(),
      )
      .subscribe();
  };

  const onSignedIn = async (session: Session) => {
    if (session.user.id === userId) return;
    userId = session.user.id;
    generation += 1;
    const wanted = generation;
    void client.auth.startAutoRefresh();
    const known = lastKnownAccess(session.user.id);
    if (known) applyAccess(known);
    else store.set(authPhaseAtom, 'loading-access');
    const profile = await ensureProfile(client, session.user);
    if (wanted !== generation) return;
    store.set(profileNameAtom, profile.displayName);
    await reloadAccess();
    if (wanted === generation) watchAccessChanges(session.user.id);
  };

  const onSignedOut = () => {
    userId = null;
    generation += 1;
    if (channel) void client.removeChannel(channel);
    channel = null;
    void client.auth.stopAutoRefresh();
    store.set(rolesAtom, []);
    store.set(companiesAtom, []);
    store.set(profileNameAtom, null);
    store.set(selectedCompanyIdAtom, null);
    store.set(passwordRecoveryAtom, false);
    removeItem(storageKeys.selectedCompanyId);
    forgetAccess();
    store.set(authPhaseAtom, 'signed-out');
  };

  const handle = (event: AuthChangeEvent, session: Session | null) => {
    store.set(sessionAtom, session);
    if (event === 'PASSWORD_RECOVERY') store.set(passwordRecoveryAtom, true);
    if (event === 'SIGNED_OUT' || !session) {
      if (event === 'SIGNED_OUT' || event === 'INITIAL_SESSION') onSignedOut();
      return;
    }
    if (event === 'INITIAL_SESSION' || event === 'SIGNED_IN' || event === 'PASSWORD_RECOVERY') {
      void onSignedIn(session);
    }
  };

  // supabase-js warns against awaiting its own calls inside the callback: defer the work.
  const { data } = client.auth.onAuthStateChange((event, session) => {
    setTimeout(() => handle(event, session), 0);
  });
  return () => data.subscription.unsubscribe();
}
