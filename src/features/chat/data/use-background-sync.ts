// While the chat is mounted: hands unsent messages to the service worker for Background Sync,
// and counts as sent the messages the server turns out to have already.
import { useEffect } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { SyncSession } from '@sync/auth-bridge';
import { startBackgroundQueue } from '@sync/chat/background-queue';
import { watchConfirmations } from '@sync/chat/confirmations';
import { env } from '@/config/env';

export function useBackgroundSync(session: SyncSession | null, client: SupabaseClient | null) {
  useEffect(() => {
    if (!session) return;
    const stopConfirmations = watchConfirmations(session.db, session.engine);
    const stopQueue = client
      ? startBackgroundQueue(session.db, session.engine, client, {
          restUrl: `${env.supabaseUrl.replace(/\/$/, '')}/rest/v1`,
          anonKey: env.supabaseAnonKey,
          userId: session.userId,
        })
      : () => {};
    return () => {
      stopConfirmations();
      stopQueue();
    };
  }, [session, client]);
}
