/**
 * The audit log, read online by internal staff: newest first, a page at a time, filtered by
 * actor, action, target and date. Lines are written only by the database.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database-types';

export const AUDIT_PAGE_SIZE = 25;

export interface AuditLine {
  id: number;
  actor_id: string | null;
  actor_email: string | null;
  action: string;
  target_type: string;
  target_id: string;
  subject_user_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  created_at: string;
}

export interface AuditFilter {
  /** Part of the actor's e-mail. */
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export async function readAuditLog(
  client: SupabaseClient<Database>,
  filter: AuditFilter,
): Promise<{ lines: AuditLine[]; total: number }> {
  const page = filter.page ?? 0;
  let request = client
    .from('audit_log')
    .select('*', { count: 'exact' })
    .order('id', { ascending: false })
    .range(page * AUDIT_PAGE_SIZE, (page + 1) * AUDIT_PAGE_SIZE - 1);
  const actor = filter.actor?.trim();
  if (actor) request = request.ilike('actor_email', `%${actor.replace(/[%_\\]/g, (c) => `\\${c}`)}%`);
  if (filter.action) request = request.eq('action', filter.action);
  const target = filter.target?.trim();
  if (target) {
    request = UUID.test(target)
      ? request.or(`target_id.eq.${target},subject_user_id.eq.${target}`)
      : request.eq('target_id', target);
  }
  if (filter.subjectUserId) request = request.eq('subject_user_id', filter.subjectUserId);
  if (filter.from && DAY.test(filter.from)) request = request.gte('created_at', `${filter.from}T00:00:00Z`);
  if (filter.to && DAY.test(filter.to)) request = request.lte('created_at', `${filter.to}T23:59:59.999Z`);
  const { data, count, error } = await request;
  if (error) throw new Error(error.message);
  return { lines: (data ?? []) as AuditLine[], total: count ?? 0 };
}
