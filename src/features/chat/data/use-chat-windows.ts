// The open chat windows and what the user does with them; opening and restoring mark the
// conversation read (locally first, then synced).
import { useCallback, useMemo } from 'react';
import type { SyncSession } from '@sync/auth-bridge';
import { appStore, useAtomValue } from '@/lib/store';
import { chatWindowsAtom } from '../state';
import {
  bringToFront,
  closeWindow,
  collapseWindow,
  expandWindow,
  minimiseWindow,
  openWindow,
  restoreWindow,
  type ChatWindowState,
  type Transition,
} from '../utils/window-state';
import { markRead } from './chat-commands';

export function useChatWindows(session: SyncSession | null) {
  const windows = useAtomValue(chatWindowsAtom);
  const apply = useCallback(
    (id: string, step: (w: ChatWindowState[]) => Transition | ChatWindowState[]) => {
      const result = step(appStore.get(chatWindowsAtom));
      const transition = Array.isArray(result) ? { windows: result, markRead: false } : result;
      appStore.set(chatWindowsAtom, transition.windows);
      if (transition.markRead && session) markRead(session, id);
    },
    [session],
  );
  const actions = useMemo(
    () => ({
      open: (id: string) => apply(id, (w) => openWindow(w, id)),
      front: (id: string) => apply(id, (w) => bringToFront(w, id)),
      minimise: (id: string) => apply(id, (w) => minimiseWindow(w, id)),
      restore: (id: string) => apply(id, (w) => restoreWindow(w, id)),
      expand: (id: string) => apply(id, (w) => expandWindow(w, id)),
      collapse: (id: string) => apply(id, (w) => collapseWindow(w, id)),
      close: (id: string) => apply(id, (w) => closeWindow(w, id)),
    }),
    [apply],
  );
  return { windows, actions };
}

export type ChatWindowActions = ReturnType<typeof useChatWindows>['actions'];
