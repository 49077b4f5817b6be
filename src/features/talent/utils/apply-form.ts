// The application form's draft: an optional résumé file, an optional resume link and an optional
// cover note, and what applyToJob takes from them. Its schema is apply-form-schema.ts, loaded
// with the dialog, so the screens that only keep drafts do not carry zod.
import type { FileReference } from '@sync/collections/workspace-records/rows';

export const COVER_NOTE_MAX = 5000;

export interface ApplyDraft {
  resumeUrl: string;
  coverNote: string;
  /** A résumé uploaded for this application (apply-resume.tsx); absent: none. */
  resumeFile?: FileReference | null;
  /** The profile's résumé is left out (it goes by default). */
  skipProfileResume?: boolean;
}

export const emptyDraft: ApplyDraft = { resumeUrl: '', coverNote: '' };

export type ApplyErrors = Partial<Record<keyof ApplyDraft, string>>;

/** What applyToJob takes: blanks left out; the uploaded résumé, else the profile's unless left out. */
export function applyInput(jobId: string, draft: ApplyDraft, profileResume: FileReference | null = null) {
  const resumeUrl = draft.resumeUrl.trim();
  const coverNote = draft.coverNote.trim();
  const resumeFile = draft.resumeFile ?? (draft.skipProfileResume ? null : profileResume);
  return {
    jobId,
    ...(resumeUrl ? { resumeUrl } : {}),
    ...(coverNote ? { coverNote } : {}),
    ...(resumeFile ? { resumeFile } : {}),
  };
}
