// The message sender with files: a message with a file goes after its file is uploaded, in write
// order with the texts around it, and each once; a refusal leaves nothing half-stored. The
// uploads go to the local stack's Storage as the signed-in sender, and the messages to its REST.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { AttachmentError, attachmentsOf, type AttachmentUploads } from '@sync/chat/attachments';
import { sendChatMessage } from '@sync/chat/message-delivery';
import { createMessageSender, type MessageSender } from '@sync/chat/message-sender';
import { openUserDatabase, type EveeDatabase } from '@sync/database';
import { createSyncStatusStore } from '@sync/status/sync-status';
import { makeConversation, sql } from '../fixtures/backend';
import { attachment, chatPath, pngBytes } from '../fixtures/chat-files';
import { createUser, type TestUser } from '../fixtures/stack';
import { memoryStorage, waitFor } from '../fixtures/sync';

let ann: TestUser;
let bo: TestUser;
let conversation: string;
let db: EveeDatabase;

beforeAll(async () => {
  [ann, bo] = await Promise.all([createUser(), createUser()]);
  conversation = await makeConversation([{ user: ann }, { user: bo }]);
  db = await openUserDatabase({ userId: ann.id, storage: memoryStorage(), multiInstance: false });
});

afterAll(async () => {
  await db?.remove();
});

/**
 * Files kept on the "device" (a map), uploaded with storage-js as the app uploads them: a file
 * already stored counts as uploaded; a refusal is permanent; `offline` makes uploads fail as
 * with no network; `attempts` counts every try.
 */
function deviceFiles(client: SupabaseClient) {
  const kept = new Map<string, Uint8Array>();
  const uploads: string[] = [];
  let offline = false;
  let attempts = 0;
  const api: AttachmentUploads = {
    async upload(doc) {
      for (const file of attachmentsOf(doc)) {
        const bytes = kept.get(file.path);
        if (!bytes) continue;
        attempts += 1;
        if (offline) throw new AttachmentError({ kind: 'network', code: null, message: 'fetch failed' });
        uploads.push(file.path);
        const { error } = await client.storage
          .from(file.bucket)
          .upload(file.path, new Blob([bytes as BlobPart], { type: file.type }), { contentType: file.type });
        if (error && !/exists|duplicate/i.test(error.message)) {
          throw new AttachmentError({ kind: 'permanent', code: null, message: error.message });
        }
      }
    },
    async refused(doc) {
      const paths = attachmentsOf(doc).map((f) => f.path);
      const { error } = await client.storage.from('chat-attachments').remove(paths);
      if (error) throw error;
    },
    async sent(doc) {
      for (const file of attachmentsOf(doc)) kept.delete(file.path);
    },
    async forget() {
      kept.clear();
    },
  };
  return {
    api,
    kept,
    uploads,
    setOffline: (value: boolean) => (offline = value),
    attempts: () => attempts,
  };
}

function startSender(files: ReturnType<typeof deviceFiles>): MessageSender {
  const ctx = { db, client: ann.client, userId: ann.id, status: createSyncStatusStore() };
  const sender = createMessageSender(ctx, () => {}, { attachments: files.api, storedGraceMs: 60_000 });
  sender.start();
  return sender;
}

const serverOrder = (ids: string[]) =>
  sql<{ id: string }>(
    'select id from public.conversation_messages where id = any($1) order by _txid::text::bigint, _modified',
    [ids],
  ).then((rows) => rows.map((r) => r.id));

const objectsAt = (path: string) =>
  sql("select 1 from storage.objects where bucket_id = 'chat-attachments' and name = $1", [path]);

const write = (content: string, extra: Record<string, unknown> = {}) =>
  sendChatMessage(db, { conversationId: conversation, senderId: ann.id, content, ...extra });

