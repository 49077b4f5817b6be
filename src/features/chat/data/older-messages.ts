// Older pages of a conversation fetched online through get_conversation_messages_paginated
// (page size 50), for history the device does not hold. Kept in memory per conversation, for
// at most 20 conversations, the oldest dropped first (product-spec §9): the local database is
// the cache for everything else.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@sync/database-types';
import {
  conversationMessagesSchema,
  type ConversationMessageDoc,
} from '@sync/collections/conversation-messages/schema';
import { conversationMessagesSync } from '@sync/collections/conversation-messages/replication';
import { rowToDoc } from '@sync/replication/rows';
import { MESSAGE_CACHE_CONVERSATIONS, PAGE_SIZE } from '../utils/chat-constants';

export interface OlderPages {
  messages: ConversationMessageDoc[];
  exhausted: boolean;
}

const cache = new Map<string, OlderPages>();

export function cachedOlderPages(conversationId: string): OlderPages {
  return cache.get(conversationId) ?? { messages: [], exhausted: false };
}

function remember(conversationId: string, pages: OlderPages) {
  cache.delete(conversationId);
  cache.set(conversationId, pages);
  while (cache.size > MESSAGE_CACHE_CONVERSATIONS) cache.delete(cache.keys().next().value as string);
}

/** Fetches the page before `cursorId` and returns the conversation's online pages so far. */
export async function fetchOlderPage(
  client: SupabaseClient<Database>,
  conversationId: string,
  cursorId: string | null,
): Promise<OlderPages> {
  const current = cachedOlderPages(conversationId);
  const { data, error } = await client.rpc('get_conversation_messages_paginated', {
    conversation_id_param: conversationId,
    cursor_id: cursorId,
    page_size: PAGE_SIZE,
    direction: 'before',
  });
  if (error) throw error;
  // Made into documents as replication makes them: the schema's fields, the sort key, no delivery state.
  const page: ConversationMessageDoc[] = (data ?? []).map((row) =>
    rowToDoc<ConversationMessageDoc>(row, conversationMessagesSchema, conversationMessagesSync.derive),
  );
  const known = new Set(current.messages.map((m) => m.id));
  const next: OlderPages = {
    messages: [...page.filter((m) => !known.has(m.id)), ...current.messages],
    exhausted: page.length < PAGE_SIZE,
  };
  remember(conversationId, next);
  return next;
}
