// What the sync indicator says, from the sync status: refused writes first (they need the
// person), then offline with what waits, then what is being sent, else all saved.
export interface SyncIndicatorInput {
  online: boolean;
  pendingWrites: number;
  failedWrites: number;
}

export type SyncTone = 'saved' | 'syncing' | 'offline' | 'failed';

const changes = (n: number) => `${n} ${n === 1 ? 'change' : 'changes'}`;

export function syncIndicatorLabel({ online, pendingWrites, failedWrites }: SyncIndicatorInput): {
  label: string;
  tone: SyncTone;
} {
  if (failedWrites > 0) return { label: `${changes(failedWrites)} could not be saved`, tone: 'failed' };
  if (!online) {
    return { label: pendingWrites > 0 ? `Offline — ${changes(pendingWrites)} waiting` : 'Offline', tone: 'offline' };
  }
  if (pendingWrites > 0) return { label: `Saving ${changes(pendingWrites)}`, tone: 'syncing' };
  return { label: 'All changes saved', tone: 'saved' };
}
