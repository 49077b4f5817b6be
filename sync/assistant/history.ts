/**
 * The assistant's conversation with the person, kept on the device only: one RxDB local
 * document in the person's own database (so one per user), never replicated and never a
 * collection (the open-core build's 13 are all but used). Holds the exchanges and the text
 * being typed, so neither is lost on reload.
 */
import { map, type Observable } from 'rxjs';
import type { EveeDatabase } from '../database';

export const ASSISTANT_HISTORY_DOC = 'assistant-history';

export interface StoredAssistantHistory<Entry> {
  entries: Entry[];
  draft: string;
}

export async function readAssistantHistory<Entry>(db: EveeDatabase): Promise<StoredAssistantHistory<Entry>> {
  const doc = await db.getLocal<StoredAssistantHistory<Entry>>(ASSISTANT_HISTORY_DOC);
  const data = doc?.toJSON().data;
  return { entries: (data?.entries ?? []) as Entry[], draft: data?.draft ?? '' };
}

export function watchAssistantHistory<Entry>(db: EveeDatabase): Observable<StoredAssistantHistory<Entry>> {
  return db.getLocal$<StoredAssistantHistory<Entry>>(ASSISTANT_HISTORY_DOC).pipe(
    map((doc) => {
      const data = doc?.toJSON().data;
      return { entries: (data?.entries ?? []) as Entry[], draft: data?.draft ?? '' };
    }),
  );
}

// Writes of one database go one after another: a draft saved while an answer is appended must
// not put back the entries the append replaced.
const queues = new WeakMap<EveeDatabase, Promise<void>>();

export function writeAssistantHistory<Entry>(
  db: EveeDatabase,
  change: Partial<StoredAssistantHistory<Entry>>,
): Promise<void> {
  const write = async () => {
    if (db.closed) return;
    const current = await readAssistantHistory<Entry>(db);
    await db.upsertLocal(ASSISTANT_HISTORY_DOC, { ...current, ...change });
  };
  const next = (queues.get(db) ?? Promise.resolve()).then(write, write);
  queues.set(db, next);
  return next;
}
