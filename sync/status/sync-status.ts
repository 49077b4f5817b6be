/**
 * The sync status: a plain observable store the UI (useSyncStatusPart) and tests read. It says
 * whether the server is reachable, how many local changes wait to be sent, when each
 * collection last synced, which writes the server refused, and the errors that are still
 * unresolved. Every replication and the outbox report here; nothing is swallowed.
 */
import { BehaviorSubject, type Observable } from 'rxjs';
import { deviceOffline } from '../replication/device-offline';
import { classifyError, type ClassifiedError, type ErrorKind } from '../replication/errors';

export type SyncDirection = 'pull' | 'push' | 'stream' | 'outbox';

export interface SyncError {
  collection: string;
  direction: SyncDirection;
  kind: ErrorKind;
  code: string | null;
  message: string;
  at: string;
}

export interface SyncStatus {
  /** False once a request fails to reach the server, true again on the next answer. */
  online: boolean;
  /** True while this tab runs the replication (it holds the leadership). */
  replicating: boolean;
  /** Local changes not yet accepted by the server: document writes plus outbox commands. */
  pendingWrites: number;
  pendingDocuments: number;
  pendingCommands: number;
  /** Writes the server refused for good, waiting for Retry or Discard. */
  failedWrites: number;
  /** ISO time of the last successful pull or push, per collection. */
  lastSyncedAt: Record<string, string>;
  /** Unresolved errors, newest last; an error clears when its collection next succeeds. */
  errors: SyncError[];
}

export interface SyncStatusStore {
  readonly status$: Observable<SyncStatus>;
  get(): SyncStatus;
  subscribe(listener: (status: SyncStatus) => void): () => void;
  update(change: Partial<SyncStatus>): void;
  reportSuccess(collection: string): void;
  reportError(error: Omit<SyncError, 'at'>): void;
  /** Classifies a failed call, reports it, and returns the classification. */
  reportFailure(collection: string, direction: SyncDirection, err: unknown): ClassifiedError;
}

const MAX_ERRORS = 20;

export const initialSyncStatus: SyncStatus = {
  online: !deviceOffline(),
  replicating: false,
  pendingWrites: 0,
  pendingDocuments: 0,
  pendingCommands: 0,
  failedWrites: 0,
  lastSyncedAt: {},
  errors: [],
};

export function createSyncStatusStore(initial: Partial<SyncStatus> = {}): SyncStatusStore {
  const subject = new BehaviorSubject<SyncStatus>({ ...initialSyncStatus, ...initial });
  const set = (next: SyncStatus) => {
    next.pendingWrites = next.pendingDocuments + next.pendingCommands;
    subject.next(next);
  };
  const store: SyncStatusStore = {
    status$: subject.asObservable(),
    get: () => subject.getValue(),
    subscribe(listener) {
      const sub = subject.subscribe(listener);
      return () => sub.unsubscribe();
    },
    update(change) {
      set({ ...subject.getValue(), ...change });
    },
    reportSuccess(collection) {
      const current = subject.getValue();
      set({
        ...current,
        // Work that needs no network (an idle replication, an empty scope) also reports success;
        // while the browser knows it is offline, that must not read as being back online.
        online: !deviceOffline(),
        lastSyncedAt: { ...current.lastSyncedAt, [collection]: new Date().toISOString() },
        errors: current.errors.filter((e) => e.collection !== collection || e.kind === 'permanent'),
      });
    },
    reportError(error) {
      const current = subject.getValue();
      const errors = [...current.errors, { ...error, at: new Date().toISOString() }].slice(-MAX_ERRORS);
      set({ ...current, online: error.kind === 'network' ? false : current.online, errors });
    },
    reportFailure(collection, direction, err) {
      const e = classifyError(err);
      store.reportError({ collection, direction, kind: e.kind, code: e.code, message: e.message });
      return e;
    },
  };
  return store;
}
