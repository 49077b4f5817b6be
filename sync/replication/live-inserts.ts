/**
 * A row the live channel reports as just inserted, in a table the device never pushes (a
 * message from someone else, a notification), is new to the device almost every time. RxDB's
 * downstream would first read the collection's copy and the copy it assumes the server has,
 * then write: with the database in its worker, a message round trip before the write, on the
 * path between the other person's Enter and the message on this screen. Such a row is inserted
 * at once instead. When the device already holds it (a pull brought it first, another tab
 * inserted it), the insert is refused as a conflict and the row goes the downstream's way,
 * which compares and writes only what is newer.
 *
 * The rows of one table reach the device in the order the channel brought them: a row sent on
 * to the downstream waits for the inserts before it, since the downstream, reading before the
 * insert was stored, would write the row as new and lose it to the insert's conflict.
 */
import type { RxCollection, WithDeleted } from 'rxdb';

export interface LiveInserts<Doc> {
  /** Inserts a row the channel reported as inserted; the downstream gets it if the device has it. */
  insert(doc: WithDeleted<Doc>): void;
  /** Hands rows to the downstream once the inserts before them are stored. */
  send(docs: WithDeleted<Doc>[]): void;
}

export function liveInserts<Doc>(
  collection: RxCollection<Doc>,
  downstream: (docs: WithDeleted<Doc>[]) => void,
): LiveInserts<Doc> {
  let pending = 0;
  let queue: Promise<void> = Promise.resolve();
  const after = (step: () => Promise<void> | void) => {
    pending += 1;
    queue = queue.then(step).finally(() => {
      pending -= 1;
    });
  };
  const insertOrSend = async (doc: WithDeleted<Doc>, data: Record<string, unknown>) => {
    try {
      const { error } = await collection.bulkInsert([data as never]);
      if (!error.length) return;
      // A conflict is the device's own copy; any other refusal the downstream reports as its own.
      if (error[0]!.status !== 409) console.warn('[sync] a live insert was refused; the pull takes it', error[0]);
    } catch (err) {
      console.warn('[sync] a live insert failed; the pull takes it', err);
    }
    downstream([doc]);
  };
  return {
    insert(doc) {
      const { _deleted: deleted, ...data } = doc as WithDeleted<Doc> & Record<string, unknown>;
      if (deleted) return this.send([doc]);
      after(() => insertOrSend(doc, data));
    },
    send(docs) {
      // Nothing waiting: straight on, without a turn of the queue.
      if (!pending) return downstream(docs);
      after(() => downstream(docs));
    },
  };
}
