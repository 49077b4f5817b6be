// A conversation's messages from the local database: the newest `limit` of them, read through
// the newest_first index, in time order, with the delivery state of the user's own (pending,
// sent, failed).
import { combineLatest, map } from 'rxjs';
import type { ConversationMessageDoc } from '@sync/collections/conversation-messages/schema';
import { deliveryStateOf, messageDelivery$, type DeliveryState } from '@sync/chat/message-delivery';
import type { SyncSession } from '@sync/auth-bridge';
import { useObservable } from './use-observable';

export interface ChatMessage extends ConversationMessageDoc {
  delivery: DeliveryState | null;
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
      const { db, engine, userId } = session;
      const docs$ = db.conversation_messages.find({
        selector: { conversation_id: conversationId },
        sort: [{ newest_first: 'asc' }],
        limit: limit + 1,
      }).$;
      return combineLatest([docs$, messageDelivery$(db, engine)]).pipe(
        map(([docs, delivery]) => ({
          hasMoreLocal: docs.length > limit,
          messages: docs
            .slice(0, limit)
            .reverse()
            .map((doc) => {
              const message = doc.toJSON() as ConversationMessageDoc;
              const delivery_ = message.sender_id === userId ? deliveryStateOf(delivery, message.id) : null;
              return { ...message, delivery: delivery_ };
            }),
        })),
      );
    },
    EMPTY,
    [session, conversationId, limit],
  );
}
