// The sync status for the UI (online, changes waiting, refused writes, last sync, errors), from
// the auth bridge's status store, which lives as long as the app, read in parts so a screen
// redraws only when what it shows changes. Before the bridge exists it reads as the initial status.
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { initialSyncStatus, type SyncStatus, type SyncStatusStore } from '@sync/status/sync-status';
import { startSyncBridge } from '@/lib/sync-session';

const noSubscription = () => () => {};

/** The bridge's status store once the bridge has started; null before. */
function useStatusStore(): SyncStatusStore | null {
  const [store, setStore] = useState<SyncStatusStore | null>(null);
  useEffect(() => {
    let active = true;
    // As a transition: the bridge starts outside any event, and every status reader (the header's
    // indicator, the screens' online checks) would otherwise redraw in one task that does not yield.
    void startSyncBridge().then((bridge) => {
      if (active) startTransition(() => setStore(bridge.status));
    });
    return () => {
      active = false;
    };
  }, []);
  return store;
}

/**
 * One part of the sync status, a plain value: the component redraws when that part changes,
 * not at every pull and push (each success stamps `lastSyncedAt`, a new status several times a
 * second while changes flow), which redrew whole screens that only show whether it is online.
 */
export function useSyncStatusPart<T extends string | number | boolean>(select: (status: SyncStatus) => T): T {
  const store = useStatusStore();
  const read = () => select(store ? store.get() : initialSyncStatus);
  return useSyncExternalStore(store?.subscribe ?? noSubscription, read, () => select(initialSyncStatus));
}

const isOnline = (status: SyncStatus) => status.online;

/** Whether the device reaches the server, redrawing only when that changes. */
export function useSyncOnline(): boolean {
  return useSyncStatusPart(isOnline);
}
