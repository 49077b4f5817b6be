// Whether Evee is under maintenance (the one system_status row internal admins set): a light
// read when online, again whenever the row changes on Realtime, and every few minutes in case a
// change was missed while the socket was away. Offline, the last answer stays.
import { useEffect } from 'react';
import { getSupabase } from '@/lib/supabase';
import { useServerQuery } from '@/hooks/use-server-query';

export interface Maintenance {
  active: boolean;
  message: string | null;
}

const REREAD_MS = 3 * 60_000;

async function readMaintenance(): Promise<Maintenance> {
  const client = await getSupabase();
  const { data, error } = await client.from('system_status').select('maintenance, message').maybeSingle();
  if (error) throw new Error(error.message);
  return { active: data?.maintenance ?? false, message: data?.message ?? null };
}

export function useMaintenance(): Maintenance {
  const { data, reload } = useServerQuery(['maintenance'], readMaintenance, 'the maintenance notice');
  useEffect(() => {
    let stop = () => {};
    let cancelled = false;
    void getSupabase().then((client) => {
      if (cancelled) return;
      const channel = client
        .channel(`system-status:${crypto.randomUUID().slice(0, 8)}`)
        .on('postgres_changes', { event: '*', schema: 'public', table: 'system_status' }, () => reload())
        .subscribe();
      stop = () => void client.removeChannel(channel);
    });
    const timer = window.setInterval(reload, REREAD_MS);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
      stop();
    };
  }, [reload]);
  return data ?? { active: false, message: null };
}
