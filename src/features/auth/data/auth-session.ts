// The auth lifecycle of product-spec §4, run once outside React: it follows the six auth events,
// ensures the profile and settles access on sign-in, and clears everything on sign-out.
//
// Access (roles, companies, and from them modes, flags and the selected company) comes from the
// device's database, whose replication follows every change live. The shell must route before
// that database is open, and RxDB (≈100 KB gzip) is kept out of the shell's first chunk, so the
// first paint starts from a small snapshot of the access last shown (browser storage, this user
// only) and switches to the reactive local query as soon as the lazily loaded database answers.
// Only while this device has never completed a pull of access for the person (a first sign-in
// here, or a database the browser dropped) do the RPCs answer, with the retries of an empty
// result; once the device has it, their answers are ignored. Without a snapshot there is no
// shell to paint yet, so the database is opened at once: offline, it is the only one to know.
//
// A returning visit starts from the session in storage before supabase-js is loaded: the shell
// and its first screen paint from the snapshot and the device, and the client attaches when it
// lands (after that first screen, or at once when something needs the server: the first-run
// RPCs here, a write, a sign-out). Until then its auth events cannot come, and the profile
// check waits for it.
import type { AuthChangeEvent, Session, SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@sync/database-types';
import { startTransition } from 'react';
import type { appStore, PrimitiveAtom } from '@/lib/store';
import { onAccessRefreshRequested } from '@/lib/access-refresh';
import { removeItem, storageKeys } from '@/lib/storage';
import { getSupabase, storedSession, whenSupabaseArrives } from '@/lib/supabase';
import { pendingSecondFactor } from '@/utils/two-factor';
import {
  authPhaseAtom,
  chosenSignOutAtom,
  companiesAtom,
  passwordRecoveryAtom,
  profileNameAtom,
  rolesAtom,
  secondFactorAtom,
  selectedCompanyIdAtom,
  sessionAtom,
} from '../state';
import { accessSnapshot, forgetAccessSnapshot, loadAccess, saveAccessSnapshot, type AccessData } from './access-source';
import { followLocalAccess, openLocalDatabase, pullLocalAccessNow } from './local-access';
import { ensureProfile } from './profile';

type Store = typeof appStore;
/** Where the access on screen came from: nothing yet, the snapshot, the RPCs, or the device. */
type AccessOrigin = 'none' | 'snapshot' | 'server' | 'device';

/** How long an offline first start waits for a database that does not answer before showing none. */
const DEVICE_WAIT_MS = 3000;
const NO_ACCESS: AccessData = { roles: [], companies: [] };

class AuthSession {
  private userId: string | null = null;
  /** Bumped on every sign-in and sign-out, so late answers for a previous user are ignored. */
  private generation = 0;
  private origin: AccessOrigin = 'none';
  private shown: string | null = null;
  private serverLoad: Promise<void> | null = null;
  /** What each source said it does not know: the server (unreachable) or the device (never synced). */
  private unknownTo = { server: false, device: false };
  private stopLocal: (() => void) | null = null;
  private client: SupabaseClient<Database> | null = null;

  constructor(private readonly store: Store) {}

  /**
   * Sets what a sign-in or a restored session brings (the session, access, the name) as a
   * transition: it comes from outside any event, and React would otherwise redraw every screen
   * that reads it in one task that does not yield. A sign-out's clearing stays urgent.
   */
  private arrive<V>(atom: PrimitiveAtom<V>, value: V): void {
    startTransition(() => this.store.set(atom, value));
  }

  /** Follows the client's auth events from now on (it replays the session it holds). */
  attach(client: SupabaseClient<Database>): void {
    this.client = client;
    // supabase-js warns against awaiting its own calls inside the callback: defer the work.
    client.auth.onAuthStateChange((event, current) => {
      setTimeout(() => this.handle(event, current), 0);
    });
  }

  handle(event: AuthChangeEvent, session: Session | null): void {
    if (event === 'INITIAL_SESSION' && !session && this.refreshUnanswered()) return;
    // Signed in with the password (or a link) but owing the authenticator's code: not signed in
    // for the app yet; /auth asks for the code, whose MFA_CHALLENGE_VERIFIED brings the session.
    const owed = pendingSecondFactor(session);
    this.store.set(secondFactorAtom, owed);
    if (owed) {
      this.store.set(sessionAtom, null);
      return this.signedOut();
    }
    if (session) {
      this.store.set(chosenSignOutAtom, false);
      this.arrive(sessionAtom, session);
    } else this.store.set(sessionAtom, session);
    if (event === 'PASSWORD_RECOVERY') this.store.set(passwordRecoveryAtom, true);
    if (event === 'SIGNED_OUT' || (event === 'INITIAL_SESSION' && !session)) return this.signedOut();
    const arrived = ['INITIAL_SESSION', 'SIGNED_IN', 'PASSWORD_RECOVERY', 'MFA_CHALLENGE_VERIFIED'].includes(event);
    if (session && arrived) {
      void this.signedIn(session);
    }
  }

  /**
   * supabase-js said there is no session while storage still holds this person's: its refresh
   * failed for want of an answer (a refresh the server refused removes it, with SIGNED_OUT).
   * They stay signed in on the device, and the next refresh that goes through carries on.
   */
  private refreshUnanswered(): boolean {
    return this.userId !== null && storedSession()?.user.id === this.userId;
  }

  private async signedIn(session: Session): Promise<void> {
    const id = session.user.id;
    if (id === this.userId) return;
    this.reset();
    this.userId = id;
    const wanted = this.generation;
    const snapshot = accessSnapshot(id);
    this.stopLocal = followLocalAccess(id, (local) => this.fromDevice(wanted, local));
    if (snapshot) this.apply(snapshot, 'snapshot');
    else {
      // With the session it arrived with: a render that saw this phase without that session
      // would send the person to /auth.
      this.arrive(authPhaseAtom, 'loading-access');
      openLocalDatabase();
    }
    // With nothing to show, the server may be needed now; else the client can come in its time.
    const client = await (snapshot ? whenSupabaseArrives() : getSupabase());
    if (wanted !== this.generation) return;
    void client.auth.startAutoRefresh();
    const profile = await ensureProfile(client, session.user);
    if (wanted !== this.generation) return;
    this.arrive(profileNameAtom, profile.displayName);
    if (this.origin === 'none') await this.loadFromServer();
  }

  private signedOut(): void {
    this.reset();
    void this.client?.auth.stopAutoRefresh();
    this.store.set(rolesAtom, []);
    this.store.set(companiesAtom, []);
    this.store.set(profileNameAtom, null);
    this.store.set(selectedCompanyIdAtom, null);
    this.store.set(passwordRecoveryAtom, false);
    removeItem(storageKeys.selectedCompanyId);
    forgetAccessSnapshot();
    this.store.set(authPhaseAtom, 'signed-out');
  }

  private reset(): void {
    this.userId = null;
    this.generation += 1;
    this.stopLocal?.();
    this.stopLocal = null;
    this.origin = 'none';
    this.shown = null;
    this.serverLoad = null;
    this.unknownTo = { server: false, device: false };
  }

  private apply(access: AccessData, origin: AccessOrigin): void {
    this.origin = origin;
    const json = JSON.stringify(access);
    if (json !== this.shown) {
      this.shown = json;
      this.arrive(rolesAtom, access.roles);
      this.arrive(companiesAtom, access.companies);
      if (this.userId) saveAccessSnapshot(this.userId, access);
    }
    this.arrive(authPhaseAtom, 'ready');
  }

  private fromDevice(wanted: number, local: AccessData | null): void {
    if (wanted !== this.generation) return;
    if (local) return this.apply(local, 'device');
    this.unknownTo.device = true;
    // The database is open but has never pulled access: the snapshot alone is not enough.
    if (this.origin === 'snapshot') void this.loadFromServer();
    else if (this.origin === 'none' && this.unknownTo.server) this.apply(NO_ACCESS, 'server');
  }

  /** The server is unreachable and nothing is shown: the device decides, or none after a wait. */
  private serverUnreachable(wanted: number): void {
    this.unknownTo.server = true;
    if (this.origin !== 'none') return;
    if (this.unknownTo.device) return this.apply(NO_ACCESS, 'server');
    setTimeout(() => {
      if (wanted === this.generation && this.origin === 'none') this.apply(NO_ACCESS, 'server');
    }, DEVICE_WAIT_MS);
  }

  /** The first-run path: the RPCs, unless the device answers first. */
  private loadFromServer(): Promise<void> {
    const id = this.userId;
    if (!id) return Promise.resolve();
    const wanted = this.generation;
    const current = () => wanted === this.generation && this.origin !== 'device';
    this.serverLoad ??= getSupabase()
      .then((client) => loadAccess(client, id, current))
      .catch((err: unknown) => {
        // supabase-js could not be loaded (offline before the service worker held it).
        console.error('Loading the client to read roles and companies failed', err);
        return null;
      })
      .then((access) => {
        if (!current()) return;
        this.serverLoad = null;
        if (access) this.apply(access, 'server');
        else this.serverUnreachable(wanted);
      });
    return this.serverLoad;
  }

  /** On request (an accepted invitation): the device pulls now, or the RPCs answer again. */
  async reloadAccess(): Promise<void> {
    const id = this.userId;
    if (!id) return;
    if (this.origin === 'device' && pullLocalAccessNow(id)) return;
    await this.loadFromServer();
  }
}

let started: { attach(client: SupabaseClient<Database>): void } | null = null;

/**
 * Starts the auth lifecycle once: from the session in storage at once when there is one, and
 * from the client's events once it is attached (main.tsx does, when supabase-js is made).
 */
export function startAuthSession(store: Store): { attach(client: SupabaseClient<Database>): void } {
  if (started) return started;
  const session = new AuthSession(store);
  // A stored session shows at once: supabase-js announces it only after refreshing it when its
  // token has run out, which waits on the network (for up to 30 s if nothing answers).
  const restored = storedSession();
  if (restored) setTimeout(() => session.handle('INITIAL_SESSION', restored), 0);
  onAccessRefreshRequested(() => void session.reloadAccess());
  let attached = false;
  started = {
    attach(client) {
      if (attached) return;
      attached = true;
      session.attach(client);
    },
  };
  return started;
}
