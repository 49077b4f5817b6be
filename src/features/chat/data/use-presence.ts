// Who is online: every signed-in user is tracked on one presence channel (product-spec §4).
// Online only: offline nobody is shown as online.
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@sync/database-types';
import { useEffect, useState } from 'react';

export const PRESENCE_CHANNEL = 'online-users';

// supabase-js hands back the channel already open on a topic. A remount would get the one its
// cleanup is still leaving and track on it, and the leave would then take the person offline
// for everyone: a new channel is made only once the previous one is gone.
let released: Promise<unknown> = Promise.resolve();

export function usePresence(client: SupabaseClient<Database> | null, userId: string | undefined): ReadonlySet<string> {
  const [online, setOnline] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    if (!client || !userId) return;
    let channel: RealtimeChannel | undefined;
    let cancelled = false;
    void released.then(() => {
      if (cancelled) return;
      const joined = client.channel(PRESENCE_CHANNEL, { config: { presence: { key: userId } } });
      channel = joined;
      joined
        .on('presence', { event: 'sync' }, () => setOnline(new Set(Object.keys(joined.presenceState()))))
        .subscribe((status) => {
          if (status === 'SUBSCRIBED') void joined.track({ user_id: userId, online_at: new Date().toISOString() });
        });
    });
    const onOffline = () => setOnline(new Set());
    window.addEventListener('offline', onOffline);
    return () => {
      cancelled = true;
      window.removeEventListener('offline', onOffline);
      if (channel) {
        released = client.removeChannel(channel).catch((err: unknown) => {
          console.error('[chat] leaving the presence channel failed', err);
        });
      }
    };
  }, [client, userId]);
  return online;
}
