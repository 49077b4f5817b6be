/**
 * Sends the user's new messages; runs in the leader tab. Messages replicate pull-only, so a
 * message written on the device carries `delivery: 'pending'` until the server has it. The
 * sender posts pending messages in the order written, up to 50 per request, as one insert that
 * skips ids the server already has (a send whose answer was lost, or one the service worker
 * made), so each is stored once. The server's copies then go into the mirror as if pulled,
 * which makes them sent. When the server refuses a batch, it is sent again one message at a
 * time to find the refused one: a permanent refusal marks that message 'failed' and records it
 * in sync_failures (Retry, Delete), and the rest go on. An unreachable server or a passing
 * error is retried with backoff; a passing error that comes back 8 times is recorded too.
 * A message whose server copy the mirror has not shown a few seconds after it was handed over
 * is sent again (the server skips it and its copy is handed over anew): RxDB drops a pulled
 * copy that meets a concurrent write to the same document, and the message would otherwise
 * stay pending until the next reload.
 *
 * A message with files (sync/chat/attachments.ts) is sent on its own, after its files are
 * uploaded, and the messages written after it wait their turn, so order holds across a file
 * whose upload takes a while or waits for the network. Refused for good, its uploaded objects
 * are removed; sent, the device's copies of its files go.
 */
import type { WithDeleted } from 'rxdb';
import type { Subscription } from 'rxjs';
import { conversationMessagesSync } from '../collections/conversation-messages/replication';
import type { ConversationMessageDoc } from '../collections/conversation-messages/schema';
import { MAX_PUSH_ATTEMPTS, retryDelay } from '../replication/backoff';
import { deviceOffline } from '../replication/device-offline';
import { classifyError, type ClassifiedError } from '../replication/errors';
import { recordFailure } from '../replication/failures';
import { docToRow, rowToDoc, type Row } from '../replication/rows';
import type { SyncContext } from '../replication/types';
import type { TablesInsert } from '../database-types';
import { byWriteOrder, pendingMessagesQuery } from './pending-messages';
import { AttachmentError, hasAttachments, type AttachmentUploads } from './attachments';

const TABLE = 'conversation_messages';
export const SEND_BATCH_SIZE = 50;
/** How long a server copy handed to the mirror may take to show before the message is sent again. */
export const STORED_GRACE_MS = 5_000;
/** How long a message with files that no longer shows as pending is still waited for. */
const HELD_GRACE_MS = 5_000;

export interface MessageSender {
  start(): void;
  stop(): void;
  /** Sends now: on reconnect, or when a message was written. */
  kick(): void;
  /**
   * Sends a message the user has just written at once, alongside its local write rather than
   * after it; `written` is that write, which must land before the server's copy replaces it.
   * Any failure leaves the message to the queue, which sends, retries or records it as usual.
   * Resolves whether the server took it, which holds even if the local write failed.
   */
  sendNow(doc: ConversationMessageDoc, written: Promise<unknown>): Promise<boolean>;
  /** Resolves once no send is under way. */
  drained(): Promise<void>;
}

/** Writes the server's copies into the mirror, as the pull would. */
export type StoreServerCopies = (docs: WithDeleted<ConversationMessageDoc>[]) => void;

/** The columns of a message as inserted: the device-only fields stay on the device. */
function rowOf(doc: ConversationMessageDoc): TablesInsert<'conversation_messages'> {
  const { newest_first: _order, delivery: _state, ...row } = docToRow(doc);
  // The rest are the document's fields, named and encoded as the table's columns.
  return row as TablesInsert<'conversation_messages'>;
}

