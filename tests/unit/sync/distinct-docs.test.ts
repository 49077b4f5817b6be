import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openUserDatabase, removeUserDatabase, type EveeDatabase } from '@sync/database';
import { deliveryStateOf, sendChatMessage } from '@sync/chat/message-delivery';
import { distinctDocs } from '@sync/queries/distinct-docs';
import { memoryStorage } from '../../fixtures/sync';

const USER = randomUUID();
let db: EveeDatabase | undefined;
afterEach(async () => {
  if (db) await removeUserDatabase(USER, memoryStorage(), db);
  db = undefined;
  vi.restoreAllMocks();
});

describe('a live result', () => {
  it('keeps each message once, at its latest version, and says when one came twice', async () => {
    db = await openUserDatabase({ userId: USER, storage: memoryStorage(), multiInstance: false });
    const conversationId = randomUUID();
    const first = await sendChatMessage(db, { conversationId, senderId: USER, content: 'one' });
    const second = await sendChatMessage(db, { conversationId, senderId: USER, content: 'two' });
    const found = await db.conversation_messages.find({ selector: { conversation_id: conversationId } }).exec();
    const pendingCopy = found.find((d) => d.id === first.id)!;
    // As the server's copy arrives: no longer pending.
    await pendingCopy.incrementalPatch({ delivery: '' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

    // The first message twice, as a result updated in place can hold it, once as it was.
    const shown = distinctDocs([pendingCopy, ...found], conversationId);

    expect(shown.map((d) => d.id).sort()).toEqual([first.id, second.id].sort());
    expect(deliveryStateOf(shown.find((d) => d.id === first.id)!)).toBe('sent');
    expect(deliveryStateOf(pendingCopy)).toBe('pending');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('twice'), first.id, conversationId);
    expect(distinctDocs(found, conversationId)).toHaveLength(2);
    // The same result again (RxDB keeps it until it reads the store): shown once, said once.
    expect(distinctDocs([pendingCopy, ...found], conversationId)).toHaveLength(2);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
