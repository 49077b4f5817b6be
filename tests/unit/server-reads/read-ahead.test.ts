// The kept answer a returning visit reads from the device as soon as its route is known
// (server-reads/read-ahead.ts), run for real over fake-indexeddb with TanStack Query's persister:
// the persister finds it already read, and nothing newer is hidden by it.
import { hashKey, QueryObserver } from '@tanstack/react-query';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { createDeviceStore, keptAnswerKey, type DeviceStore } from '@/lib/server-reads/device-store';
import {
  answerPersister,
  createServerQueryClient,
  KEEP_ANSWERS_MS,
  restoreKeptAnswer,
} from '@/lib/server-reads/query-client';
import { readingAhead } from '@/lib/server-reads/read-ahead';

const KEY = ['user-a', 'dashboard'];

/** The store, counting its reads. */
function counted(store: DeviceStore) {
  const reads = { count: 0 };
  const wrapped: DeviceStore = {
    ...store,
    getItem: (key) => {
      reads.count += 1;
      return store.getItem(key);
    },
  };
  return { store: wrapped, reads };
}

/** A read of KEY for user-a through the persister over `storage`, as a screen makes it. */
async function read(storage: DeviceStore, answer: () => Promise<string>, client = createServerQueryClient()) {
  const persister = answerPersister(storage, 'user-a');
  const data = await client.fetchQuery({
    queryKey: KEY,
    queryFn: answer,
    persister: (queryFn, context, query) => persister.persisterFn(queryFn, context, query),
  });
  // The answer is written after the read settles.
  await new Promise((resolve) => setTimeout(resolve, 20));
  return data;
}

describe('a kept answer read ahead of its screen', () => {
  it('is kept under the key the persister writes, so the route can name it before the query client loads', async () => {
    const store = createDeviceStore(new IDBFactory());
    await read(store, async () => "A's figures");
    const [[key]] = (await store.entries()) as [[string, string]];
    expect(key).toBe(keptAnswerKey(KEY));
    expect(key).toBe(`read-${hashKey(KEY)}`);
  });

  it('is what the persister restores on the next visit, without reading the device again, and is then read from the server', async () => {
    const device = createDeviceStore(new IDBFactory());
    await read(device, async () => "A's figures");
    const { store, reads } = counted(device);
    const ahead = readingAhead(store);
    ahead.readAhead(keptAnswerKey(KEY));
    expect(reads.count).toBe(1);

    const visit = createServerQueryClient();
    let asked = 0;
    const shown = await read(
      ahead.storage,
      async () => {
        asked += 1;
        return 'new figures';
      },
      visit,
    );
    expect(shown).toBe("A's figures");
    expect(reads.count).toBe(1);
    await expect.poll(() => visit.getQueryData(KEY)).toBe('new figures');
    expect(asked).toBe(1);
  });

  it('is given once: a later read goes to the device', async () => {
    const { store, reads } = counted(createDeviceStore(new IDBFactory()));
    await store.setItem('k', 'kept');
    const ahead = readingAhead(store);
    ahead.readAhead('k');
    expect(await ahead.storage.getItem('k')).toBe('kept');
    expect(await ahead.storage.getItem('k')).toBe('kept');
    expect(reads.count).toBe(2);
  });

  it('never hides an answer written or removed after it was read', async () => {
    const store = createDeviceStore(new IDBFactory());
    await store.setItem('written', 'old');
    await store.setItem('removed', 'old');
    const ahead = readingAhead(store);
    ahead.readAhead('written');
    ahead.readAhead('removed');
    await ahead.storage.setItem('written', 'new');
    await ahead.storage.removeItem('removed');
    expect(await ahead.storage.getItem('written')).toBe('new');
    expect(await ahead.storage.getItem('removed')).toBeNull();
  });

  it('is dropped when the store is cleared, as signing out does', async () => {
    const store = createDeviceStore(new IDBFactory());
    await store.setItem('k', 'kept');
    const ahead = readingAhead(store);
    ahead.readAhead('k');
    await ahead.storage.clear();
    expect(await ahead.storage.getItem('k')).toBeNull();
  });

  it('is not given after 10 s, when the device may hold a newer answer', async () => {
    const { store, reads } = counted(createDeviceStore(new IDBFactory()));
    await store.setItem('k', 'kept');
    let now = 0;
    const ahead = readingAhead(store, () => now);
    ahead.readAhead('k');
    now = 10_001;
    expect(await ahead.storage.getItem('k')).toBe('kept');
    expect(reads.count).toBe(2);
  });

  it('that failed is read again when asked for, and that read reports its own failure', async () => {
    let fail = true;
    const store: DeviceStore = {
      ...createDeviceStore(new IDBFactory()),
      getItem: async () => {
        if (fail) throw new Error('the device store is closed');
        return 'kept';
      },
    };
    const ahead = readingAhead(store);
    ahead.readAhead('k');
    await new Promise((resolve) => setTimeout(resolve, 0));
    fail = false;
    expect(await ahead.storage.getItem('k')).toBe('kept');
    fail = true;
    ahead.readAhead('k');
    await expect(ahead.storage.getItem('k')).rejects.toThrow('the device store is closed');
  });
});

