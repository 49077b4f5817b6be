/**
 * The scopes of a records replication: each scoped table follows its key set (a company the
 * user joins, an applicant who applies). Rows of a key that joins are fetched whatever their
 * age, since the table's checkpoint may already be past them; records of a key that leaves go
 * off the device, written as the server's deletion so that nothing is pushed.
 */
import type { RxCollection, WithDeleted } from 'rxdb';
import { distinctUntilChanged, firstValueFrom, map, type Subscription } from 'rxjs';
import { selectIn } from './pull-handler';
import { toRecordDoc, type RecordDoc, type RecordTable } from './records';
import type { SyncContext } from './types';

type Doc = RecordDoc;

/**
 * Follows one scoped table's key set: fetches the rows of keys that join it, and removes from
 * the device the records of keys that leave it (written as the server's deletion, so nothing
 * is pushed).
 */
export function keyFollower(
  ctx: SyncContext,
  collection: RxCollection<Doc>,
  def: RecordTable,
  emitDocs: (docs: WithDeleted<Doc>[]) => void,
) {
  const scope = def.scope!;
  const follower = {
    keys: undefined as Set<string> | undefined,
    inFlight: new Set<Promise<void>>(),
    first: undefined as Promise<void> | undefined,
    apply(keys: string[]): Promise<void> {
      const run = follower.change(keys).finally(() => follower.inFlight.delete(run));
      follower.inFlight.add(run);
      return run;
    },
    async change(keys: string[]) {
      const before = follower.keys;
      follower.keys = new Set(keys);
      if (!before) return;
      const added = keys.filter((k) => !before.has(k));
      const removed = [...before].filter((k) => !follower.keys!.has(k));
      if (removed.length) {
        const gone = await collection.find({ selector: { table: def.table, scope: { $in: removed } } }).exec();
        emitDocs(gone.map((d) => ({ ...(d.toJSON() as Doc), _deleted: true })));
      }
      if (!added.length) return;
      try {
        const rows = await selectIn(ctx, def.table, scope.column, added);
        emitDocs(rows.map((row) => toRecordDoc(def, row)));
      } catch (error) {
        const failed = new Set(added);
        follower.keys = new Set([...follower.keys!].filter((k) => !failed.has(k)));
        ctx.status.reportFailure(collection.name, 'pull', error);
      }
    },
    keys$: () =>
      scope.keys(ctx).pipe(
        map((keys) => [...new Set(keys)].sort()),
        distinctUntilChanged((a, b) => a.join() === b.join()),
      ),
    follow: (): Subscription => follower.keys$().subscribe((keys) => void follower.apply(keys)),
    /** Resolves once the key set is known (the first pull waits for it). */
    ready: () => (follower.first ??= follower.keys ? Promise.resolve() : follower.settle()),
    async settle() {
      await follower.apply(await firstValueFrom(follower.keys$()));
      await Promise.all([...follower.inFlight]);
    },
  };
  return follower;
}
