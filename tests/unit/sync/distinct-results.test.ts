import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openUserDatabase, removeUserDatabase, type EveeDatabase } from '@sync/database';
import { deliveryStateOf, sendChatMessage } from '@sync/chat/message-delivery';
import { distinctResults } from '@sync/queries/distinct-results';
import { memoryStorage } from '../../fixtures/sync';

const USER = randomUUID();
let db: EveeDatabase | undefined;
afterEach(async () => {
  if (db) await removeUserDatabase(USER, memoryStorage(), db);
  db = undefined;
  vi.restoreAllMocks();
});

describe('a query result', () => {
  it('keeps each document once, where it first stands, at its latest revision, and says so once', async () => {
    db = await openUserDatabase({ userId: USER, storage: memoryStorage(), multiInstance: false });
    const conversationId = randomUUID();
    const first = await sendChatMessage(db, { conversationId, senderId: USER, content: 'one' });
    const second = await sendChatMessage(db, { conversationId, senderId: USER, content: 'two' });
    const read = async (id: string) => (await db!.conversation_messages.findOne(id).exec())!;
    const pendingCopy = (await read(first.id)).toJSON(true);
    // As the server's copy arrives: no longer pending.
    await (await read(first.id)).incrementalPatch({ delivery: '' });
    const sentCopy = (await read(first.id)).toJSON(true);
    const other = (await read(second.id)).toJSON(true);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

    // The first message twice, as a result updated in place can hold it: once as it was.
    const shown = distinctResults([pendingCopy, other, sentCopy], (d) => d.id, 'conversation_messages');

    expect(shown.map((d) => d.id)).toEqual([first.id, second.id]);
    expect(deliveryStateOf(pendingCopy)).toBe('pending');
    expect(deliveryStateOf(shown[0]!)).toBe('sent');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('twice'), first.id, 'conversation_messages');
    // The same result again (RxDB keeps it until it reads the store): shown once, said once.
    expect(distinctResults([sentCopy, other, pendingCopy], (d) => d.id, 'conversation_messages')).toEqual([
      sentCopy,
      other,
    ]);
    expect(warn).toHaveBeenCalledTimes(1);
    // A result without repeats is passed on as it is.
    const plain = [sentCopy, other];
    expect(distinctResults(plain, (d) => d.id, 'conversation_messages')).toBe(plain);
  });
});
