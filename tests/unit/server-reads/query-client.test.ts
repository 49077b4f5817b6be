// The server reads' query client, run for real (TanStack Query over fake-indexeddb): the spec's
// data rules as its defaults, and answers kept on the device per person.
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { createDeviceStore } from '@/lib/server-reads/device-store';
import {
  answerPersister,
  createServerQueryClient,
  KEEP_ANSWERS_MS,
  STALE_AFTER_MS,
} from '@/lib/server-reads/query-client';

describe('the server reads query client', () => {
  it('retries once, counts an answer fresh for 5 minutes, never reads again on focus, and keeps answers a day', () => {
    const queries = createServerQueryClient().getDefaultOptions().queries!;
    expect(queries.retry).toBe(1);
    expect(queries.staleTime).toBe(5 * 60_000);
    expect(STALE_AFTER_MS).toBe(5 * 60_000);
    expect(queries.refetchOnWindowFocus).toBe(false);
    expect(queries.networkMode).toBe('offlineFirst');
    expect(queries.gcTime).toBe(KEEP_ANSWERS_MS);
    expect(KEEP_ANSWERS_MS).toBe(24 * 60 * 60_000);
  });

  it('asks the server twice at most for a read that keeps failing, then reports the failure', async () => {
    const client = createServerQueryClient();
    let calls = 0;
    const read = client.fetchQuery({
      queryKey: ['failing'],
      queryFn: () => {
        calls += 1;
        return Promise.reject(new Error('down'));
      },
      retryDelay: 1,
    });
    await expect(read).rejects.toThrow('down');
    expect(calls).toBe(2);
  });

  it('answers a second read within 5 minutes from memory without asking the server', async () => {
    const client = createServerQueryClient();
    let calls = 0;
    const options = { queryKey: ['fresh'], queryFn: async () => ++calls };
    await client.fetchQuery(options);
    expect(await client.fetchQuery(options)).toBe(1);
    expect(calls).toBe(1);
  });
});

describe('answers kept on the device', () => {
  const read = async (
    store: ReturnType<typeof createDeviceStore>,
    viewer: string,
    answer: () => Promise<string>,
    client = createServerQueryClient(),
  ) => {
    const persister = answerPersister(store, viewer);
    const data = await client.fetchQuery({
      queryKey: ['dashboard'],
      queryFn: answer,
      persister: (queryFn, context, query) => persister.persisterFn(queryFn, context, query),
    });
    // The answer is written after the read settles.
    await new Promise((resolve) => setTimeout(resolve, 20));
    return data;
  };

  it('gives the same person their last answer at once on a later visit, then reads it again', async () => {
    const store = createDeviceStore(new IDBFactory());
    expect(await read(store, 'user-a', async () => "A's figures")).toBe("A's figures");
    const [entry] = await store.entries();
    const keptAt = (JSON.parse(entry![1]) as { state: { dataUpdatedAt: number } }).state.dataUpdatedAt;
    await new Promise((resolve) => setTimeout(resolve, 30));

    const visit = createServerQueryClient();
    let asked = 0;
    const later = await read(
      store,
      'user-a',
      async () => {
        asked += 1;
        return 'new figures';
      },
      visit,
    );
    expect(later).toBe("A's figures");
    await expect.poll(() => visit.getQueryData(['dashboard'])).toBe('new figures');
    expect(asked).toBe(1);
    expect(visit.getQueryState(['dashboard'])!.dataUpdatedAt).toBeGreaterThan(keptAt);
  });

  it('lets a sign-out cancel the read again of a restored answer without an unhandled rejection', async () => {
    const store = createDeviceStore(new IDBFactory());
    await read(store, 'user-a', async () => "A's figures");
    const unhandled: unknown[] = [];
    const note = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', note);
    try {
      const visit = createServerQueryClient();
      let asked = 0;
      const persister = answerPersister(store, 'user-a');
      const restored = await visit.fetchQuery({
        queryKey: ['dashboard'],
        queryFn: () => {
          asked += 1;
          return new Promise<string>(() => {});
        },
        persister: (queryFn, context, query) => persister.persisterFn(queryFn, context, query),
      });
      expect(restored).toBe("A's figures");
      await expect.poll(() => asked).toBe(1);
      // Signing out forgets every answer, cancelling the read on its way.
      visit.clear();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', note);
    }
  });

  it("never gives one person's kept answer to another on the same device, and drops it", async () => {
    const store = createDeviceStore(new IDBFactory());
    await read(store, 'user-a', async () => "A's figures");
    expect(await read(store, 'user-b', async () => "B's figures")).toBe("B's figures");
    const kept = (await store.entries()).map(([, value]) => JSON.parse(value) as { buster: string });
    expect(kept.map((entry) => entry.buster)).toEqual(['user-b']);
  });

  it('keeps no failed read, and clearing the store forgets every answer', async () => {
    const store = createDeviceStore(new IDBFactory());
    await expect(read(store, 'user-a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await store.entries()).toEqual([]);
    await read(store, 'user-a', async () => "A's figures");
    expect(await store.entries()).toHaveLength(1);
    await store.clear();
    expect(await store.entries()).toEqual([]);
  });
});
