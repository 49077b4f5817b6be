// The signed-in person's help requests from the device (live: staff's status changes arrive by
// sync) and opening a new one, offline too.
import { useCallback, useMemo } from 'react';
import type { SupportTicketRow } from '@sync/collections/workspace-records/rows';
import type { EveeDatabase } from '@sync/database';
import { openSupportTicket, watchOwnTickets, type HelpRequest } from '@sync/support/tickets';
import { useRxQuery } from '@/hooks/use-rx-query';
import { useSyncSession } from '@/lib/sync-session';

/** undefined while loading. */
export function useOwnTickets(): SupportTicketRow[] | undefined {
  const build = useCallback((db: EveeDatabase, userId: string) => watchOwnTickets(db, userId), []);
  return useRxQuery(build, undefined);
}

export function useOpenTicket() {
  const session = useSyncSession();
  return useMemo(() => {
    if (!session) return null;
    return (request: HelpRequest) => openSupportTicket(session.db, session.userId, request);
  }, [session]);
}
