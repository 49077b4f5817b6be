// A conversation's messages from the local database: the newest `limit` of them, read through
// the newest_first index, in time order, with the delivery state of the user's own (pending,
// sent, failed).
import { map } from 'rxjs';
import type { ConversationMessageDoc } from '@sync/collections/conversation-messages/schema';
import { deliveryStateOf, type DeliveryState } from '@sync/chat/message-delivery';
import type { SyncSession } from '@sync/auth-bridge';
import { useObservable } from './use-observable';

export interface ChatMessage extends ConversationMessageDoc {
  /** Where the user's own message is; null for other people's. */
  state: DeliveryState | null;
}

export interface LocalMessages {
  messages: ChatMessage[];
  /** True when the local database may hold more than `limit`. */
  hasMoreLocal: boolean;
}

const EMPTY: LocalMessages = { messages: [], hasMoreLocal: false };

export function useLocalMessages(session: SyncSession | null, conversationId: string, limit: number): LocalMessages {
  return useObservable(
    () => {
      if (!session) return null;
      const { db, userId } = session;
      const docs$ = db.conversation_messages.find({
        selector: { conversation_id: conversationId },
        sort: [{ newest_first: 'asc' }],
        limit: limit + 1,
      }).$;
      return docs$.pipe(
        map((docs) => ({
          hasMoreLocal: docs.length > limit,
          messages: docs
            .slice(0, limit)
            .reverse()
            .map((doc) => {
              const message = doc.toJSON() as ConversationMessageDoc;
              return { ...message, state: message.sender_id === userId ? deliveryStateOf(message) : null };
            }),
        })),
      );
    },
    EMPTY,
    [session, conversationId, limit],
    // A longer page of the same conversation replaces the shorter one without blinking empty,
    // so the list can keep the reader's place.
    true,
    // A message someone sent is drawn in the next frame: one new row, not a transition that
    // waits behind the list's, the header's and the other windows' updates.
    true,
  );
}
