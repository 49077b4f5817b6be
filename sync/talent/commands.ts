/**
 * The talent's writes, offline-first as the company workspace's are: each is checked
 * (its row's schema in ../schemas; a WorkspaceInputError naming the field, nothing written), written on the
 * device at once (pending until the server takes it) and sent by the workspace records'
 * replication. Ids are made here, so a resend is idempotent. The server decides in the end: a
 * refusal is kept in sync_failures with its words. A job applied to or saved from a search
 * result is copied onto the device when it is not there (./job-copy.ts), so it reads offline at
 * once; the copy is never sent and the server's row replaces it.
 */
import { z } from 'zod';
import { nowTimestamp } from '../collections/fields';
import type { ApplicationRow, FileReference, JobAlertRow, SavedJobRow } from '../collections/workspace-records/rows';
import type { EveeDatabase } from '../database';
import { getRow, rowsQuery, writeRow } from '../workspace/records';
import { WorkspaceInputError } from '../workspace/input-error';
import { keepJobCopy } from './job-copy';
import type { SearchJob } from './search';
import { checkRow } from '../schemas/check';
import { applicationInputSchema } from '../schemas/job-applications';
import { resumeReference } from '../schemas/file-reference';
import { jobAlertSchema } from '../schemas/job-alerts';
import { plainRow } from '../replication/records';

export const ALREADY_APPLIED = 'You have already applied to this job';
export const MAX_ACTIVE_ALERTS = 20;

export interface ApplyInput {
  jobId: string;
  coverNote?: string | null;
  resumeUrl?: string | null;
  /** A résumé file already uploaded to the talent's folder (their profile's, or one for this job). */
  resumeFile?: FileReference | null;
  /** The search result applied from: copied onto the device when the job is not there. */
  job?: SearchJob;
}

const blankToNull = (value: string | null | undefined) => (value && value.trim() ? value : null);

async function ownApplications(db: EveeDatabase, userId: string, jobId: string): Promise<ApplicationRow[]> {
  const docs = await rowsQuery(db, 'job_applications', { parent: jobId, where: { user_id: userId } }).exec();
  return docs.map((d) => plainRow<ApplicationRow>(d));
}

/** Applies to a job (refused at once when the device already holds a live application to it). */
export async function applyToJob(db: EveeDatabase, userId: string, input: ApplyInput): Promise<ApplicationRow> {
  if (!input.jobId) throw new WorkspaceInputError('job_id', 'Choose a job');
  checkRow(applicationInputSchema, { cover_note: input.coverNote, resume_url: input.resumeUrl });
  if (input.resumeFile) checkRow(z.object({ resume_file: resumeReference(userId) }), { resume_file: input.resumeFile });
  if ((await ownApplications(db, userId, input.jobId)).length) {
    throw new WorkspaceInputError('job_id', ALREADY_APPLIED);
  }
  const job = await getRow(db, 'jobs', input.jobId);
  if (job && job.status !== 'open') throw new WorkspaceInputError('job_id', 'This job is not taking applications');
  if (!job && input.job) await keepJobCopy(db, input.job);
  const at = nowTimestamp();
  const application: ApplicationRow = {
    id: crypto.randomUUID(),
    job_id: input.jobId,
    // The server takes the company from the job; this is what the device knows meanwhile.
    company_id: job?.company_id ?? input.job?.company_id ?? '',
    user_id: userId,
    status: 'reviewing',
    cover_note: blankToNull(input.coverNote),
    resume_url: blankToNull(input.resumeUrl),
    resume_file: input.resumeFile ?? null,
    // As the server sets it: submitted only with a résumé, a link or a file.
    progress_resume: blankToNull(input.resumeUrl) || input.resumeFile ? 'submitted' : null,
    progress_ai_interview: null,
    progress_screening: null,
    match_score: null,
    assessment: null,
    rejection_reason: null,
    submitted_by: userId,
    status_changed_at: at,
    created_at: at,
    updated_at: at,
  };
  await writeRow(db, 'job_applications', application);
  return application;
}

