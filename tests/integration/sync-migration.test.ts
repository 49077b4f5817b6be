import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRxDatabase } from 'rxdb';
import { conversationMessagesSchema } from '@sync/collections/conversation-messages/schema';
import { newestFirstKey } from '@sync/collections/conversation-messages/order';
import { databaseNameFor } from '@sync/database-name';
import { openUserDatabase, removeUserDatabase } from '@sync/database';
import { startSync } from '@sync/sync-engine';
import { makeConversation, sql } from '../fixtures/backend';
import { attachment, chatPath, uploadChatFile } from '../fixtures/chat-files';
import { fakeIndexedDbStorage, waitFor } from '../fixtures/sync';
import { createUser, type TestUser } from '../fixtures/stack';

let alice: TestUser, carol: TestUser;
const storage = fakeIndexedDbStorage();

beforeAll(async () => {
  [alice, carol] = await Promise.all([createUser(), createUser()]);
});

afterAll(async () => {
  await removeUserDatabase(alice.id, storage);
});

/** The messages schema as the previous app version had it: JSON columns kept as text. */
const { newest_first: _v2, delivery: _v3, ...v0Properties } = conversationMessagesSchema.properties;
const previousSchema = {
  ...conversationMessagesSchema,
  version: 0,
  properties: { ...v0Properties, attachments: { type: 'string' }, reactions: { type: 'string' } },
  required: ['id', 'conversation_id', 'content', 'created_at'],
  indexes: [['conversation_id', 'created_at']],
};

describe('a new app version', () => {
  it('migrates the local messages and still sends the one that was never sent', async () => {
    const conversation = await makeConversation([{ user: carol }, { user: alice }]);
    // A file message names a file its sender uploaded (the database checks it).
    const path = chatPath(alice.id, conversation);
    await uploadChatFile(alice.client, path);
    const file = attachment(path);
    const old = await createRxDatabase({
      name: databaseNameFor(alice.id),
      storage,
      multiInstance: false,
      localDocuments: true,
    });
    await old.addCollections({ conversation_messages: { schema: previousSchema as never } });
    const id = crypto.randomUUID();
    const at = new Date().toISOString().replace('Z', '000+00:00');
    await old.collections.conversation_messages!.insert({
      id,
      conversation_id: conversation,
      sender_id: alice.id,
      sender_name: null,
      sender_avatar_url: null,
      sender_type: 'user',
      content: 'Written in the old version',
      message_type: 'file',
      attachments: JSON.stringify([file]),
      reactions: '{}',
      encrypted: false,
      created_at: at,
      updated_at: at,
    });
    await old.close();

    const db = await openUserDatabase({ userId: alice.id, storage, multiInstance: false });
    const migrated = await db.conversation_messages.findOne(id).exec();
    expect(migrated?.attachments).toEqual([file]);
    expect(migrated?.reactions).toEqual({});
    expect(migrated?.newest_first).toBe(newestFirstKey(at));
    expect(migrated?.delivery).toBe('pending');

    const engine = startSync({ db, client: alice.client, userId: alice.id });
    await engine.awaitInSync();
    const rows = await sql<{ attachments: unknown; content: string }>(
      'select attachments, content from public.conversation_messages where id = $1',
      [id],
    );
    expect(rows).toEqual([{ attachments: [file], content: 'Written in the old version' }]);
    await waitFor(async () => (await db.conversation_messages.findOne(id).exec())?.delivery === '', 'shown as sent');
    await engine.stop();
    await db.close();
  });
});
