/**
 * The applications a recruiter submitted, read online (row-level security lets a recruiter read
 * them): their status and the company's rejection reason, for the Placements pipeline. They are
 * not mirrored: a third scope alternative on job_applications kept a talent's re-application
 * from being sent (see sync/README.md). The last answer is kept in an RxDB local document, so
 * the pipeline reads offline as it was last seen.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database-types';
import { map, type Observable } from 'rxjs';
import type { ApplicationStatus } from '../collections/workspace-records/rows';
import type { EveeDatabase } from '../database';

export interface SubmittedApplication {
  id: string;
  status: ApplicationStatus;
  rejection_reason: string | null;
}

const KEPT_DOC = 'submitted_applications';

export async function refreshSubmittedApplications(
  client: SupabaseClient<Database>,
  db: EveeDatabase,
  recruiterId: string,
): Promise<void> {
  const { data, error } = await client
    .from('job_applications')
    .select('id, status, rejection_reason')
    .eq('submitted_by', recruiterId)
    .neq('user_id', recruiterId)
    .eq('_deleted', false);
  if (error) throw error;
  await db.upsertLocal(KEPT_DOC, { applications: data ?? [] });
}

export function watchSubmittedApplications(db: EveeDatabase): Observable<Map<string, SubmittedApplication>> {
  return db
    .getLocal$<{ applications: SubmittedApplication[] }>(KEPT_DOC)
    .pipe(map((doc) => new Map((doc?.toJSON().data.applications ?? []).map((a) => [a.id, a]))));
}
