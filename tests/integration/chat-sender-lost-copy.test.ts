// A sent message becomes sent on the device when the server's copy, handed to the mirror, is
// written there. RxDB drops a pulled copy that meets a concurrent write to the same document;
// the sender must then send the message again (the server skips it) and hand the copy over anew,
// or the message stays pending for good.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WithDeleted } from 'rxdb';
import { sendChatMessage } from '@sync/chat/message-delivery';
import { createMessageSender } from '@sync/chat/message-sender';
import type { ConversationMessageDoc } from '@sync/collections/conversation-messages/schema';
import { openUserDatabase, type EveeDatabase } from '@sync/database';
import { createSyncStatusStore } from '@sync/status/sync-status';
import { makeConversation, sql } from '../fixtures/backend';
import { memoryStorage, waitFor } from '../fixtures/sync';
import { createUser, type TestUser } from '../fixtures/stack';

let ann: TestUser;
let conversation: string;
let db: EveeDatabase;

beforeAll(async () => {
  const bo = await createUser();
  ann = await createUser();
  conversation = await makeConversation([{ user: ann }, { user: bo }]);
  db = await openUserDatabase({ userId: ann.id, storage: memoryStorage(), multiInstance: false });
});

afterAll(async () => {
  await db?.remove();
});

describe('the message sender', () => {
  it('sends a message again when the server copy it handed over never reached the mirror, and the server keeps one', async () => {
    const message = await sendChatMessage(db, { conversationId: conversation, senderId: ann.id, content: 'copy lost' });
    const handedOver: WithDeleted<ConversationMessageDoc>[][] = [];
    // The mirror write of the first copy is lost, as RxDB's downstream drops it on a conflict.
    const store = (docs: WithDeleted<ConversationMessageDoc>[]) => handedOver.push(docs);
    const sender = createMessageSender(
      { db, client: ann.client, userId: ann.id, status: createSyncStatusStore() },
      store,
      {
        storedGraceMs: 300,
      },
    );
    sender.start();
    try {
      await waitFor(() => (handedOver.length >= 2 ? true : undefined), 'the copy to be handed over again');
    } finally {
      sender.stop();
    }
    expect(handedOver.map((docs) => docs.map((d) => d.id))).toEqual([[message.id], [message.id]]);
    expect(handedOver[1]![0]!.delivery).toBe('');
    expect(await sql('select 1 from public.conversation_messages where id = $1', [message.id])).toHaveLength(1);
  });
});
