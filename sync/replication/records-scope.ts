/**
 * The scopes of a records replication: each scoped table follows the key sets of its
 * alternatives (a company the user joins, an applicant who applies, a job the talent saves).
 * Rows of a key that joins are fetched whatever their age, since the table's checkpoint may
 * already be past them; records of a key that leaves go off the device unless another
 * alternative still holds them, written as the server's deletion so that nothing is pushed.
 * Keys whose fetch failed (offline) are asked again on the next pull; keys whose rows never
 * reached the device's storage (a reload during their fetch) are asked at the next start
 * (fetched-keys.ts). The rules are pure, in scope-alternatives.ts.
 */
import type { RxCollection, WithDeleted } from 'rxdb';
import { combineLatest, distinctUntilChanged, firstValueFrom, map, type Observable, type Subscription } from 'rxjs';
import { fetchedKeys } from './fetched-keys';
import { selectIn } from './pull-handler';
import { scopeAlternatives, toRecordDoc } from './records';
import type { RecordDoc, RecordTable } from './types';
import { holds, keyChanges, leaving, type HeldAlternative, type ScopePart } from './scope-alternatives';
import type { Row } from './rows';
import type { SyncContext } from './types';

type Doc = RecordDoc;

interface Alternative extends HeldAlternative {
  keys: Set<string> | undefined;
  /** The keys the alternative last asked for (held ones plus any whose fetch failed). */
  wanted: string[];
}

const sameKeys = (a: string[], b: string[]) => a.length === b.length && a.every((k, i) => k === b[i]);

/**
 * Follows one scoped table's alternatives: fetches the rows of keys that join one, and removes
 * from the device the records no alternative holds any more.
 */
export function keyFollower(
  ctx: SyncContext,
  collection: RxCollection<Doc>,
  def: RecordTable,
  /** Hands rows to the next pull; resolves once that pull has handed them to RxDB. */
  emitDocs: (docs: WithDeleted<Doc>[]) => Promise<void>,
  /** Resolves once what RxDB was handed is stored. */
  whenStored: () => Promise<unknown>,
) {
  const sources = scopeAlternatives(def);
  const alts: Alternative[] = sources.map((s) => ({ column: s.column, keys: undefined, wanted: [] }));
  const fetched = sources.map((s) => fetchedKeys(ctx.db, def.table, s.column));
  const tableIsEmpty = async () => !(await collection.findOne({ selector: { table: def.table } }).exec());
  const indexedColumn = def.scopeColumn ?? sources[0]!.column;
  const inFlight = new Set<Promise<void>>();

  const recordsOf = async (column: string, keys: string[]): Promise<Doc[]> => {
    const selector = column === indexedColumn ? { scope: { $in: keys } } : { [`row.${column}`]: { $in: keys } };
    const docs = await collection.find({ selector: { table: def.table, ...selector } }).exec();
    return docs.map((d) => d.toJSON() as Doc);
  };

  /** Fetches every row of the keys; they are recorded as fetched once the rows are stored. */
  async function fetchRows(index: number, keys: string[]) {
    const alt = alts[index]!;
    try {
      const rows = await selectIn(ctx, def.table, alt.column, keys, def);
      const handed = rows.length ? emitDocs(rows.map((row) => toRecordDoc(def, row))) : Promise.resolve();
      void handed
        .then(whenStored)
        // A key that left meanwhile has lost its records again.
        .then(() => fetched[index]!.add(keys.filter((k) => alt.keys?.has(k))))
        .catch((err: unknown) => console.warn('[sync] fetched rows not recorded', { table: def.table, keys }, err));
    } catch (error) {
      const failed = new Set(keys);
      alt.keys = new Set([...(alt.keys ?? [])].filter((k) => !failed.has(k)));
      ctx.status.reportFailure(collection.name, 'pull', error);
    }
  }

  async function change(index: number, keys: string[]) {
    const alt = alts[index]!;
    const before = alt.keys;
    alt.wanted = keys;
    alt.keys = new Set(keys);
    if (!before) {
      const missing = await fetched[index]!.missingAtStart(keys, tableIsEmpty);
      if (missing.length) await fetchRows(index, missing);
      return;
    }
    const { added, removed } = keyChanges(before, keys);
    if (removed.length) {
      const records = await recordsOf(alt.column, removed);
      const rows = leaving(
        alts,
        index,
        records.map((r) => r.row as Row),
      );
      const ids = new Set(rows.map((r) => String(r.id)));
      void emitDocs(records.filter((r) => ids.has(r.id)).map((r) => ({ ...r, _deleted: true })));
      void fetched[index]!.remove(removed);
    }
    if (added.length) await fetchRows(index, added);
  }

  const apply = (index: number, keys: string[]): Promise<void> => {
    const run = change(index, keys).finally(() => inFlight.delete(run));
    inFlight.add(run);
    return run;
  };

  const keys$ = (index: number): Observable<string[]> =>
    sources[index]!.keys(ctx).pipe(
      map((keys) => [...new Set(keys)].sort()),
      distinctUntilChanged(sameKeys),
    );

  let first: Promise<void> | undefined;
  const follower = {
    alternatives: alts as readonly HeldAlternative[],
    /** Whether any alternative holds the row (a live change outside the scope is not kept). */
    holds: (row: Row) => holds(alts, row),
    /** Whether any alternative holds a key (else the table is not read at all). */
    hasKeys: () => alts.some((a) => a.keys && a.keys.size > 0),
    /** The requests a pull makes: each alternative's held keys. */
    parts: (): ScopePart[] => alts.map((a) => ({ column: a.column, keys: [...(a.keys ?? [])] })),
    follow: (): Subscription[] => alts.map((_, i) => keys$(i).subscribe((keys) => void apply(i, keys))),
    /** Resolves once every key set is known (the first pull waits for it); asks again for failed keys. */
    ready: async () => {
      first ??= alts.every((a) => a.keys) ? Promise.resolve() : follower.settle();
      await first;
      await follower.catchUp();
    },
    /** Fetches again the keys an alternative wants but could not fetch (the device was offline). */
    async catchUp() {
      const behind = alts.flatMap((a, i) => (a.keys && a.wanted.some((k) => !a.keys!.has(k)) ? [i] : []));
      // The held set lacks the failed keys, so applying the wanted set fetches them.
      for (const i of behind) await apply(i, alts[i]!.wanted);
    },
    async settle() {
      const sets = await firstValueFrom(combineLatest(alts.map((_, i) => keys$(i))));
      await Promise.all(sets.map((keys, i) => apply(i, keys)));
      await Promise.all([...inFlight]);
    },
  };
  return follower;
}

export type KeyFollower = ReturnType<typeof keyFollower>;
