/**
 * Every query result with each document once: an RxDB plugin, added with the others in
 * database.ts, so no live list has to remember it.
 *
 * RxDB updates a live result from each change rather than reading the store again. With two
 * tabs open, a change from the other tab can make the query read the store again, and that read
 * may already hold the other tab's next write; when that write's change then arrives, an insert
 * that sorts first (or last) is put there without a look at whether it is already in the result
 * (event-reduce's insertFirst and insertLast). A list keyed by id then leaves copies on the screen
 * that React never removes (seen in the chat as stale 'Pending' items). Played in
 * tests/unit/sync/two-tab-live-results.test.ts.
 */
import type { RxPlugin, RxQuery } from 'rxdb';

interface DocumentData {
  _rev: string;
}

const reported = new Set<string>();
/** A revision is "<height>-<hash>": the higher height is the later write. */
const height = (doc: DocumentData) => Number.parseInt(doc._rev, 10);

/**
 * Each document once, where it first stands, at its latest revision. Says once a document that a
 * result held it twice: RxDB keeps such a result until it next reads the store.
 */
export function distinctResults<D extends DocumentData>(docs: D[], primaryOf: (doc: D) => string, where: string): D[] {
  const at = new Map<string, number>();
  const out: D[] = [];
  for (const doc of docs) {
    const id = primaryOf(doc);
    const seen = at.get(id);
    if (seen === undefined) {
      at.set(id, out.length);
      out.push(doc);
      continue;
    }
    if (height(doc) > height(out[seen]!)) out[seen] = doc;
    if (!reported.has(id)) {
      reported.add(id);
      console.warn('[sync] a live result held a document twice; showing it once', id, where);
    }
  }
  return out.length === docs.length ? docs : out;
}

type SetResultData = (this: RxQuery, data: unknown) => void;

export const RxDBDistinctResultsPlugin: RxPlugin = {
  name: 'evee-distinct-results',
  rxdb: true,
  prototypes: {
    RxQuery(proto: RxQuery) {
      const target = proto as unknown as { _setResultData?: SetResultData };
      const setResultData = target._setResultData;
      // Where every result, read or reduced from changes, is set: fail loudly if RxDB renames it.
      if (typeof setResultData !== 'function') {
        throw new Error('RxDB has no RxQuery._setResultData: update sync/queries/distinct-results.ts');
      }
      target._setResultData = function (this: RxQuery, data: unknown) {
        if (!Array.isArray(data)) return setResultData.call(this, data);
        const primary = this.collection.schema.primaryPath as string;
        const docs = data as (DocumentData & Record<string, unknown>)[];
        return setResultData.call(
          this,
          distinctResults(docs, (doc) => String(doc[primary]), this.collection.name),
        );
      };
    },
  },
};
