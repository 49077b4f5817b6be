// RxDB internals that sync/ relies on, around queries and documents (listed in sync/README.md,
// 'RxDB internals we rely on'). rxdb is pinned exactly in package.json; each test here fails,
// naming the internal, when an upgrade changes it. Memory storage.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { RXDB_VERSION, RxQueryBase } from 'rxdb';
import { firstValueFrom, filter } from 'rxjs';
import { item, openItems, type Item, type ItemsDatabase } from '../../fixtures/rxdb-items';

interface QueryInternals {
  _setResultData(data: unknown): void;
  _execOverDatabase(): Promise<unknown>;
  _result?: { docsData: (Item & { _rev: string })[] };
}
const proto = RxQueryBase.prototype as unknown as QueryInternals;

let db: ItemsDatabase | undefined;
afterEach(async () => {
  await db?.remove();
  db = undefined;
});

/** Every array RxDB sets as a query result (before sync/'s own plugin sees it), while `run` runs. */
async function watchResults<T>(run: (seen: unknown[]) => Promise<T>): Promise<T> {
  const ours = proto._setResultData;
  const seen: unknown[] = [];
  proto._setResultData = function (this: QueryInternals, data: unknown) {
    seen.push(data);
    return ours.call(this, data);
  };
  try {
    return await run(seen);
  } finally {
    proto._setResultData = ours;
  }
}

const idsOf = (data: unknown) => (data as Item[]).map((d) => d.id);

describe('RxDB itself', () => {
  it('is the version package.json pins exactly', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> };
    expect(pkg.dependencies.rxdb, 'rxdb must be pinned to an exact version (no ^ or ~)').toMatch(/^\d+\.\d+\.\d+$/);
    expect(RXDB_VERSION, 'the installed RxDB is not the pinned one: run npm ci').toBe(pkg.dependencies.rxdb);
  });
});

describe('RxDB internal RxQuery._setResultData (sync/queries/distinct-results.ts)', () => {
  it('exists on RxQuery’s prototype, where a plugin can wrap it', () => {
    expect(typeof proto._setResultData, 'RxDB has no RxQuery.prototype._setResultData').toBe('function');
  });

  it('receives every result of a find as an array of document data, read or updated from a change', async () => {
    const opened = await openItems();
    db = opened.db;
    await opened.items.insert(item('b', '2'));
    await watchResults(async (seen) => {
      const query = opened.items.find({ sort: [{ at: 'asc' }] });
      const reads = { count: 0 };
      const exec = (query as unknown as QueryInternals)._execOverDatabase;
      expect(typeof exec, 'RxDB has no RxQuery._execOverDatabase').toBe('function');
      (query as unknown as QueryInternals)._execOverDatabase = function (this: QueryInternals) {
        reads.count++;
        return exec.call(this);
      };
      const emissions: string[][] = [];
      const sub = query.$.subscribe((docs) => emissions.push(docs.map((d) => d.id)));
      await firstValueFrom(query.$.pipe(filter((docs) => docs.length === 1)));
      await opened.items.insert(item('a', '1'));
      await firstValueFrom(query.$.pipe(filter((docs) => docs.length === 2)));
      sub.unsubscribe();

      const arrays = seen.filter((d) => Array.isArray(d));
      expect(arrays.length, '_setResultData no longer receives find results as arrays').toBe(seen.length);
      expect(arrays.map(idsOf)).toEqual([['b'], ['a', 'b']]);
      // The second result came from the change (event-reduce), not from reading the store again.
      expect(reads.count, 'RxDB read the store again instead of updating the result from the change').toBe(1);
      for (const doc of arrays.flat() as Record<string, unknown>[]) {
        expect(doc, 'a result document lost its primary key or _rev').toMatchObject({
          id: expect.any(String),
          _rev: expect.any(String),
        });
      }
      expect(emissions.at(-1)).toEqual(['a', 'b']);
    });
  });

  it('sets what the query emits: the array it is given becomes the result', async () => {
    const opened = await openItems();
    db = opened.db;
    const doc = (await opened.items.insert(item('a', '1'))).toJSON(true);
    const query = opened.items.find() as unknown as QueryInternals;
    await opened.items.find().exec();
    await watchResults(async () => {
      query._setResultData([doc]);
      expect(
        query._result?.docsData.map((d) => d.id),
        'RxQuery._result.docsData is not what was set',
      ).toEqual(['a']);
    });
  });
});

describe('RxDB event-reduce (why sync/queries/distinct-results.ts exists)', () => {
  // A result already read from the store with a document (another tab's write), then that
  // document's INSERT event: event-reduce's insertFirst puts it in again without looking. If
  // this now holds it once, RxDB fixed it, and distinct-results may be dropped.
  it('puts an inserted document that sorts first into a result that already holds it (insertFirst)', async () => {
    const opened = await openItems();
    db = opened.db;
    await opened.items.insert(item('b', '2'));
    const query = opened.items.find({ sort: [{ at: 'asc' }], limit: 5 });
    const sub = query.$.subscribe();
    await firstValueFrom(query.$.pipe(filter((docs) => docs.length === 1)));
    const b = (await opened.items.findOne('b').exec())!.toJSON(true);
    const a = { ...b, ...item('a', '1'), _rev: '1-readbeforeitsevent' };
    await watchResults(async (seen) => {
      // As a read of the store that already saw the write would set it.
      (query as unknown as QueryInternals)._setResultData([a, b]);
      seen.length = 0;
      await opened.items.insert(item('a', '1'));
      await new Promise((r) => setTimeout(r, 50));
      expect(seen.map(idsOf), "event-reduce's insertFirst changed: review sync/queries/distinct-results.ts").toEqual([
        ['a', 'a', 'b'],
      ]);
    });
    sub.unsubscribe();
  });
});

describe('RxDB document bookkeeping', () => {
  it('writes revisions as "<height>-<hash>", the height counting the document’s writes', async () => {
    const opened = await openItems();
    db = opened.db;
    const doc = await opened.items.insert(item('a', '1'));
    expect(doc.toJSON(true)._rev, 'RxDB revisions are no longer "<height>-<hash>"').toMatch(/^1-[a-z0-9]+$/i);
    const patched = await doc.incrementalPatch({ title: 'again' });
    expect(patched.toJSON(true)._rev).toMatch(/^2-[a-z0-9]+$/i);
  });

  it('adds exactly _deleted, _rev, _meta and _attachments to a stored document (sync/conflict/handler.ts)', async () => {
    const opened = await openItems();
    db = opened.db;
    const doc = (await opened.items.insert(item('a', '1'))).toJSON(true);
    const added = Object.keys(doc).filter((k) => !['id', 'title', 'at'].includes(k));
    expect(added.sort(), 'RxDB’s bookkeeping fields changed: update BOOKKEEPING in sync/conflict/handler.ts').toEqual([
      '_attachments',
      '_deleted',
      '_meta',
      '_rev',
    ]);
    expect(doc._meta).toMatchObject({ lwt: expect.any(Number) });
  });

  it('answers a bulk insert of an id it holds with a 409 for that document and stores the rest (first-load.ts)', async () => {
    const opened = await openItems();
    db = opened.db;
    await opened.items.insert(item('a', '1', 'kept'));
    const { success, error } = await opened.items.bulkInsert([item('a', '1', 'other'), item('b', '2')]);
    expect(success.map((d) => d.id)).toEqual(['b']);
    expect(
      error.map((e) => [e.documentId, e.status]),
      'bulkInsert no longer reports an existing id as 409',
    ).toEqual([['a', 409]]);
    expect((await opened.items.findOne('a').exec())!.title).toBe('kept');
  });
});