export function createMessageSender(
  ctx: SyncContext,
  store: StoreServerCopies,
  { storedGraceMs = STORED_GRACE_MS, attachments }: { storedGraceMs?: number; attachments?: AttachmentUploads } = {},
): MessageSender {
  const schema = ctx.db.conversation_messages.schema.jsonSchema;
  const query = pendingMessagesQuery(ctx.db);
  // Sent, but the mirror may not show the server's copy yet (when it was handed over): not sent
  // again meanwhile, unless the copy is overdue.
  const stored = new Map<string, number>();
  const awaitingCopy = (id: string) => Date.now() - (stored.get(id) ?? -Infinity) < storedGraceMs;
  let overdue: ReturnType<typeof setTimeout> | undefined;
  // Being sent by sendNow: the queue leaves them alone until that is over.
  const sending = new Set<string>();
  // Pending messages with files (and when each was first seen): while there is one, sendNow
  // leaves new messages to the queue, which sends in write order after the files are uploaded.
  const held = new Map<string, number>();
  const release = (id: string) => held.delete(id);
  // One no longer pending (sent by the service worker, or deleted) is let go once its grace is
  // over, looked at again then even if the pending list does not change meanwhile: a message
  // left held would send every later one the slow way.
  let pending = new Set<string>();
  let heldCheck: ReturnType<typeof setTimeout> | undefined;
  const letGoOfSent = () => {
    clearTimeout(heldCheck);
    heldCheck = undefined;
    const now = Date.now();
    let waiting = false;
    for (const [id, at] of held) {
      if (pending.has(id)) continue;
      if (now - at > HELD_GRACE_MS) held.delete(id);
      else waiting = true;
    }
    if (waiting) heldCheck = setTimeout(letGoOfSent, HELD_GRACE_MS);
  };
  let immediate: Promise<void> = Promise.resolve();
  const attempts = new Map<string, number>();
  let stopped = true;
  let running: Promise<void> | undefined;
  let again = false;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sub: Subscription | undefined;

  const fail = async (doc: ConversationMessageDoc, e: ClassifiedError) => {
    attempts.delete(doc.id);
    if (attachments && hasAttachments(doc)) {
      // Nothing half-stored: the files of a message the server will not keep are removed.
      await attachments
        .refused(doc)
        .catch((err: unknown) => console.error('[sync] removing the files of a refused message failed', err));
    }
    release(doc.id);
    await recordFailure(ctx, TABLE, docToRow(doc), e);
    const current = await ctx.db.conversation_messages.findOne(doc.id).exec();
    if (current?.delivery === 'pending') await current.incrementalPatch({ delivery: 'failed' });
  };

  const refused = async (doc: ConversationMessageDoc, err: unknown, e: ClassifiedError) => {
    if (e.kind === 'permanent') return fail(doc, e);
    const tries = (attempts.get(doc.id) ?? 0) + 1;
    attempts.set(doc.id, tries);
    if (tries >= MAX_PUSH_ATTEMPTS) return fail(doc, e);
    throw err;
  };

  const confirm = async (docs: ConversationMessageDoc[], inserted: Row[]) => {
    const server = new Map(inserted.map((row) => [String(row.id), row]));
    const skipped = docs.filter((d) => !server.has(d.id)).map((d) => d.id);
    if (skipped.length) {
      const { data, error } = await ctx.client.from(TABLE).select('*').in('id', skipped);
      if (error) throw error;
      for (const row of data as Row[]) server.set(String(row.id), row);
    }
    const copies = [...server.values()].map((row) =>
      rowToDoc<ConversationMessageDoc>(row, schema, conversationMessagesSync.derive),
    );
    const now = Date.now();
    copies.forEach((c) => (stored.set(c.id, now), attempts.delete(c.id), release(c.id)));
    for (const doc of docs.filter((d) => server.has(d.id) && hasAttachments(d))) {
      attachments
        ?.sent(doc)
        .catch((err: unknown) => console.error('[sync] dropping the device copy of a sent file failed', err));
    }
    if (copies.length) {
      store(copies);
      // Looks again once the copies are overdue: a copy that showed has left the pending query.
      clearTimeout(overdue);
      overdue = setTimeout(kick, storedGraceMs + 1);
    }
    for (const doc of docs.filter((d) => !server.has(d.id))) {
      await fail(doc, {
        kind: 'permanent',
        code: '42501',
        message: 'A message with this id exists and is not yours to see',
      });
    }
  };

  /** One insert of new messages; ids the server already has are skipped, not refused. */
  const post = (docs: ConversationMessageDoc[]) =>
    ctx.client.from(TABLE).upsert(docs.map(rowOf), { onConflict: 'id', ignoreDuplicates: true }).select('*');

  const send = async (docs: ConversationMessageDoc[]): Promise<void> => {
    const { data, error } = await post(docs);
    if (!error) return confirm(docs, data as Row[]);
    const e = classifyError(error);
    if (e.kind === 'network' || e.kind === 'auth') throw error;
    if (docs.length === 1) return refused(docs[0]!, error, e);
    for (const doc of docs) await send([doc]);
  };

  /** Uploads a message's files; false when that was refused for good (the message failed). */
  const upload = async (doc: ConversationMessageDoc): Promise<boolean> => {
    if (!attachments) return true;
    try {
      await attachments.upload(doc);
      return true;
    } catch (err) {
      const e = err instanceof AttachmentError ? err.classified : classifyError(err);
      if (e.kind === 'network' || e.kind === 'auth') throw err;
      await refused(doc, err, e);
      return false;
    }
  };

  const flush = async () => {
    while (!stopped) {
      const pending = (await query.exec()).map((d) => d.toJSON() as ConversationMessageDoc);
      let batch = pending
        .filter((d) => !awaitingCopy(d.id) && !sending.has(d.id))
        .sort(byWriteOrder)
        .slice(0, SEND_BATCH_SIZE);
      if (!batch.length) return;
      // A message with files goes alone, after them; the ones before it go first.
      const withFiles = batch.findIndex(hasAttachments);
      if (withFiles === 0) {
        if (!(await upload(batch[0]!))) continue;
        batch = batch.slice(0, 1);
      } else if (withFiles > 0) batch = batch.slice(0, withFiles);
      await send(batch);
      attempt = 0;
      ctx.status.reportSuccess(TABLE);
    }
  };

  const backOff = (err: unknown) => {
    ctx.status.reportFailure(TABLE, 'push', err);
    again = false;
    if (!stopped) timer = setTimeout(kick, retryDelay(attempt++));
  };

  function kick() {
    // Nothing is sent while the browser knows it is offline; the engine kicks again on 'online'.
    if (stopped || deviceOffline()) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    timer = undefined;
    running = flush()
      .catch(backOff)
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          kick();
        }
      });
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      sub = query.$.subscribe((docs) => {
        pending = new Set(docs.map((d) => d.id));
        for (const id of stored.keys()) if (!pending.has(id)) stored.delete(id);
        const now = Date.now();
        for (const d of docs) {
          if (!held.has(d.id) && hasAttachments({ attachments: d.get('attachments') })) held.set(d.id, now);
        }
        letGoOfSent();
        if (docs.some((d) => !stored.has(d.id))) kick();
      });
      kick();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(overdue);
      clearTimeout(heldCheck);
      sub?.unsubscribe();
      stored.clear();
      held.clear();
    },
    kick,
    sendNow(doc, written) {
      if (hasAttachments(doc)) held.set(doc.id, Date.now());
      // While the queue is busy or backing off, or a message with files is waiting (this one, or
      // one written before it), the message waits its turn there.
      if (stopped || running || timer !== undefined || held.size || deviceOffline()) {
        if (held.size) kick();
        return Promise.resolve(false);
      }
      sending.add(doc.id);
      let taken = false;
      // One at a time, so that messages written in a row reach the server in that order.
      immediate = immediate.then(async () => {
        try {
          const { data, error } = await post([doc]);
          taken = !error && (data as Row[]).length > 0;
          await written;
          // A refusal is left to the queue, which sorts refusals out and records them.
          if (!error && (data as Row[]).length) {
            await confirm([doc], data as Row[]);
            ctx.status.reportSuccess(TABLE);
          }
        } catch (err) {
          // Offline, or the local write failed (its caller reports that): the queue takes over.
          console.debug('[sync] sending a new message at once failed; it stays queued', err);
        } finally {
          sending.delete(doc.id);
          kick();
        }
      });
      return immediate.then(() => taken);
    },
    async drained() {
      do {
        await immediate;
        while (running) await running;
      } while (sending.size);
    },
  };
}
