// The sync status for the UI (online, changes waiting, refused writes, last sync, errors), from
// the auth bridge's status store, which lives as long as the app. Before the bridge exists it
// reads as the initial status.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { initialSyncStatus, type SyncStatus, type SyncStatusStore } from '@sync/status/sync-status';
import { startSyncBridge } from '@/lib/sync-session';

const noSubscription = () => () => {};
const initial = () => initialSyncStatus;

export function useSyncStatus(): SyncStatus {
  const [store, setStore] = useState<SyncStatusStore | null>(null);
  useEffect(() => {
    let active = true;
    void startSyncBridge().then((bridge) => {
      if (active) setStore(bridge.status);
    });
    return () => {
      active = false;
    };
  }, []);
  return useSyncExternalStore(store?.subscribe ?? noSubscription, store?.get ?? initial, initial);
}
