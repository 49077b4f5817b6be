/**
 * Connects the sync to the auth session of a supabase-js client. On sign-in (or a restored
 * session) it opens that user's database and starts the sync; the client itself follows
 * token refreshes (REST reads the current token, Realtime receives it through setAuth), so the
 * replication keeps working across refreshes. On sign-out it stops and removes that user's
 * database from the device. A session that expires while offline is not a sign-out: the
 * client keeps it while refreshing fails for want of a network, and the database, with its
 * pending writes, stays until the user is back.
 */
import type { AuthChangeEvent, Session, SupabaseClient } from '@supabase/supabase-js';
import { BehaviorSubject, type Observable } from 'rxjs';
import { openUserDatabase, removeUserDatabase, type AnyStorage, type EveeDatabase } from './database';
import { startSync, type SyncEngine } from './sync-engine';
import { createSyncStatusStore, type SyncStatusStore } from './status/sync-status';

export interface SyncSession {
  userId: string;
  db: EveeDatabase;
  engine: SyncEngine;
}

export interface AuthBridgeOptions {
  client: SupabaseClient;
  storage?: AnyStorage;
  multiInstance?: boolean;
  /** One status store for the app's lifetime, whoever is signed in. */
  status?: SyncStatusStore;
}

export interface AuthBridge {
  readonly session$: Observable<SyncSession | null>;
  readonly status: SyncStatusStore;
  current(): SyncSession | null;
  /** Resolves once every auth event so far has been handled. */
  settled(): Promise<SyncSession | null>;
  /** Signs out: stops the sync, removes the user's database, then ends the session. */
  signOut(): Promise<void>;
  dispose(): Promise<void>;
}

export function createAuthBridge(options: AuthBridgeOptions): AuthBridge {
  const { client } = options;
  const status = options.status ?? createSyncStatusStore();
  const session$ = new BehaviorSubject<SyncSession | null>(null);
  let queue: Promise<unknown> = Promise.resolve();
  const enqueue = (task: () => Promise<void>) => {
    queue = queue.then(task).catch((err) => {
      console.error('[sync] auth bridge', err);
      status.reportError({
        collection: 'database',
        direction: 'pull',
        kind: 'transient',
        code: null,
        message: String(err?.message ?? err),
      });
    });
    return queue;
  };

  async function close(remove: boolean) {
    const current = session$.getValue();
    if (!current) return;
    session$.next(null);
    await current.engine.stop();
    if (remove) await removeUserDatabase(current.userId, options.storage, current.db);
    else await current.db.close();
    status.update({ pendingDocuments: 0, pendingCommands: 0, failedWrites: 0, errors: [], lastSyncedAt: {} });
  }

  async function open(userId: string) {
    if (session$.getValue()?.userId === userId) return;
    await close(false);
    const db = await openUserDatabase({ userId, storage: options.storage, multiInstance: options.multiInstance });
    session$.next({ userId, db, engine: startSync({ db, client, userId, status }) });
  }

  const handle = (event: AuthChangeEvent, session: Session | null) => {
    if (event === 'SIGNED_OUT') return enqueue(() => close(true));
    if (session?.user?.id) return enqueue(() => open(session.user.id));
    return undefined;
  };
  // supabase-js must not be awaited inside its own auth callback, hence the queue.
  const { data } = client.auth.onAuthStateChange((event, session) => {
    void handle(event, session);
  });

  return {
    session$: session$.asObservable(),
    status,
    current: () => session$.getValue(),
    async settled() {
      await queue;
      return session$.getValue();
    },
    async signOut() {
      await enqueue(() => close(true));
      const { error } = await client.auth.signOut();
      if (error) throw error;
    },
    async dispose() {
      data.subscription.unsubscribe();
      await enqueue(() => close(false));
    },
  };
}
