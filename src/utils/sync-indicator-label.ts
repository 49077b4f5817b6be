// What the sync indicator says, from the sync status, in two parts shown side by side: the
// connection (offline with what waits, what is being sent, else all saved) and, apart from it,
// the refused writes that need the person. Neither hides the other.
export interface SyncIndicatorInput {
  online: boolean;
  pendingWrites: number;
  failedWrites: number;
}

export type SyncTone = 'saved' | 'syncing' | 'offline' | 'failed';

export interface SyncIndicatorLabel {
  /** The connection and the changes waiting. */
  label: string;
  tone: Exclude<SyncTone, 'failed'>;
  /** The refused writes, or null when there are none. */
  failed: string | null;
}

const changes = (n: number) => `${n} ${n === 1 ? 'change' : 'changes'}`;

export function syncIndicatorLabel({ online, pendingWrites, failedWrites }: SyncIndicatorInput): SyncIndicatorLabel {
  const failed = failedWrites > 0 ? `${changes(failedWrites)} could not be saved` : null;
  if (!online) {
    const label = pendingWrites > 0 ? `Offline — ${changes(pendingWrites)} waiting` : 'Offline';
    return { label, tone: 'offline', failed };
  }
  if (pendingWrites > 0) return { label: `Saving ${changes(pendingWrites)}`, tone: 'syncing', failed };
  // With refusals waiting, 'All changes saved' would not be true.
  return { label: failed ? 'Online' : 'All changes saved', tone: 'saved', failed };
}
