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
import { nowTimestamp } from '../collections/fields';
import type { RecruiterApplicationDetails, SupportTicketRow } from '../collections/workspace-records/rows';
import type { EveeDatabase } from '../database';
import { rowsQuery, watchRows, writeRow } from '../workspace/records';
import { WorkspaceInputError } from '../workspace/input-error';
import { plainRow } from '../replication/records';

export const APPLICATION_UNDER_REVIEW = 'You already have a recruiter application under review';
const URL = /^https?:\/\/[^\s/]+\.[^\s]+$/i;

function checkList(field: 'specialties' | 'regions', items: string[]) {
  if (items.length === 0)
    throw new WorkspaceInputError(
      field,
      field === 'specialties' ? 'Add at least one specialty' : 'Add at least one region',
    );
  if (items.length > 10) throw new WorkspaceInputError(field, `Keep to 10 ${field}`);
  if (items.some((item) => item.trim().length < 1 || item.trim().length > 60))
    throw new WorkspaceInputError(field, `Each of the ${field} must be 1 to 60 characters`);
}

/** The server's checks of the answers (support_tickets' guard), so the form says them at once. */
export function checkRecruiterApplication(details: RecruiterApplicationDetails): void {
  const years = details.experience_years;
  if (!Number.isInteger(years) || years < 0 || years > 60)
    throw new WorkspaceInputError('experience_years', 'Years of experience must be a whole number from 0 to 60');
  checkList('specialties', details.specialties);
  checkList('regions', details.regions);
  if (!URL.test(details.profile_url.trim()) || details.profile_url.length > 2048)
    throw new WorkspaceInputError('profile_url', 'Give a profile link starting with https://');
  if (details.motivation.trim().length < 20)
    throw new WorkspaceInputError('motivation', 'Tell us why in at least 20 characters');
  if (details.motivation.length > 2000)
    throw new WorkspaceInputError('motivation', 'Keep why you want to recruit to 2,000 characters');
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
  const at = nowTimestamp();
  const ticket: SupportTicketRow = {
    id: crypto.randomUUID(),
    user_id: userId,
    category: 'recruiter_application',
    // The server names it after the applicant.
    subject: 'Recruiter application',
    body: '',
    details: { ...details },
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
