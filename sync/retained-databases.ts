/**
 * The databases kept on the device after a sign-out the user did not ask for (the server ended
 * the session, so supabase-js signed out by itself) because they still held unsent writes.
 * Such a database stays until its user signs in again, when the writes go out, and is removed
 * as soon as someone else signs in on the device: the next person never has another's data
 * on their device for longer than the moment it takes to remove it.
 */
export interface RetainedDatabases {
  list(): string[];
  add(userId: string): void;
  delete(userId: string): void;
}

const KEY = 'evee.retained-databases';

/** Kept in localStorage, so the record outlives a reload; in memory where there is none. */
export function defaultRetainedDatabases(): RetainedDatabases {
  const storage = typeof localStorage === 'undefined' ? undefined : localStorage;
  let memory: string[] = [];
  const read = (): string[] => {
    if (!storage) return memory;
    try {
      const parsed: unknown = JSON.parse(storage.getItem(KEY) ?? '[]');
      return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
    } catch {
      return [];
    }
  };
  const write = (ids: string[]) => {
    if (!storage) memory = ids;
    else if (ids.length) storage.setItem(KEY, JSON.stringify(ids));
    else storage.removeItem(KEY);
  };
  return {
    list: read,
    add: (userId) => write([...new Set([...read(), userId])]),
    delete: (userId) => write(read().filter((id) => id !== userId)),
  };
}
