/**
 * Rows a scope fetched (the older rows of a key that joined a table's scope, or the deletions
 * of a key that left it), held for the next pull to hand to RxDB. They are not sent on the pull
 * stream: RxDB drops a stream event that queued up before a resync that starts after it,
 * trusting the resync to bring the same rows, but a resync reads only after the checkpoint and
 * these rows are older. Held rows go with the very next pull, asked for by a RESYNC.
 */
import type { WithDeleted } from 'rxdb';

/** What a pull took: the documents, and what to call once the pull has handed them to RxDB. */
export interface Taken<Doc> {
  docs: WithDeleted<Doc>[];
  handed: (() => void)[];
}

export interface HeldDocs<Doc> {
  /**
   * Holds the documents (a later copy of a document replaces an earlier one). Resolves once a
   * pull has handed them to RxDB, which stores them before it moves the checkpoint.
   */
  hold(docs: WithDeleted<Doc>[]): Promise<void>;
  /** Every held document, leaving none held. */
  take(): Taken<Doc>;
  /** Holds again what a failed pull took, unless a newer copy came in meanwhile. */
  putBack(taken: Taken<Doc>): void;
}

export function heldDocs<Doc>(primaryPath: string): HeldDocs<Doc> {
  const held = new Map<string, WithDeleted<Doc>>();
  let waiting: (() => void)[] = [];
  const idOf = (doc: WithDeleted<Doc>) => String((doc as Record<string, unknown>)[primaryPath]);
  return {
    hold(docs) {
      docs.forEach((d) => held.set(idOf(d), d));
      return new Promise<void>((resolve) => waiting.push(resolve));
    },
    take() {
      const taken = { docs: [...held.values()], handed: waiting };
      held.clear();
      waiting = [];
      return taken;
    },
    putBack(taken) {
      taken.docs.forEach((d) => {
        if (!held.has(idOf(d))) held.set(idOf(d), d);
      });
      waiting.push(...taken.handed);
    },
  };
}

/** Runs a pull with the held documents first; a later copy of a row in the pull wins in RxDB. */
export async function withHeld<Doc, Checkpoint>(
  held: HeldDocs<Doc>,
  pull: () => Promise<{ documents: WithDeleted<Doc>[]; checkpoint: Checkpoint }>,
): Promise<{ documents: WithDeleted<Doc>[]; checkpoint: Checkpoint }> {
  const taken = held.take();
  try {
    const result = await pull();
    taken.handed.forEach((handed) => handed());
    return taken.docs.length ? { ...result, documents: [...taken.docs, ...result.documents] } : result;
  } catch (err) {
    held.putBack(taken);
    throw err;
  }
}
