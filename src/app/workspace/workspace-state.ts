// The remembered workspace mode (browser storage key workspace_mode, default talent) and the
// role switch in progress (product-spec §4).
import { atom } from '@/lib/store';
import { readString, storageKeys, writeString } from '@/lib/storage';
import { isWorkspaceMode, type WorkspaceMode } from '@/features/auth/utils/access-flags';

export const SWITCH_DELAY_MS = 150;

function storedMode(): WorkspaceMode {
  const stored = readString(storageKeys.workspaceMode);
  return isWorkspaceMode(stored) ? stored : 'talent';
}

const baseModeAtom = atom<WorkspaceMode>(storedMode());

export const workspaceModeAtom = atom(
  (get) => get(baseModeAtom),
  (get, set, mode: WorkspaceMode) => {
    if (get(baseModeAtom) === mode) return;
    set(baseModeAtom, mode);
    writeString(storageKeys.workspaceMode, mode);
  },
);

export const switchingWorkspaceAtom = atom(false);
