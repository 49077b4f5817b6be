// Who is online: every signed-in user is tracked on one presence channel (product-spec §4).
// Online only: offline nobody is shown as online.
import type { SupabaseClient } from '@supabase/supabase-js';
import { useEffect, useState } from 'react';

export const PRESENCE_CHANNEL = 'online-users';

export function usePresence(client: SupabaseClient | null, userId: string | undefined): ReadonlySet<string> {
  const [online, setOnline] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    if (!client || !userId) return;
    const channel = client.channel(PRESENCE_CHANNEL, { config: { presence: { key: userId } } });
    channel
      .on('presence', { event: 'sync' }, () => setOnline(new Set(Object.keys(channel.presenceState()))))
      .subscribe((status) => {
        if (status === 'SUBSCRIBED') void channel.track({ user_id: userId, online_at: new Date().toISOString() });
      });
    const onOffline = () => setOnline(new Set());
    window.addEventListener('offline', onOffline);
    return () => {
      window.removeEventListener('offline', onOffline);
      void client.removeChannel(channel);
    };
  }, [client, userId]);
  return online;
}
