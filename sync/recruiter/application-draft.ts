/**
 * The recruiter application form's draft, kept in the user's database (an RxDB local document,
 * not a collection) as it is typed, so leaving the page, a reload or a closed tab loses nothing.
 * Cleared once the application is written.
 */
import { map, type Observable } from 'rxjs';
import type { EveeDatabase } from '../database';

const DRAFT_DOC = 'recruiter_application_draft';

/** The form as typed: numbers and lists are still text here. */
export interface RecruiterApplicationDraft {
  experienceYears: string;
  specialties: string;
  regions: string;
  profileUrl: string;
  motivation: string;
}

export const emptyRecruiterApplicationDraft: RecruiterApplicationDraft = {
  experienceYears: '',
  specialties: '',
  regions: '',
  profileUrl: '',
  motivation: '',
};

export async function keepRecruiterApplicationDraft(db: EveeDatabase, draft: RecruiterApplicationDraft): Promise<void> {
  await db.upsertLocal(DRAFT_DOC, { ...draft });
}

export async function clearRecruiterApplicationDraft(db: EveeDatabase): Promise<void> {
  const doc = await db.getLocal(DRAFT_DOC);
  await doc?.remove();
}

export function watchRecruiterApplicationDraft(db: EveeDatabase): Observable<RecruiterApplicationDraft | null> {
  return db
    .getLocal$<RecruiterApplicationDraft>(DRAFT_DOC)
    .pipe(map((doc) => (doc ? (doc.toJSON().data as RecruiterApplicationDraft) : null)));
}
