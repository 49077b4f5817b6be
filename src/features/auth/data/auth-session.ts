// The auth lifecycle of product-spec §4, run once outside React: it follows the six auth events,
// ensures the profile and loads access on sign-in, reloads access on realtime changes to one's
// roles or memberships, and clears everything on sign-out.
import type { AuthChangeEvent, RealtimeChannel, Session, SupabaseClient } from '@supabase/supabase-js';
import type { appStore } from '@/lib/store';
import { onAccessRefreshRequested } from '@/lib/access-refresh';
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

class AuthSession {
  private userId: string | null = null;
  /** Bumped on every sign-in and sign-out, so late answers for a previous user are ignored. */
  private generation = 0;
  private channel: RealtimeChannel | null = null;

  constructor(
    private readonly client: SupabaseClient,
    private readonly store: Store,
  ) {}

  handle(event: AuthChangeEvent, session: Session | null): void {
    this.store.set(sessionAtom, session);
    if (event === 'PASSWORD_RECOVERY') this.store.set(passwordRecoveryAtom, true);
    if (event === 'SIGNED_OUT' || (event === 'INITIAL_SESSION' && !session)) return this.signedOut();
    if (session && (event === 'INITIAL_SESSION' || event === 'SIGNED_IN' || event === 'PASSWORD_RECOVERY')) {
      void this.signedIn(session);
    }
  }

  private async signedIn(session: Session): Promise<void> {
    if (session.user.id === this.userId) return;
    this.userId = session.user.id;
    const wanted = ++this.generation;
    void this.client.auth.startAutoRefresh();
    const known = lastKnownAccess(session.user.id);
    if (known) this.apply(known);
    else this.store.set(authPhaseAtom, 'loading-access');
    const profile = await ensureProfile(this.client, session.user);
    if (wanted !== this.generation) return;
    this.store.set(profileNameAtom, profile.displayName);
    await this.reloadAccess();
    if (wanted === this.generation) this.watchAccessChanges(session.user.id);
  }

  private signedOut(): void {
    this.userId = null;
    this.generation += 1;
    if (this.channel) void this.client.removeChannel(this.channel);
    this.channel = null;
    void this.client.auth.stopAutoRefresh();
    this.store.set(rolesAtom, []);
    this.store.set(companiesAtom, []);
    this.store.set(profileNameAtom, null);
    this.store.set(selectedCompanyIdAtom, null);
    this.store.set(passwordRecoveryAtom, false);
    removeItem(storageKeys.selectedCompanyId);
    forgetAccess();
    this.store.set(authPhaseAtom, 'signed-out');
  }

  private apply(access: AccessData): void {
    this.store.set(rolesAtom, access.roles);
    this.store.set(companiesAtom, access.companies);
    this.store.set(authPhaseAtom, 'ready');
  }

  /** Also run on request (an accepted invitation), not only on realtime changes. */
  async reloadAccess(): Promise<void> {
    const wanted = this.generation;
    const id = this.userId;
    if (!id) return;
    const access = await loadAccess(this.client, id, () => wanted === this.generation);
    if (wanted === this.generation) this.apply(access);
  }

  private watchAccessChanges(id: string): void {
    const filter = `user_id=eq.${id}`;
    const reload = () => void this.reloadAccess();
    this.channel = this.client
      .channel(`access-changes:${id}`)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'user_roles', filter }, reload)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'company_team_members', filter }, reload)
      .subscribe();
  }
}

export function startAuthSession(client: SupabaseClient, store: Store): () => void {
  const session = new AuthSession(client, store);
  // supabase-js warns against awaiting its own calls inside the callback: defer the work.
  const { data } = client.auth.onAuthStateChange((event, current) => {
    setTimeout(() => session.handle(event, current), 0);
  });
  const stopRefreshes = onAccessRefreshRequested(() => void session.reloadAccess());
  return () => {
    stopRefreshes();
    data.subscription.unsubscribe();
  };
}
