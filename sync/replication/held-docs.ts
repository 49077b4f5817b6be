/**
 * Rows a scope fetched (the older rows of a key that joined a table's scope, or the deletions
 * of a key that left it), held for the next pull to hand to RxDB. They are not sent on the pull
 * stream: RxDB drops a stream event that queued up before a resync that starts after it,
 * trusting the resync to bring the same rows, but a resync reads only after the checkpoint and
 * these rows are older. Held rows go with the very next pull, asked for by a RESYNC.
 */
import type { WithDeleted } from 'rxdb';

export interface HeldDocs<Doc> {
  /** Holds the documents (a later copy of a document replaces an earlier one). */
  hold(docs: WithDeleted<Doc>[]): void;
  /** Every held document, leaving none held. */
  take(): WithDeleted<Doc>[];
  /** Holds again what a failed pull took, unless a newer copy came in meanwhile. */
  putBack(docs: WithDeleted<Doc>[]): void;
}

export function heldDocs<Doc>(primaryPath: string): HeldDocs<Doc> {
  const held = new Map<string, WithDeleted<Doc>>();
  const idOf = (doc: WithDeleted<Doc>) => String((doc as Record<string, unknown>)[primaryPath]);
  return {
    hold: (docs) => docs.forEach((d) => held.set(idOf(d), d)),
    take() {
      const docs = [...held.values()];
      held.clear();
      return docs;
    },
    putBack: (docs) =>
      docs.forEach((d) => {
        if (!held.has(idOf(d))) held.set(idOf(d), d);
      }),
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
    return taken.length ? { ...result, documents: [...taken, ...result.documents] } : result;
  } catch (err) {
    held.putBack(taken);
    throw err;
  }
}
