// A returning visit's kept answer, read from the device as soon as the route is known rather than
// once the screen has rendered and asked for it. The screen's code, the shell and the query
// client load meanwhile, so the device's IndexedDB open and read run beside them, not after
// them; the query's persister then finds the answer already read. Small, with no TanStack or
// supabase-js in it: the route table, in the entry chunk, starts it for the stored session's user.
import { createDeviceStore, keptAnswerKey, type DeviceStore } from './device-store';

/** A read ahead is only given for this long: later, the device may hold a newer answer. */
const READ_AHEAD_FOR_MS = 10_000;

export interface ReadingAhead {
  /** Starts reading the answer kept under `storageKey`, if it is not being read already. */
  readAhead: (storageKey: string) => void;
  /**
   * The answer read ahead under `storageKey`, if that read has already finished with one: given
   * once, so a screen's first render can show it. Null while it is still being read.
   */
  takeSettled: (storageKey: string) => string | null;
  /** The store, whose first read of a key read ahead gets that read (once) instead of a new one. */
  storage: DeviceStore;
}

export function readingAhead(store: DeviceStore, now: () => number = Date.now): ReadingAhead {
  const ahead = new Map<string, { read: Promise<string | null | undefined>; at: number; value?: string | null }>();
  const read = async (key: string) => store.getItem(key);
  const take = (key: string) => {
    const early = ahead.get(key);
    ahead.delete(key);
    return early && now() - early.at <= READ_AHEAD_FOR_MS ? early.read : null;
  };
  const storage: DeviceStore = {
    // A read ahead that failed is tried again here, where its error reaches the persister.
    getItem: (key) => take(key)?.catch(() => read(key)) ?? read(key),
    // A write or removal makes what was read ahead out of date.
    setItem: (key, value) => {
      ahead.delete(key);
      return store.setItem(key, value);
    },
    removeItem: (key) => {
      ahead.delete(key);
      return store.removeItem(key);
    },
    entries: () => store.entries(),
    clear: () => {
      ahead.clear();
      return store.clear();
    },
  };
  return {
    readAhead: (key) => {
      if (ahead.has(key)) return;
      const entry: { read: Promise<string | null | undefined>; at: number; value?: string | null } = {
        read: read(key),
        at: now(),
      };
      // A failure is left for the read that replaces it (getItem), where it is met again.
      entry.read.then(
        (value) => (entry.value = value ?? null),
        () => {},
      );
      ahead.set(key, entry);
    },
    takeSettled: (key) => {
      const entry = ahead.get(key);
      if (entry?.value === undefined) return null;
      return take(key) ? entry.value : null;
    },
    storage,
  };
}

/** The app's device store of kept answers, with reads ahead. */
export const keptAnswers = readingAhead(createDeviceStore(globalThis.indexedDB));

/** Reads ahead the answer kept for `viewer` under `key` (a read's key without its viewer, as screens name it). */
export function readKeptAnswerAhead(viewer: string, key: readonly string[]): void {
  keptAnswers.readAhead(keptAnswerKey([viewer, ...key]));
}
