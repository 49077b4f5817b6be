/**
 * Rows to read again after their push. While a local change is unsent, RxDB's downstream skips
 * any server copy of that row it is handed (the upstream is to settle it), and a pull's
 * checkpoint moves past it all the same. A copy pulled in that window, made after the push's
 * update (a message counted as unread once the read position was sent), never came back: the
 * device kept its own copy while the server's had moved on (the sync fuzz found it, with a pull
 * on a reconnect racing a push held on a row lock). So once RxDB has recorded a push, its rows
 * are read again with the next pull, inside the downstream's queue: a live change made after
 * that read reaches the device after it, as every live change follows the pull before it.
 */
import type { WithDeleted } from 'rxdb';
import type { HeldDocs } from './held-docs';

export interface ReadAgain<Doc> {
  /** Marks rows to read with the next pull. */
  mark(ids: string[]): void;
  /** Reads the marked rows and holds their copies for the pull; on failure they stay marked. */
  readInto(held: HeldDocs<Doc>): Promise<void>;
}

export function readAgain<Doc>(read: (ids: string[]) => Promise<WithDeleted<Doc>[]>): ReadAgain<Doc> {
  const marked = new Set<string>();
  return {
    mark: (ids) => ids.forEach((id) => marked.add(id)),
    async readInto(held) {
      if (!marked.size) return;
      const ids = [...marked];
      marked.clear();
      try {
        void held.hold(await read(ids));
      } catch (err) {
        ids.forEach((id) => marked.add(id));
        throw err;
      }
    },
  };
}
