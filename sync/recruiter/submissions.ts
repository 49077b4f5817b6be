/**
 * Submitting a candidate to a job open to recruiters, offline-first: the submission is written
 * on the device at once ('pending_consent', waiting for the server) and sent by the workspace
 * records' replication; the server decides (ownership, the cap, the job) and a refusal is kept
 * in sync_failures with its words, with Retry and Discard. The talent's consent, the ownership
 * check and the list of jobs open to recruiters need the server and are online only.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database-types';
import type { Observable } from 'rxjs';
import { nowTimestamp } from '../collections/fields';
import type { RecruiterSubmissionRow } from '../collections/workspace-records/rows';
import type { EveeDatabase } from '../database';
import { getRow, rowsQuery, watchRows, writeRow } from '../workspace/records';
import { WorkspaceInputError } from '../workspace/input-error';
import { plainRow } from '../replication/records';

export interface SubmitInput {
  jobId: string;
  companyId: string;
  talentId: string;
  candidateId?: string | null;
  pitch?: string;
}

export const ALREADY_SUBMITTED = 'You have already submitted this person to this job';

export function watchMySubmissions(db: EveeDatabase, recruiterId: string): Observable<RecruiterSubmissionRow[]> {
  return watchRows(db, 'recruiter_submissions', { scope: recruiterId });
}

export async function submitCandidate(
  db: EveeDatabase,
  recruiterId: string,
  input: SubmitInput,
): Promise<RecruiterSubmissionRow> {
  if (!input.jobId) throw new WorkspaceInputError('job_id', 'Choose a job');
  if (!input.talentId) throw new WorkspaceInputError('talent_id', 'Only people on Evee can be submitted');
  const pitch = (input.pitch ?? '').trim();
  if (pitch.length > 2000) throw new WorkspaceInputError('pitch', 'Keep the pitch to 2,000 characters');
  const live = (await rowsQuery(db, 'recruiter_submissions', { scope: recruiterId, parent: input.jobId }).exec())
    .map((d) => plainRow<RecruiterSubmissionRow>(d))
    .filter((s) => s.talent_id === input.talentId && (s.status === 'pending_consent' || s.status === 'submitted'));
  if (live.length) throw new WorkspaceInputError('job_id', ALREADY_SUBMITTED);
  const at = nowTimestamp();
  const row: RecruiterSubmissionRow = {
    id: crypto.randomUUID(),
    recruiter_id: recruiterId,
    job_id: input.jobId,
    company_id: input.companyId,
    talent_id: input.talentId,
    candidate_id: input.candidateId ?? null,
    pitch,
    status: 'pending_consent',
    application_id: null,
    decided_at: null,
    created_at: at,
    updated_at: at,
  };
  await writeRow(db, 'recruiter_submissions', row);
  return row;
}

export async function withdrawSubmission(db: EveeDatabase, recruiterId: string, id: string): Promise<void> {
  const row = await getRow(db, 'recruiter_submissions', id);
  if (!row || row.recruiter_id !== recruiterId) throw new WorkspaceInputError('id', 'This submission is not yours');
  if (row.status !== 'pending_consent')
    throw new WorkspaceInputError('status', 'Only a submission waiting for consent can be withdrawn');
  await writeRow(db, 'recruiter_submissions', { ...row, status: 'withdrawn', updated_at: nowTimestamp() });
}

/** The talent's answer to a recruiter's request (online). */
export async function respondToSubmission(
  client: SupabaseClient<Database>,
  id: string,
  accept: boolean,
): Promise<void> {
  const { error } = await client.rpc('respond_to_submission', { submission_id: id, accept });
  if (error) throw new Error(error.message);
}

export type Ownership = { status: 'free' } | { status: 'yours'; expires_at: string } | { status: 'taken' };

export async function checkOwnership(
  client: SupabaseClient<Database>,
  talentId: string,
  companyId: string,
): Promise<Ownership> {
  const { data, error } = await client.rpc('check_candidate_ownership', { talent_id: talentId, company_id: companyId });
  if (error) throw new Error(error.message);
  return data as Ownership;
}

/** A job recruiters may submit to, with its fee terms and company. */
export interface RecruiterJob {
  id: string;
  title: string;
  company_id: string;
  location: string | null;
  salary_max: number | null;
  salary_currency: string;
  recruiter_fee_type: 'percentage' | 'fixed';
  recruiter_fee_percent: number | null;
  recruiter_fee_amount: number | null;
  recruiter_guarantee_days: number;
  companies: { name: string } | null;
}

export async function fetchRecruiterJobs(client: SupabaseClient<Database>): Promise<RecruiterJob[]> {
  const { data, error } = await client
    .from('jobs')
    .select(
      'id, title, company_id, location, salary_max, salary_currency, recruiter_fee_type, recruiter_fee_percent, recruiter_fee_amount, recruiter_guarantee_days, companies(name)',
    )
    .eq('open_to_recruiters', true)
    .eq('status', 'open')
    .eq('_deleted', false)
    .order('published_at', { ascending: false })
    .limit(100);
  if (error) throw new Error(error.message);
  return (data ?? []) as unknown as RecruiterJob[];
}
