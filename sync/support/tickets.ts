/**
 * Asking Evee's staff for help, offline-first: a support ticket is checked as the server checks
 * it (a WorkspaceInputError naming the field, nothing written), then written on the device and
 * sent when the network allows. The person's tickets are on the device, newest first, with the
 * status staff set arriving by sync.
 */
import { map, type Observable } from 'rxjs';
import { nowTimestamp } from '../collections/fields';
import type { SupportTicketRow, TicketCategory } from '../collections/workspace-records/rows';
import type { EveeDatabase } from '../database';
import { watchRows, writeRow } from '../workspace/records';
import { checkRow } from '../schemas/check';
import { helpRequestSchema } from '../schemas/support-tickets';

export type HelpCategory = Exclude<TicketCategory, 'recruiter_application'>;

export interface HelpRequest {
  category: HelpCategory;
  subject: string;
  body: string;
}

/** The server's checks of a help request (support_tickets' CHECKs, through its row schema). */
export function checkHelpRequest(request: HelpRequest): void {
  checkRow(helpRequestSchema, request);
}

export async function openSupportTicket(
  db: EveeDatabase,
  userId: string,
  request: HelpRequest,
): Promise<SupportTicketRow> {
  checkHelpRequest(request);
  return writeNewTicket(db, userId, {
    category: request.category,
    subject: request.subject.trim(),
    body: request.body.trim(),
    details: {},
  });
}

/** Writes a new open ticket on the device, checked already; the server takes it from there. */
export async function writeNewTicket(
  db: EveeDatabase,
  userId: string,
  fields: Pick<SupportTicketRow, 'category' | 'subject' | 'body' | 'details'>,
): Promise<SupportTicketRow> {
  const at = nowTimestamp();
  const ticket: SupportTicketRow = {
    id: crypto.randomUUID(),
    user_id: userId,
    ...fields,
    status: 'open',
    assignee_id: null,
    decision_reason: null,
    decided_by: null,
    decided_at: null,
    created_at: at,
    updated_at: at,
  };
  await writeRow(db, 'support_tickets', ticket);
  return ticket;
}

/** The person's help requests on the device (recruiter applications have their own screen). */
export function watchOwnTickets(db: EveeDatabase, userId: string): Observable<SupportTicketRow[]> {
  return watchRows(db, 'support_tickets', { scope: userId }).pipe(
    map((rows) => rows.filter((t) => t.category !== 'recruiter_application')),
  );
}
