// A window's history: the local messages at once, 50 more each time the reader reaches the
// top, and once the device has no older ones, older pages fetched online (older-messages.ts).
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@sync/database-types';
import { useCallback, useMemo, useState } from 'react';
import type { SyncSession } from '@sync/auth-bridge';
import { PAGE_SIZE } from '../utils/chat-constants';
import { cachedOlderPages, fetchOlderPage, type OlderPages } from './older-messages';
import { mergeHistory } from '../utils/merge-history';
import { useLocalMessages, type ChatMessage } from './use-messages';

export function useHistory(
  session: SyncSession | null,
  client: SupabaseClient<Database> | null,
  conversationId: string,
) {
  const [limit, setLimit] = useState(PAGE_SIZE);
  const [older, setOlder] = useState<OlderPages>(() => cachedOlderPages(conversationId));
  const [loading, setLoading] = useState(false);
  const local = useLocalMessages(session, conversationId, limit);

  const messages = useMemo<ChatMessage[]>(
    () => mergeHistory(local, older.messages, session?.userId),
    [local, older.messages, session?.userId],
  );

  const loadOlder = useCallback(() => {
    if (loading) return;
    if (local.hasMoreLocal) {
      setLimit((n) => n + PAGE_SIZE);
      return;
    }
    if (!client || older.exhausted || !navigator.onLine || !messages.length) return;
    setLoading(true);
    fetchOlderPage(client, conversationId, messages[0]!.id)
      .then(setOlder)
      .catch((err: unknown) => console.error('[chat] loading older messages failed', err))
      .finally(() => setLoading(false));
  }, [loading, local.hasMoreLocal, client, older.exhausted, messages, conversationId]);

  return { messages, loadOlder, loadingOlder: loading };
}
