// The person's roles and companies from the device's database, followed live: the replication
// writes every change to roles, memberships and companies (the realtime stream included) into
// the local rows, and the reactive query answers again. Null while the device has never
// completed a pull of them (a first run). The query module comes with RxDB, loaded on demand.
import type { Subscription } from 'rxjs';
import { currentSyncSession, startSyncBridge, subscribeSyncSession } from '@/lib/sync-session';
import type { AccessData } from './access-source';
import { importFresh } from '@/utils/module-loads';

/** Follows the open database of `userId` (whenever it opens or reopens); returns a stop function. */
export function followLocalAccess(userId: string, onAccess: (access: AccessData | null) => void): () => void {
  let attached: object | null = null;
  let subscription: Subscription | null = null;
  let stopped = false;

  const attach = () => {
    const session = currentSyncSession();
    const target = session && session.userId === userId ? session : null;
    if (target === attached) return;
    attached = target;
    subscription?.unsubscribe();
    subscription = null;
    if (!target) return;
    importFresh(() => import('@sync/queries/access')).then(
      ({ watchSyncedAccess }) => {
        if (stopped || attached !== target) return;
        subscription = watchSyncedAccess(target.db, userId).subscribe({
          next: onAccess,
          error: (err) => console.error('Reading roles and companies from the device failed', err),
        });
      },
      (err: unknown) => {
        // The module could not be fetched (offline before the service worker held it): try
        // again when the network is back.
        console.error('Loading the roles and companies query failed; trying again once online', err);
        if (attached === target) attached = null;
        globalThis.addEventListener?.('online', retry, { once: true });
      },
    );
  };
  const retry = () => {
    if (!stopped) attach();
  };

  const unsubscribe = subscribeSyncSession(attach);
  attach();
  return () => {
    stopped = true;
    globalThis.removeEventListener?.('online', retry);
    unsubscribe();
    subscription?.unsubscribe();
  };
}

/** Asks the open database to pull now (after an accepted invitation) rather than wait for realtime. */
export function pullLocalAccessNow(userId: string): boolean {
  const session = currentSyncSession();
  if (!session || session.userId !== userId) return false;
  session.engine.reSync();
  return true;
}

/** Opens the database now, before any shell paints (a start with no snapshot to show). */
export function openLocalDatabase(): void {
  void startSyncBridge();
}
