// The application form's draft: an optional resume link and an optional cover note, and what
// applyToJob takes from them. Its schema is apply-form-schema.ts, loaded with the dialog, so the
// screens that only keep drafts do not carry zod.

export const COVER_NOTE_MAX = 5000;

export interface ApplyDraft {
  resumeUrl: string;
  coverNote: string;
}

export const emptyDraft: ApplyDraft = { resumeUrl: '', coverNote: '' };

export type ApplyErrors = Partial<Record<keyof ApplyDraft, string>>;

/** What applyToJob takes: blanks left out. */
export function applyInput(jobId: string, draft: ApplyDraft) {
  const resumeUrl = draft.resumeUrl.trim();
  const coverNote = draft.coverNote.trim();
  return { jobId, ...(resumeUrl ? { resumeUrl } : {}), ...(coverNote ? { coverNote } : {}) };
}
