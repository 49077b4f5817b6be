/**
 * A recruiter's candidates, offline-first: adding someone (an Evee talent from Talent Search,
 * or an outside lead), editing name, e-mail, resume link, notes and tags, and removing them are
 * checked (a WorkspaceInputError naming the field, nothing written), written on the device at
 * once and synced. The server decides in the end (the person must be open to recruiters, once
 * per recruiter) and a refusal is kept in sync_failures with its words.
 */
import { map, type Observable } from 'rxjs';
import { nowTimestamp } from '../collections/fields';
import type { RecruiterCandidateRow } from '../collections/workspace-records/rows';
import type { EveeDatabase } from '../database';
import { getRow, rowsQuery, watchRows, writeRow } from '../workspace/records';
import { WorkspaceInputError } from '../workspace/input-error';
import { plainRow } from '../replication/records';

export const ALREADY_A_CANDIDATE = 'This person is already in your candidates';

export interface CandidateInput {
  talentId?: string | null;
  fullName: string;
  email?: string | null;
  resumeUrl?: string | null;
  notes?: string;
  tags?: string[];
}

export type CandidateChange = Partial<Omit<CandidateInput, 'talentId'>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const URL = /^https?:\/\/[^\s/]+\.[^\s]+$/i;
const blankToNull = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);

/** Tags as kept: trimmed, without blanks or repeats (case-insensitively). */
export function cleanTags(tags: string[]): string[] {
  const seen = new Set<string>();
  return tags.map((t) => t.trim()).filter((t) => t && !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()));
}

export function checkCandidate(input: CandidateChange): void {
  if (input.fullName !== undefined && (input.fullName.trim().length < 1 || input.fullName.trim().length > 200))
    throw new WorkspaceInputError('full_name', 'Give a name of 1 to 200 characters');
  const email = blankToNull(input.email);
  if (email && (!EMAIL.test(email) || email.length > 254))
    throw new WorkspaceInputError('email', 'Give an e-mail address like name@example.com');
  const resume = blankToNull(input.resumeUrl);
  if (resume && (!URL.test(resume) || resume.length > 2048))
    throw new WorkspaceInputError('resume_url', 'Give a resume link starting with https://');
  if ((input.notes ?? '').length > 10_000) throw new WorkspaceInputError('notes', 'Keep notes to 10,000 characters');
  const tags = cleanTags(input.tags ?? []);
  if (tags.length > 20) throw new WorkspaceInputError('tags', 'Keep to 20 tags');
  if (tags.some((t) => t.length > 40)) throw new WorkspaceInputError('tags', 'Each tag must be 1 to 40 characters');
}

export function watchCandidates(db: EveeDatabase, recruiterId: string): Observable<RecruiterCandidateRow[]> {
  return watchRows(db, 'recruiter_candidates', { scope: recruiterId });
}

export function watchCandidateTalentIds(db: EveeDatabase, recruiterId: string): Observable<Set<string>> {
  return watchCandidates(db, recruiterId).pipe(
    map((rows) => new Set(rows.flatMap((r) => (r.talent_id ? [r.talent_id] : [])))),
  );
}

export async function addCandidate(
  db: EveeDatabase,
  recruiterId: string,
  input: CandidateInput,
): Promise<RecruiterCandidateRow> {
  checkCandidate(input);
  const email = blankToNull(input.email);
  const existing = (await rowsQuery(db, 'recruiter_candidates', { scope: recruiterId }).exec()).map((d) =>
    plainRow<RecruiterCandidateRow>(d),
  );
  if (
    existing.some(
      (c) =>
        (input.talentId && c.talent_id === input.talentId) || (email && c.email?.toLowerCase() === email.toLowerCase()),
    )
  )
    throw new WorkspaceInputError('form', ALREADY_A_CANDIDATE);
  const at = nowTimestamp();
  const row: RecruiterCandidateRow = {
    id: crypto.randomUUID(),
    recruiter_id: recruiterId,
    talent_id: input.talentId ?? null,
    full_name: input.fullName.trim(),
    email,
    resume_url: blankToNull(input.resumeUrl),
    notes: input.notes ?? '',
    tags: cleanTags(input.tags ?? []),
    created_at: at,
    updated_at: at,
  };
  await writeRow(db, 'recruiter_candidates', row);
  return row;
}

async function ownCandidate(db: EveeDatabase, recruiterId: string, id: string): Promise<RecruiterCandidateRow> {
  const row = await getRow(db, 'recruiter_candidates', id);
  if (!row || row.recruiter_id !== recruiterId)
    throw new WorkspaceInputError('id', 'This candidate is not one of yours on this device');
  return row;
}

export async function updateCandidate(
  db: EveeDatabase,
  recruiterId: string,
  id: string,
  change: CandidateChange,
): Promise<void> {
  checkCandidate(change);
  const row = await ownCandidate(db, recruiterId, id);
  await writeRow(db, 'recruiter_candidates', {
    ...row,
    ...(change.fullName !== undefined && { full_name: change.fullName.trim() }),
    ...(change.email !== undefined && { email: blankToNull(change.email) }),
    ...(change.resumeUrl !== undefined && { resume_url: blankToNull(change.resumeUrl) }),
    ...(change.notes !== undefined && { notes: change.notes }),
    ...(change.tags !== undefined && { tags: cleanTags(change.tags) }),
    updated_at: nowTimestamp(),
  });
}

export async function removeCandidate(db: EveeDatabase, recruiterId: string, id: string): Promise<void> {
  await ownCandidate(db, recruiterId, id);
  const doc = await db.workspace_records.findOne(id).exec();
  await doc?.remove();
}
