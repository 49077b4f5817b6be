/**
 * Applying to be a recruiter, offline-first: the answers are checked as the server checks
 * them (a WorkspaceInputError naming the field, nothing written), then written on the device
 * as a support ticket of category recruiter_application, pending until the server takes it.
 * The server decides in the end (already a recruiter, an application already under review)
 * and a refusal is kept in sync_failures with its words. Internal staff decide it online
 * (decideRecruiterApplication), which grants the role.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database-types';
import { map, type Observable } from 'rxjs';
import type { RecruiterApplicationDetails, SupportTicketRow } from '../collections/workspace-records/rows';
import type { EveeDatabase } from '../database';
import { rowsQuery, watchRows } from '../workspace/records';
import { writeNewTicket } from '../support/tickets';
import { WorkspaceInputError } from '../workspace/input-error';
import { plainRow } from '../replication/records';
import { checkRow } from '../schemas/check';
import { recruiterApplicationSchema } from '../schemas/recruiter-applications';

export const APPLICATION_UNDER_REVIEW = 'You already have a recruiter application under review';
/** The server's checks of the answers (private.check_recruiter_application), so the form says them at once. */
export function checkRecruiterApplication(details: RecruiterApplicationDetails): void {
  checkRow(recruiterApplicationSchema, details);
}

const UNDER_REVIEW = new Set(['open', 'in_progress']);

/** The user's recruiter applications on the device, newest first. */
export async function ownRecruiterApplications(db: EveeDatabase, userId: string): Promise<SupportTicketRow[]> {
  const docs = await rowsQuery(db, 'support_tickets', {
    scope: userId,
    where: { category: 'recruiter_application' },
  }).exec();
  return docs.map((d) => plainRow<SupportTicketRow>(d));
}

/** Sends a recruiter application (refused at once when one is already under review on this device). */
export async function applyAsRecruiter(
  db: EveeDatabase,
  userId: string,
  input: RecruiterApplicationDetails,
): Promise<SupportTicketRow> {
  const details: RecruiterApplicationDetails = {
    experience_years: input.experience_years,
    specialties: input.specialties.map((s) => s.trim()).filter(Boolean),
    regions: input.regions.map((r) => r.trim()).filter(Boolean),
    profile_url: input.profile_url.trim(),
    motivation: input.motivation.trim(),
  };
  checkRecruiterApplication(details);
  if ((await ownRecruiterApplications(db, userId)).some((t) => UNDER_REVIEW.has(t.status)))
    throw new WorkspaceInputError('form', APPLICATION_UNDER_REVIEW);
  return writeNewTicket(db, userId, {
    category: 'recruiter_application',
    // The server names it after the applicant.
    subject: 'Recruiter application',
    body: '',
    details: { ...details },
  });
}

/** Internal staff's decision (online only): approval grants the recruiter role. */
export async function decideRecruiterApplication(
  client: SupabaseClient<Database>,
  ticketId: string,
  approve: boolean,
  reason?: string,
): Promise<SupportTicketRow> {
  const { data, error } = await client.rpc('decide_recruiter_application', {
    ticket_id: ticketId,
    approve,
    reason: reason?.trim() || null,
  });
  if (error) throw new Error(error.message);
  return data as SupportTicketRow;
}

/** The user's latest recruiter application on the device, live; null when none. */
export function watchLatestRecruiterApplication(db: EveeDatabase, userId: string): Observable<SupportTicketRow | null> {
  return watchRows(db, 'support_tickets', { scope: userId, where: { category: 'recruiter_application' } }).pipe(
    map((rows) => rows[0] ?? null),
  );
}
