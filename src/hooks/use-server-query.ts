// A read made from the server for data not mirrored on the device (the internal portal, a
// ticket's conversation, public listings), through the app's query client: the last answer,
// kept on the device per person, shows at once on a new visit (with `updatedAt`, its age) while
// it is read again; within a visit, answers under 5 minutes old are not read again (unless
// `readOnOpen`). Offline, or when a read fails, the last answer stays on screen; `offline` and
// `error` say why it is not fresh. A null key reads nothing. `reload` marks the answer stale and
// reads it again, as a change made on the screen needs.
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useOnline } from '@/hooks/use-online';
import { persisterFor, queryKeyFor, restoreReadAhead, serverQueryClient } from '@/lib/server-reads/server-reads';

export interface ServerRead<T> {
  data: T | undefined;
  error: string | null;
  offline: boolean;
  /** When the answer on screen was read from the server; null while there is none. */
  updatedAt: Date | null;
  reload: () => void;
}

export interface ServerReadOptions {
  /** Reads again this often while the screen is open (ms). */
  refetchInterval?: number;
  /**
   * Keeps the previous key's answer on screen while another key is read: for a search, a page or
   * a range, never for a different record.
   */
  keepPrevious?: boolean;
  /**
   * Reads again each time the screen opens, however fresh the last answer: for a conversation
   * someone else adds to, whose reader reopens it to see a reply.
   */
  readOnOpen?: boolean;
}

/** Thrown instead of a request while the browser is offline: the read waits for the network. */
class Offline extends Error {}

export function useServerQuery<T>(
  key: QueryKey | null,
  load: () => Promise<T>,
  what: string,
  options: ServerReadOptions = {},
): ServerRead<T> {
  const online = useOnline();
  const queryKey = queryKeyFor(key ?? ['none']);
  const viewer = queryKey[0] as string;
  // A kept answer the route read ahead is on this first render, not one restore later.
  if (key !== null) restoreReadAhead(queryKey);
  const query = useQuery(
    {
      queryKey,
      queryFn: async () => {
        if (!navigator.onLine) throw new Offline(`Reading ${what} waits for the network`);
        try {
          return await load();
        } catch (err) {
          console.error(`[server] reading ${what} failed`, { key, err });
          throw err;
        }
      },
      enabled: key !== null,
      persister: persisterFor(viewer).persisterFn,
      placeholderData: options.keepPrevious ? keepPreviousData : undefined,
      refetchInterval: options.refetchInterval,
      refetchOnMount: options.readOnOpen ? 'always' : true,
    },
    serverQueryClient,
  );
  const hash = JSON.stringify(queryKey);
  const reload = useCallback(() => {
    void serverQueryClient.invalidateQueries({ queryKey: JSON.parse(hash) as QueryKey, exact: true });
  }, [hash]);
  const failed = query.error && !(query.error instanceof Offline) ? query.error : null;
  return {
    data: key === null ? undefined : query.data,
    error: failed ? failed.message : null,
    offline: !online,
    updatedAt: query.data !== undefined && !query.isPlaceholderData ? new Date(query.dataUpdatedAt) : null,
    reload,
  };
}