describe('the message sender with files', () => {
  it('sends a file message after its file, in write order with the texts around it, each once', async () => {
    const files = deviceFiles(ann.client);
    const path = chatPath(ann.id, conversation);
    files.kept.set(path, pngBytes());
    // Written while the upload cannot go: the first attempt finds no network.
    files.setOffline(true);
    const before = await write('before the photo');
    const photo = await write('', { messageType: 'image', attachments: [attachment(path)] });
    const after = await write('after the photo');
    const sender = startSender(files);
    try {
      await waitFor(async () => (await serverOrder([before.id])).length === 1, 'the text before the photo');
      await waitFor(() => files.attempts() >= 1, 'an upload attempt');
      // The photo could not go: the text written after it waits for it.
      expect(await serverOrder([photo.id, after.id])).toEqual([]);
      expect((await db.conversation_messages.findOne(photo.id).exec())?.delivery).toBe('pending');
      // Back online (the engine kicks the sender on 'online').
      files.setOffline(false);
      sender.kick();
      await waitFor(async () => (await serverOrder([after.id])).length === 1, 'the text after the photo');
      sender.kick();
      await sender.drained();
    } finally {
      sender.stop();
    }
    expect(await serverOrder([before.id, photo.id, after.id])).toEqual([before.id, photo.id, after.id]);
    expect(files.uploads).toEqual([path]);
    expect(await objectsAt(path)).toHaveLength(1);
    expect(files.kept.has(path)).toBe(false);
  });

  it('removes the uploaded file when the server refuses its message, and the text after it still goes', async () => {
    const files = deviceFiles(ann.client);
    const path = chatPath(ann.id, conversation);
    files.kept.set(path, pngBytes());
    // The message says the file is larger than it is: the database refuses it after the upload.
    const photo = await write('', { messageType: 'image', attachments: [attachment(path, 4096)] });
    const after = await write('sent anyway');
    const sender = startSender(files);
    try {
      await waitFor(async () => (await serverOrder([after.id])).length === 1, 'the text after the refused photo');
      await sender.drained();
    } finally {
      sender.stop();
    }
    expect(files.uploads).toEqual([path]);
    expect(await objectsAt(path)).toHaveLength(0);
    expect(await serverOrder([photo.id])).toEqual([]);
    expect((await db.conversation_messages.findOne(photo.id).exec())?.delivery).toBe('failed');
    // Kept on the device for Retry.
    expect(files.kept.has(path)).toBe(true);
  });

  it('lets go of a message with files the service worker sent, so the next message goes at once again', async () => {
    // Alone in the queue: what earlier tests left pending would hold the fast path for its own reasons.
    await db.conversation_messages.find({ selector: { delivery: 'pending' } }).remove();
    const files = deviceFiles(ann.client);
    const path = chatPath(ann.id, conversation);
    files.kept.set(path, pngBytes());
    files.setOffline(true);
    const photo = await write('', { messageType: 'image', attachments: [attachment(path)] });
    const sender = startSender(files);
    try {
      await waitFor(() => files.attempts() >= 1, 'an upload attempt');
      // The service worker sent it meanwhile (the tab was in the background): no longer pending.
      await (await db.conversation_messages.findOne(photo.id).exec())!.incrementalPatch({ delivery: '' });
      // Past the grace for a message that left the pending list, with nothing else written.
      await new Promise((resolve) => setTimeout(resolve, 6_500));
      let taken: Promise<boolean> | undefined;
      await sendChatMessage(
        db,
        { conversationId: conversation, senderId: ann.id, content: 'straight after' },
        { messageSender: { sendNow: (doc, written) => (taken = sender.sendNow(doc, written)) } },
      );
      expect(await taken).toBe(true);
    } finally {
      sender.stop();
    }
  }, 30_000);

  it('stores neither object nor message when the upload itself is refused', async () => {
    const files = deviceFiles(ann.client);
    // A path in the other participant's folder: Storage refuses the upload.
    const path = chatPath(bo.id, conversation);
    files.kept.set(path, pngBytes());
    const photo = await write('', { messageType: 'image', attachments: [attachment(path)] });
    const sender = startSender(files);
    try {
      await waitFor(
        async () => (await db.conversation_messages.findOne(photo.id).exec())?.delivery === 'failed',
        'the photo to fail',
      );
    } finally {
      sender.stop();
    }
    expect(await objectsAt(path)).toHaveLength(0);
    expect(await serverOrder([photo.id])).toEqual([]);
  });
});
