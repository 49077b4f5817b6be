/**
 * The keys of one scope alternative of a records table whose rows the device is sure to hold,
 * kept in a local document so that a later start can tell which keys it must fetch. A key
 * that joins while the table's pull is already past its older rows gets them from its own
 * fetch; a reload while that fetch or its storing is under way, or a key that joined while
 * this replication was not running (the app closed offline), leaves the key in the scope
 * from the next start's first moment, so it never "joins" again and the pull, reading after
 * its checkpoint, never brings those rows. Records hold many rows a key, so the presence of
 * one cannot say the key's rows are all here (as it can for profiles and companies).
 *
 * A key is recorded once its fetch's rows are stored, or at the first start of a table with
 * no records on the device (its first pull, from the beginning, brings every row of the keys it
 * starts with). A key that leaves the scope is forgotten: its records leave the device, and
 * if it joins again it is fetched again. A device that ran before this record was kept fetches
 * its keys once.
 */
import type { EveeDatabase } from '../database';

interface Stored {
  keys: string[];
}

export interface FetchedKeys {
  /** Of `keys`, those to fetch at start. Records them all at a table's first start. */
  missingAtStart(keys: string[], tableIsEmpty: () => Promise<boolean>): Promise<string[]>;
  add(keys: string[]): Promise<void>;
  remove(keys: string[]): Promise<void>;
}

export function fetchedKeys(db: EveeDatabase, table: string, column: string): FetchedKeys {
  const id = `fetched-keys:${table}:${column}`;
  let known = new Set<string>();
  // Writes one after another, each of the whole set, so the last one stored is the latest.
  let writing: Promise<unknown> = Promise.resolve();
  const save = () => {
    const keys = [...known].sort();
    writing = writing
      .then(() => (db.closed ? undefined : db.upsertLocal<Stored>(id, { keys })))
      .catch((err: unknown) => console.warn('[sync] could not record the fetched keys', { table, column }, err));
    return writing.then(() => undefined);
  };
  return {
    async missingAtStart(keys, tableIsEmpty) {
      const stored = await db.getLocal<Stored>(id);
      if (!stored && (await tableIsEmpty())) {
        known = new Set(keys);
        await save();
        return [];
      }
      known = new Set(stored?.toJSON().data.keys ?? []);
      return keys.filter((k) => !known.has(k));
    },
    add(keys) {
      keys.forEach((k) => known.add(k));
      return save();
    },
    remove(keys) {
      if (!keys.some((k) => known.has(k))) return Promise.resolve();
      keys.forEach((k) => known.delete(k));
      return save();
    },
  };
}
