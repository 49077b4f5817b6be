// Who is typing in a conversation, through conversation_typing_indicators (product-spec §4):
// each keystroke sends the signal unless one went out in the last 3 s; a signal lasts 10 s
// unless its writer clears it (on send). Online only: offline it says nothing and sends nothing.
// Clearing sets expires_at in the past rather than deleting the row: Realtime hands a DELETE's
// key to every subscriber of the table, so the database refuses clients' deletes and keys rows
// by an opaque id (migration 20261128003500); an UPDATE reaches only the participants.
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@sync/database-types';
import { useCallback, useEffect, useRef, useState } from 'react';
import { TYPING_LIFETIME_MS, TYPING_THROTTLE_MS } from '../utils/chat-constants';

interface Typist {
  name: string;
  until: number;
}

/** What stopTyping writes as expires_at, and how the others know the writer stopped. */
const STOPPED_AT = 0;
const STOPPED = new Date(STOPPED_AT).toISOString();

const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;

function useTypists(client: SupabaseClient<Database> | null, conversationId: string, userId: string) {
  const [typists, setTypists] = useState<Map<string, Typist>>(new Map());
  useEffect(() => {
    if (!client) return;
    const change = (apply: (next: Map<string, Typist>) => void) =>
      setTypists((current) => {
        const next = new Map(current);
        apply(next);
        return next;
      });
    const channel = client
      .channel(`typing:${conversationId}:${crypto.randomUUID().slice(0, 8)}`)
      .on(
        'postgres_changes',
        {
          event: '*',
          schema: 'public',
          table: 'conversation_typing_indicators',
          filter: `conversation_id=eq.${conversationId}`,
        },
        (payload) => {
          if (payload.eventType === 'DELETE') return;
          const row = payload.new as { user_id?: string; user_name?: string; expires_at?: string };
          if (!row.user_id || row.user_id === userId) return;
          const id = row.user_id;
          if (Date.parse(row.expires_at ?? '') <= STOPPED_AT) change((next) => next.delete(id));
          else
            change((next) =>
              next.set(id, { name: row.user_name || 'Someone', until: Date.now() + TYPING_LIFETIME_MS }),
            );
        },
      )
      .subscribe();
    const tick = setInterval(() => {
      setTypists((current) => {
        const now = Date.now();
        if (![...current.values()].some((t) => t.until <= now)) return current;
        return new Map([...current].filter(([, t]) => t.until > now));
      });
    }, 1000);
    const onOffline = () => setTypists(new Map());
    window.addEventListener('offline', onOffline);
    return () => {
      clearInterval(tick);
      window.removeEventListener('offline', onOffline);
      void client.removeChannel(channel);
    };
  }, [client, conversationId, userId]);
  return [...typists.values()].map((t) => t.name);
}

export function useTyping(
  client: SupabaseClient<Database> | null,
  conversationId: string,
  userId: string,
  userName: string,
) {
  const typing = useTypists(client, conversationId, userId);
  const throttled = useRef<ReturnType<typeof setTimeout> | null>(null);

  const notifyTyping = useCallback(() => {
    if (!client || throttled.current || !online()) return;
    throttled.current = setTimeout(() => (throttled.current = null), TYPING_THROTTLE_MS);
    const expires_at = new Date(Date.now() + TYPING_LIFETIME_MS).toISOString();
    void client
      .from('conversation_typing_indicators')
      .upsert(
        { conversation_id: conversationId, user_id: userId, user_name: userName, expires_at },
        { onConflict: 'conversation_id,user_id' },
      )
      .then(({ error }) => error && console.debug('[chat] typing signal not sent', error.message));
  }, [client, conversationId, userId, userName]);

  const stopTyping = useCallback(() => {
    if (throttled.current) clearTimeout(throttled.current);
    throttled.current = null;
    if (!client || !online()) return;
    void client
      .from('conversation_typing_indicators')
      .update({ expires_at: STOPPED })
      .eq('conversation_id', conversationId)
      .eq('user_id', userId)
      .then(({ error }) => error && console.debug('[chat] typing signal not cleared', error.message));
  }, [client, conversationId, userId]);

  return { typing, notifyTyping, stopTyping };
}

export function typingLabel(names: string[]): string | null {
  if (!names.length) return null;
  if (names.length === 1) return `${names[0]} is typing…`;
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]} are typing…`;
}
