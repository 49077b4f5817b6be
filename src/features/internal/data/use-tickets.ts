// The Tickets inbox, online: the internal portal reads the server directly (it is not mirrored
// on staff devices). A page of tickets newest first with the total, filtered by category and
// status, with each requester's name and e-mail; `reload` after a decision. Offline, the last
// page stays on screen and `offline` says why nothing changes.
import type { SupportTicketRow, TicketCategory, TicketStatus } from '@sync/collections/workspace-records/rows';
import { readPeople } from '@sync/collections/user-profiles/emails';
import { useMemo } from 'react';
import { getSupabase } from '@/lib/supabase';
import { useServerQuery } from '@/hooks/use-server-query';

export const TICKETS_PAGE_SIZE = 20;
const NO_REQUESTERS = new Map<string, Requester>();

export interface Requester {
  user_id: string;
  display_name: string | null;
  email: string | null;
  avatar_url: string | null;
}

export interface TicketsQuery {
  category: TicketCategory | null;
  status: TicketStatus | null;
  page: number;
}

export interface TicketsState {
  tickets: SupportTicketRow[] | undefined;
  total: number;
  requesters: Map<string, Requester>;
  error: string | null;
  offline: boolean;
  /** When the page on screen was read; null while there is none. */
  updatedAt: Date | null;
  reload: () => void;
}

async function fetchTickets(query: TicketsQuery) {
  const client = await getSupabase();
  let request = client
    .from('support_tickets')
    .select('*', { count: 'exact' })
    .eq('_deleted', false)
    .order('created_at', { ascending: false })
    .range(query.page * TICKETS_PAGE_SIZE, (query.page + 1) * TICKETS_PAGE_SIZE - 1);
  if (query.category) request = request.eq('category', query.category);
  if (query.status) request = request.eq('status', query.status);
  const { data, count, error } = await request;
  if (error) throw new Error(error.message);
  const tickets = (data ?? []) as SupportTicketRow[];
  const ids = [...new Set(tickets.map((t) => t.user_id))];
  // E-mails are private to the profile; staff get them through profile_emails().
  const people: Requester[] = await readPeople(client, ids).catch((e: { message?: string }) => {
    throw new Error(e.message ?? String(e));
  });
  // Plain data (no Map), as the device keeps it.
  return { tickets, total: count ?? tickets.length, people };
}

export function useTickets(query: TicketsQuery): TicketsState {
  const { category, status, page } = query;
  const read = useServerQuery(
    ['tickets', category, status, page],
    () => fetchTickets({ category, status, page }),
    'tickets',
    { keepPrevious: true },
  );
  const people = read.data?.people;
  const requesters = useMemo(() => (people ? new Map(people.map((p) => [p.user_id, p])) : NO_REQUESTERS), [people]);
  return {
    tickets: read.data?.tickets,
    total: read.data?.total ?? 0,
    requesters,
    error: read.error,
    offline: read.offline,
    updatedAt: read.updatedAt,
    reload: read.reload,
  };
}
