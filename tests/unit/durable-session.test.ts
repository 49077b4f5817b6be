import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { createDurableSessionStorage } from '@/lib/durable-session';

/** localStorage as the test sees it: a map it can empty, as a crash before the write-out does. */
function localStore() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

const session = (expires: number, token: string) => JSON.stringify({ expires_at: expires, refresh_token: token });

describe('the durable session storage', () => {
  it('gives back the session from IndexedDB when localStorage lost it, and restores it there', async () => {
    const factory = new IDBFactory();
    const local = localStore();
    await createDurableSessionStorage(local, factory).setItem('evee-auth', session(100, 'a'));
    local.items.clear();

    // A new start of the app: a fresh storage over the same IndexedDB.
    const restarted = createDurableSessionStorage(local, factory);
    expect(await restarted.restore('evee-auth')).toBe(true);
    expect(local.getItem('evee-auth')).toBe(session(100, 'a'));
    // Or supabase-js asks first, on another start.
    local.items.clear();
    expect(await createDurableSessionStorage(local, factory).getItem('evee-auth')).toBe(session(100, 'a'));
    expect(local.getItem('evee-auth')).toBe(session(100, 'a'));
  });

  it('takes the copy that lasts longer when localStorage kept an older, rotated session', async () => {
    const factory = new IDBFactory();
    const local = localStore();
    await createDurableSessionStorage(local, factory).setItem('evee-auth', session(200, 'rotated'));
    local.setItem('evee-auth', session(100, 'stale'));
    // The next start of the app reads both copies once.
    const storage = createDurableSessionStorage(local, factory);
    expect(await storage.getItem('evee-auth')).toBe(session(200, 'rotated'));
    expect(local.getItem('evee-auth')).toBe(session(200, 'rotated'));
  });

  it('reads the IndexedDB copy once a key, not on every read of the session', async () => {
    const factory = new IDBFactory();
    const local = localStore();
    await createDurableSessionStorage(local, factory).setItem('evee-auth', session(100, 'a'));
    const storage = createDurableSessionStorage(local, factory);
    expect(await storage.getItem('evee-auth')).toBe(session(100, 'a'));
    // A second page's write reaches this one through localStorage, which is then what counts.
    local.setItem('evee-auth', session(300, 'other tab'));
    await createDurableSessionStorage(localStore(), factory).setItem('evee-auth', session(50, 'older'));
    expect(await storage.getItem('evee-auth')).toBe(session(300, 'other tab'));
  });

  it('forgets the session in both places on sign-out', async () => {
    const factory = new IDBFactory();
    const local = localStore();
    const storage = createDurableSessionStorage(local, factory);
    await storage.setItem('evee-auth', session(100, 'a'));
    await storage.removeItem('evee-auth');
    expect(local.getItem('evee-auth')).toBeNull();
    expect(await createDurableSessionStorage(localStore(), factory).restore('evee-auth')).toBe(false);
  });

  it('keeps working on localStorage alone when IndexedDB is not there', async () => {
    const local = localStore();
    const storage = createDurableSessionStorage(local, undefined);
    await storage.setItem('evee-auth', session(100, 'a'));
    expect(await storage.getItem('evee-auth')).toBe(session(100, 'a'));
    expect(await storage.restore('other')).toBe(false);
  });
});
