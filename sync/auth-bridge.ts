/**
 * Connects the sync to the auth session of a supabase-js client. On sign-in (or a restored
 * session) it opens that user's database and starts the sync; the client itself follows
 * token refreshes (REST reads the current token, Realtime receives it through setAuth), so the
 * replication keeps working across refreshes. On sign-out it stops and removes that user's
 * database from the device. A session that expires while offline is not a sign-out: the
 * client keeps it while refreshing fails for want of a network, and the database, with its
 * pending writes, stays until the user is back.
 *
 * A sign-out the user did not ask for (the server refused the refresh, so supabase-js signed
 * out by itself) removes the database too, unless it holds unsent writes: then it is kept for
 * that user's next sign-in (sync/retained-databases.ts). The app says which sign-outs are the
 * user's with `expectSignOut()`.
 *
 * A returning visit opens the database before it has a client: the stored session's user id
 * is enough (`restoredUserId`), so the first screen reads the device while supabase-js is still
 * on its way. The client attaches when it lands (`attachClient`): from then on the bridge
 * follows its auth events and the session's end. The sync itself starts only once there is a
 * client and, with `deferReplication`, once the app asks (`startReplication`, after its first
 * paint); until then the session carries a stand-in engine (deferred-engine.ts).
 */
import type { AuthChangeEvent, Session, SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database-types';
import { BehaviorSubject, type Observable } from 'rxjs';
import { openUserDatabase, removeUserDatabase, type AnyStorage, type EveeDatabase } from './database';
import { defaultRetainedDatabases, type RetainedDatabases } from './retained-databases';
import type { AttachmentUploads } from './chat/attachments';
import { deferredEngine, type DeferredEngine } from './deferred-engine';
import { pushedTables, startSync, type SyncEngine } from './sync-engine';
import { watchSessionEnded } from './session-ended';
import { hasUnsentWrites, trackPendingWrites, type PendingWrites } from './status/pending-writes';
import { createSyncStatusStore, type SyncStatusStore } from './status/sync-status';

export interface SyncSession {
  userId: string;
  db: EveeDatabase;
  engine: SyncEngine;
}

export interface AuthBridgeOptions {
  /** The client, when the app has it already; else it comes later through `attachClient`. */
  client?: SupabaseClient<Database>;
  storage?: AnyStorage;
  multiInstance?: boolean;
  /** One status store for the app's lifetime, whoever is signed in. */
  status?: SyncStatusStore;
  /** Where databases kept after an unasked-for sign-out are recorded (default: localStorage). */
  retained?: RetainedDatabases;
  /**
   * The user of the session the app holds in storage: their database opens at once. supabase-js
   * announces a stored session only once it has refreshed it when due, which waits on the network.
   */
  restoredUserId?: string;
  /** Uploads the files of messages with files, before the messages (sync/chat/attachments.ts). */
  attachments?: AttachmentUploads;
  /** The sync waits for `startReplication()` (the app's first paint comes first). */
  deferReplication?: boolean;
}

export interface AuthBridge {
  readonly session$: Observable<SyncSession | null>;
  readonly status: SyncStatusStore;
  current(): SyncSession | null;
  /** Resolves once every auth event so far has been handled. */
  settled(): Promise<SyncSession | null>;
  /** Signs out: stops the sync, removes the user's database, then ends the session. */
  signOut(): Promise<void>;
  /** The next sign-out is the user's own (call just before the client's signOut). */
  expectSignOut(): void;
  /** Follows this client's auth session from now on, and lets the sync start (once). */
  attachClient(client: SupabaseClient<Database>): void;
  /** Lets a deferred sync start (it starts once there is also a client). */
  startReplication(): void;
  dispose(): Promise<void>;
}

export function createAuthBridge(options: AuthBridgeOptions): AuthBridge {
  let client: SupabaseClient<Database> | null = null;
  let replicationAllowed = !options.deferReplication;
  let markClient!: (client: SupabaseClient<Database>) => void;
  const clientAttached = new Promise<SupabaseClient<Database>>((resolve) => (markClient = resolve));
  const status = options.status ?? createSyncStatusStore();
  const session$ = new BehaviorSubject<SyncSession | null>(null);
  /** The open session's engine until the sync starts (or for good, when it already has). */
  let engine: DeferredEngine | null = null;
  /**
   * The open database's count of unsent writes, from the moment it opens: a write made before
   * the sync starts (a returning visit's first seconds) is pending too, shown and kept as such.
   */
  let pending: PendingWrites | null = null;
  const retained = options.retained ?? defaultRetainedDatabases();
  const detach: (() => void)[] = [];
  let disposed = false;
  let signOutExpected = false;
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
    engine = null;
    await current.engine.stop();
    pending?.stop();
    pending = null;
    if (remove) {
      await removeUserDatabase(current.userId, options.storage, current.db);
      await forgetFiles(current.userId);
    } else await current.db.close();
    status.update({ pendingDocuments: 0, pendingCommands: 0, failedWrites: 0, errors: [], lastSyncedAt: {} });
  }

  /** Files a removed database's messages were waiting to upload are removed with it. */
  const forgetFiles = (userId: string) =>
    options.attachments
      ?.forget(userId)
      .catch((err: unknown) => console.error('[sync] removing the files kept for unsent messages failed', err));

  /** The user's own sign-out removes the database; one they did not ask for keeps unsent writes. */
  async function signedOut(asked: boolean) {
    const current = session$.getValue();
    if (!current) return;
    const keep = !asked && (await hasUnsentWrites(current.db));
    if (keep) {
      retained.add(current.userId);
      console.warn('[sync] signed out by the server with unsent writes; keeping them for the next sign-in');
    }
    await close(!keep);
  }

  /** Databases kept for someone else go before this user's opens. */
  async function removeRetained(userId: string) {
    for (const other of retained.list()) {
      if (other !== userId) {
        console.warn('[sync] another person signed in: removing the unsent writes kept for the previous one');
        await removeUserDatabase(other, options.storage);
        await forgetFiles(other);
      }
      retained.delete(other);
    }
  }

  async function open(userId: string) {
    if (session$.getValue()?.userId === userId) return;
    await close(false);
    await removeRetained(userId);
    const db = await openUserDatabase({ userId, storage: options.storage, multiInstance: options.multiInstance });
    engine = deferredEngine(status);
    pending = trackPendingWrites(db, pushedTables(db));
    session$.next({ userId, db, engine: engine.engine });
    startEngine();
  }

  /** Starts the open session's sync once there is a client and the app lets it. */
  function startEngine() {
    const current = session$.getValue();
    if (!current || !client || !replicationAllowed || !engine || engine.started) return;
    const { db, userId } = current;
    engine.begin(
      startSync({ db, client, userId, status, attachments: options.attachments, pending: pending ?? undefined }),
    );
  }

  const handle = (event: AuthChangeEvent, session: Session | null) => {
    if (event === 'SIGNED_OUT') {
      const asked = signOutExpected;
      signOutExpected = false;
      return enqueue(() => signedOut(asked));
    }
    if (session?.user?.id) return enqueue(() => open(session.user.id));
    return undefined;
  };
  function attachClient(next: SupabaseClient<Database>) {
    if (client || disposed) return;
    client = next;
    markClient(next);
    // supabase-js must not be awaited inside its own auth callback, hence the queue. It replays
    // the session it holds to a new listener, so one attached late still hears where it stands.
    const { data } = next.auth.onAuthStateChange((event, session) => {
      void handle(event, session);
    });
    detach.push(() => data.subscription.unsubscribe(), watchSessionEnded(next, status));
    // Behind whatever the queue holds: a database still opening starts its sync when open.
    void enqueue(async () => startEngine());
  }

  const restored = options.restoredUserId;
  if (restored) void enqueue(() => open(restored));
  if (options.client) attachClient(options.client);

  return {
    session$: session$.asObservable(),
    status,
    current: () => session$.getValue(),
    async settled() {
      await queue;
      return session$.getValue();
    },
    expectSignOut() {
      signOutExpected = true;
    },
    async signOut() {
      await enqueue(() => close(true));
      const { error } = await (await clientAttached).auth.signOut();
      if (error) throw error;
    },
    attachClient,
    startReplication() {
      if (replicationAllowed) return;
      replicationAllowed = true;
      void enqueue(async () => startEngine());
    },
    async dispose() {
      disposed = true;
      detach.splice(0).forEach((stop) => stop());
      await enqueue(() => close(false));
    },
  };
}
