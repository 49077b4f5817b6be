// A read made from the server for data not mirrored on the device (the internal portal, a
// ticket's conversation): runs `load` whenever `key` changes or `reload` is called, while online. Offline, or when a read
// fails, the last answer stays on screen; `offline` and `error` say why it is not fresh.
import { useCallback, useEffect, useState } from 'react';
import { useOnline } from '@/hooks/use-online';
import { useStableCallback } from '@/hooks/use-stable-callback';

export interface ServerRead<T> {
  data: T | undefined;
  error: string | null;
  offline: boolean;
  reload: () => void;
}

export function useServerRead<T>(key: string | null, load: () => Promise<T>, what: string): ServerRead<T> {
  const online = useOnline();
  const [round, setRound] = useState(0);
  const [state, setState] = useState<{ data: T | undefined; error: string | null }>({ data: undefined, error: null });
  // The latest loader, without making every render a new read.
  const loader = useStableCallback(load);
  useEffect(() => {
    if (!online || key === null) return;
    let active = true;
    loader().then(
      (data) => active && setState({ data, error: null }),
      (err: unknown) => {
        console.error(`[server] reading ${what} failed`, { key, err });
        if (active) setState((s) => ({ ...s, error: err instanceof Error ? err.message : String(err) }));
      },
    );
    return () => {
      active = false;
    };
  }, [key, online, round, what, loader]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  return { ...state, offline: !online, reload };
}
