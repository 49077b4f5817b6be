/**
 * The audit log, read online by internal staff through one staff-only call: newest first, a page
 * at a time, filtered by actor, action, target and date, with the people each line concerns
 * named by the database (lines are written only by the database too).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database-types';

export const AUDIT_PAGE_SIZE = 25;

export interface AuditLine {
  id: number;
  actor_id: string | null;
  actor_email: string | null;
  /** The actor's name (or address); null for the system. */
  actor_name: string | null;
  action: string;
  target_type: string;
  target_id: string;
  /** The target in words where its id says nothing: a ticket's subject, a template's name. */
  target_label: string | null;
  subject_user_id: string | null;
  subject_name: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** Names of the people the change names by id (an assignee), by id. */
  people: Record<string, string | null>;
  created_at: string;
}

export interface AuditFilter {
  /** Part of the actor's name or e-mail. */
  actor?: string;
  action?: string;
  /** A target id, or the person the change concerns. */
  target?: string;
  subjectUserId?: string;
  /** Days as YYYY-MM-DD, both included. */
  from?: string;
  to?: string;
  page?: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export async function readAuditLog(
  client: SupabaseClient<Database>,
  filter: AuditFilter,
): Promise<{ lines: AuditLine[]; total: number }> {
  const { data, error } = await client.rpc('internal_audit_log', {
    actor: filter.actor?.trim() || undefined,
    action_name: filter.action || undefined,
    target: filter.target?.trim() || undefined,
    subject: filter.subjectUserId,
    from_day: filter.from && DAY.test(filter.from) ? filter.from : undefined,
    to_day: filter.to && DAY.test(filter.to) ? filter.to : undefined,
    page_number: filter.page ?? 0,
    page_size: AUDIT_PAGE_SIZE,
  });
  if (error) throw new Error(error.message);
  const rows = data ?? [];
  // The jsonb columns' shapes are the function's own contract, which the catalog does not describe.
  const lines = rows.map(({ total: _total, ...line }) => line as unknown as AuditLine);
  return { lines, total: rows[0]?.total ?? 0 };
}
