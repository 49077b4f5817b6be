/**
 * Messages the server already had when the replication sent them: a send whose answer was
 * lost, or one the service worker made by Background Sync. The server answers such a push with
 * its own copy, a conflict that RxDB resolves to that copy without reporting the message as
 * sent, so the pending-writes set would keep it pending for ever. Each one is recorded here, in
 * a local document (it survives reload and is shared by the tabs), and message-delivery.ts
 * counts it as sent.
 */
import type { Subscription } from 'rxjs';
import type { EveeDatabase } from '../database';
import type { SyncEngine } from '../sync-engine';

export const CONFIRMED_DOC = 'chat-confirmed-messages';
const PENDING_DOC = 'pending-writes';
const PREFIX = 'conversation_messages:';

export function watchConfirmations(db: EveeDatabase, engine: SyncEngine): () => void {
  const state = engine.replications.get('conversation_messages')?.state;
  let stopped = false;
  let sub: Subscription | undefined;
  let queue: Promise<unknown> = Promise.resolve();
  const confirm = (id: string) => {
    queue = queue
      .then(async () => {
        const pending = new Set<string>((await db.getLocal<{ keys: string[] }>(PENDING_DOC))?.get('keys') ?? []);
        const known: string[] = (await db.getLocal<{ ids: string[] }>(CONFIRMED_DOC))?.get('ids') ?? [];
        const ids = [...new Set([...known, id])].filter((k) => pending.has(PREFIX + k));
        await db.upsertLocal(CONFIRMED_DOC, { ids });
      })
      .catch((err) => console.error('[sync] could not record a confirmed message', err));
  };
  void state?.startPromise.then(() => {
    if (stopped) return;
    sub = state.internalReplicationState?.events.resolvedConflicts.subscribe(({ input, output }) => {
      const id = String((output as { id?: string }).id);
      if (!output._deleted || input.realMasterState._deleted) confirm(id);
    });
  });
  return () => {
    stopped = true;
    sub?.unsubscribe();
  };
}
