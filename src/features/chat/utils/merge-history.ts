// A window's history: the device's newest messages, with the pages fetched online above them.
// Online pages lie before the oldest message the device held when they were fetched, so they
// join the local messages only while the window shows every local one; once the device holds
// more than the window shows (new messages came in), showing them would leave a gap.
import type { ConversationMessageDoc } from '@sync/collections/conversation-messages/schema';
import type { ChatMessage, LocalMessages } from '../data/use-messages';

export function mergeHistory(
  local: LocalMessages,
  older: ConversationMessageDoc[],
  userId: string | undefined,
): ChatMessage[] {
  if (local.hasMoreLocal) return local.messages;
  const ids = new Set(local.messages.map((m) => m.id));
  const first = local.messages[0]?.created_at;
  const extra = older
    .filter((m) => !ids.has(m.id) && (!first || m.created_at < first))
    .map((m) => ({ ...m, state: m.sender_id === userId ? ('sent' as const) : null }));
  return [...extra, ...local.messages];
}
