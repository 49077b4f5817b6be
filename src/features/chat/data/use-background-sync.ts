// While the chat is mounted: hands unsent messages to the service worker for Background Sync.
import { useEffect } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@sync/database-types';
import type { SyncSession } from '@sync/auth-bridge';
import { startBackgroundQueue } from '@sync/chat/background-queue';
import { env } from '@/config/env';

export function useBackgroundSync(session: SyncSession | null, client: SupabaseClient<Database> | null) {
  useEffect(() => {
    if (!session) return;
    const stopQueue = client
      ? startBackgroundQueue(session.db, client, {
          restUrl: `${env.supabaseUrl.replace(/\/$/, '')}/rest/v1`,
          anonKey: env.supabaseAnonKey,
          userId: session.userId,
        })
      : () => {};
    return stopQueue;
  }, [session, client]);
}