/** Withdraws one of the user's applications (a hired one stays). */
export async function withdrawApplication(db: EveeDatabase, userId: string, applicationId: string): Promise<void> {
  const application = await getRow(db, 'job_applications', applicationId);
  if (!application || application.user_id !== userId) {
    throw new WorkspaceInputError('id', 'This application is not one of yours on this device');
  }
  if (application.status === 'hired')
    throw new WorkspaceInputError('status', 'A hired application cannot be withdrawn');
  const doc = await db.workspace_records.findOne(applicationId).exec();
  await doc?.remove();
}

async function savedRows(db: EveeDatabase, userId: string, jobId: string): Promise<SavedJobRow[]> {
  const docs = await rowsQuery(db, 'saved_jobs', { scope: userId, parent: jobId }).exec();
  return docs.map((d) => plainRow<SavedJobRow>(d));
}

/** Saves a job for later (saving one already saved changes nothing). */
export async function saveJobForLater(
  db: EveeDatabase,
  userId: string,
  jobId: string,
  job?: SearchJob,
): Promise<SavedJobRow> {
  if (!jobId) throw new WorkspaceInputError('job_id', 'Choose a job');
  if (job && job.id !== jobId) throw new WorkspaceInputError('job_id', 'The job does not match the search result');
  const [already] = await savedRows(db, userId, jobId);
  if (already) return already;
  if (job && !(await getRow(db, 'jobs', jobId))) await keepJobCopy(db, job);
  const saved: SavedJobRow = { id: crypto.randomUUID(), user_id: userId, job_id: jobId, created_at: nowTimestamp() };
  await writeRow(db, 'saved_jobs', saved);
  return saved;
}

/** Takes a job out of the saved ones (one not saved changes nothing). */
export async function unsaveJob(db: EveeDatabase, userId: string, jobId: string): Promise<void> {
  const docs = await rowsQuery(db, 'saved_jobs', { scope: userId, parent: jobId }).exec();
  await Promise.all(docs.map((d) => d.remove()));
}

export type JobAlertInput = Partial<Omit<JobAlertRow, 'user_id' | 'last_notified_at' | 'created_at' | 'updated_at'>>;

/** Creates an alert (no id, or one not on the device) or changes one; returns it as written. */
export async function saveJobAlert(db: EveeDatabase, userId: string, raw: JobAlertInput): Promise<JobAlertRow> {
  const input = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined)) as JobAlertInput;
  const current = input.id ? await getRow(db, 'job_alerts', input.id) : null;
  if (current && current.user_id !== userId) throw new WorkspaceInputError('id', 'This alert is not yours');
  const at = nowTimestamp();
  const alert: JobAlertRow = current
    ? { ...current, ...input, id: current.id, updated_at: at }
    : {
        id: crypto.randomUUID(),
        user_id: userId,
        name: '',
        query: '',
        location: null,
        workplace: null,
        employment_type: null,
        min_salary: null,
        active: true,
        last_notified_at: null,
        created_at: at,
        updated_at: at,
        ...input,
      };
  alert.location = blankToNull(alert.location);
  checkRow(jobAlertSchema, alert);
  if (alert.active && !(current?.active ?? false)) {
    const active = await rowsQuery(db, 'job_alerts', { scope: userId, where: { active: true } }).exec();
    if (active.filter((d) => d.id !== alert.id).length >= MAX_ACTIVE_ALERTS) {
      throw new WorkspaceInputError('active', `You can have at most ${MAX_ACTIVE_ALERTS} active alerts`);
    }
  }
  await writeRow(db, 'job_alerts', alert);
  return alert;
}

export async function deleteJobAlert(db: EveeDatabase, userId: string, alertId: string): Promise<void> {
  const alert = await getRow(db, 'job_alerts', alertId);
  if (!alert || alert.user_id !== userId) throw new WorkspaceInputError('id', 'This alert is not on this device');
  await (await db.workspace_records.findOne(alertId).exec())?.remove();
}
