/**
 * A row the device has just had written on the server (a sent message) comes back twice: in
 * the answer, whose copy is handed to the mirror at once (emitServerDocs), and as the live
 * channel's change. RxDB would read the collection and its bookkeeping for the second only to
 * find the same document and write nothing: two storage calls per sent message, each a message
 * round trip to the database's worker that the next local write queues behind. The live copy is
 * dropped when it is the same as the copy handed over; a different one (changed on the server
 * since) goes through. A handed copy RxDB did not store (it met a concurrent write to the same
 * document) is handed over again by its sender (the message sender sends a message again when
 * its copy has not shown within a few seconds).
 */
import type { WithDeleted } from 'rxdb';
import { sameContent } from '../conflict/handler';

/** Copies waited for at most; the oldest go first (a channel that was down never echoes them). */
const MAX_EXPECTED = 500;

export interface ServerEchoes<Doc> {
  /** Notes copies handed to the mirror, whose live echo is then expected. */
  expect(docs: WithDeleted<Doc>[]): void;
  /** Whether a live copy is the echo of one handed over (which it then no longer expects). */
  isEcho(doc: WithDeleted<Doc>): boolean;
  clear(): void;
}

export function serverEchoes<Doc>(primaryPath: string): ServerEchoes<Doc> {
  const expected = new Map<string, WithDeleted<Doc>>();
  const idOf = (doc: WithDeleted<Doc>) => String((doc as Record<string, unknown>)[primaryPath]);
  return {
    expect(docs) {
      for (const doc of docs) {
        expected.delete(idOf(doc));
        expected.set(idOf(doc), doc);
      }
      for (const id of expected.keys()) {
        if (expected.size <= MAX_EXPECTED) break;
        expected.delete(id);
      }
    },
    isEcho(doc) {
      const handed = expected.get(idOf(doc));
      if (!handed) return false;
      expected.delete(idOf(doc));
      return sameContent(handed as object, doc as object);
    },
    clear: () => expected.clear(),
  };
}