describe("a kept answer read ahead, on the screen's first render", () => {
  /** The kept answer of KEY for user-a, as the persister wrote it to the device. */
  async function keptRaw(answer = "A's figures") {
    const store = createDeviceStore(new IDBFactory());
    await read(store, async () => answer);
    return { store, raw: (await store.getItem(keptAnswerKey(KEY)))! };
  }

  it('is given at once once its read has finished, and not before', async () => {
    const { store } = await keptRaw();
    const ahead = readingAhead(store);
    ahead.readAhead(keptAnswerKey(KEY));
    expect(ahead.takeSettled(keptAnswerKey(KEY))).toBeNull();
    await expect.poll(() => ahead.takeSettled(keptAnswerKey(KEY))).toContain("A's figures");
    expect(ahead.takeSettled(keptAnswerKey(KEY))).toBeNull();
  });

  it('is in the client before a screen subscribes, with its age, and the screen then reads it again', async () => {
    const { raw } = await keptRaw();
    const keptAt = (JSON.parse(raw) as { state: { dataUpdatedAt: number } }).state.dataUpdatedAt;
    const client = createServerQueryClient();
    expect(restoreKeptAnswer(client, KEY, raw, 'user-a')).toBe(true);
    let asked = 0;
    const observer = new QueryObserver(client, {
      queryKey: KEY,
      queryFn: async () => {
        asked += 1;
        return 'new figures';
      },
    });
    // What the first render shows: the kept answer, fresh enough for the 5 minutes, yet read again.
    const first = observer.getCurrentResult();
    expect(first.data).toBe("A's figures");
    expect(first.dataUpdatedAt).toBe(keptAt);
    const stop = observer.subscribe(() => {});
    await expect.poll(() => observer.getCurrentResult().data).toBe('new figures');
    expect(asked).toBe(1);
    stop();
  });

  it("never puts in one person's kept answer for another, an answer older than a day, or over one the client holds", async () => {
    const { raw } = await keptRaw();
    const keptAt = (JSON.parse(raw) as { state: { dataUpdatedAt: number } }).state.dataUpdatedAt;
    const client = createServerQueryClient();
    expect(restoreKeptAnswer(client, KEY, raw, 'user-b')).toBe(false);
    expect(restoreKeptAnswer(client, KEY, raw, 'user-a', keptAt + KEEP_ANSWERS_MS + 1)).toBe(false);
    expect(restoreKeptAnswer(client, KEY, 'not json', 'user-a')).toBe(false);
    expect(client.getQueryData(KEY)).toBeUndefined();
    client.setQueryData(KEY, 'newer figures');
    expect(restoreKeptAnswer(client, KEY, raw, 'user-a')).toBe(false);
    expect(client.getQueryData(KEY)).toBe('newer figures');
  });
});
