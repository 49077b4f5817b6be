import { describe, expect, it } from 'vitest';
import type { ConversationMessageDoc } from '@sync/collections/conversation-messages/schema';
import { mergeHistory } from '@/features/chat/utils/merge-history';
import type { ChatMessage } from '@/features/chat/data/use-messages';

const message = (n: number, sender = 'other'): ConversationMessageDoc =>
  ({
    id: `m${n}`,
    conversation_id: 'c1',
    sender_id: sender,
    content: `message ${n}`,
    created_at: `2026-11-25T10:${String(n).padStart(2, '0')}:00.000Z`,
    newest_first: '',
    delivery: '',
  }) as ConversationMessageDoc;

const local = (ns: number[]): ChatMessage[] => ns.map((n) => ({ ...message(n), state: null }));
const ids = (messages: ChatMessage[]) => messages.map((m) => m.id);

describe("a chat window's history", () => {
  it('puts the pages fetched online above every local message the window shows, marking my own as sent', () => {
    const merged = mergeHistory(
      { messages: local([3, 4]), hasMoreLocal: false },
      [message(1, 'me'), message(2), message(3)],
      'me',
    );
    expect(ids(merged)).toEqual(['m1', 'm2', 'm3', 'm4']);
    expect(merged[0]!.state).toBe('sent');
  });

  it('leaves them out while the device holds older messages than the window shows, so no gap opens', () => {
    const merged = mergeHistory({ messages: local([50, 51]), hasMoreLocal: true }, [message(1), message(2)], 'me');
    expect(ids(merged)).toEqual(['m50', 'm51']);
  });
});
