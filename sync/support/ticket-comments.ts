/**
 * The conversation on a support ticket, online: staff replies and internal notes (the database
 * shows a requester only the replies on their own tickets), and adding to it. A staff reply
 * notifies the requester; the database stamps who wrote and when.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database-types';

export interface TicketComment {
  id: string;
  ticket_id: string;
  author_id: string | null;
  body: string;
  internal: boolean;
  created_at: string;
}

export async function readTicketComments(client: SupabaseClient<Database>, ticketId: string): Promise<TicketComment[]> {
  const { data, error } = await client
    .from('support_ticket_comments')
    .select('id, ticket_id, author_id, body, internal, created_at')
    .eq('ticket_id', ticketId)
    .order('created_at');
  if (error) throw new Error(error.message);
  return data as TicketComment[];
}

export async function addTicketComment(
  client: SupabaseClient<Database>,
  comment: { ticketId: string; body: string; internal: boolean },
): Promise<void> {
  const body = comment.body.trim();
  if (!body) throw new Error('Write something first');
  if (body.length > 5000) throw new Error('Keep it to 5,000 characters');
  const { error } = await client
    .from('support_ticket_comments')
    .insert({ ticket_id: comment.ticketId, body, internal: comment.internal });
  if (error) throw new Error(error.message);
}
