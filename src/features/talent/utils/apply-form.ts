// The application form's rules: an optional resume link that must be a web address, and an
// optional cover note of at most 5,000 characters. Errors name the field in words.
export const COVER_NOTE_MAX = 5000;

export interface ApplyDraft {
  resumeUrl: string;
  coverNote: string;
}

export const emptyDraft: ApplyDraft = { resumeUrl: '', coverNote: '' };

export type ApplyErrors = Partial<Record<keyof ApplyDraft, string>>;

export function validateApply(draft: ApplyDraft): ApplyErrors {
  const errors: ApplyErrors = {};
  const url = draft.resumeUrl.trim();
  if (url) {
    let parsed: URL | null = null;
    try {
      parsed = new URL(url);
    } catch {
      parsed = null;
    }
    if (!parsed || !['http:', 'https:'].includes(parsed.protocol) || !parsed.hostname.includes('.'))
      errors.resumeUrl = 'Enter a web address starting with https://';
  }
  if (draft.coverNote.length > COVER_NOTE_MAX)
    errors.coverNote = `Keep the cover note to ${COVER_NOTE_MAX.toLocaleString('en-US')} characters`;
  return errors;
}

/** What applyToJob takes: blanks left out. */
export function applyInput(jobId: string, draft: ApplyDraft) {
  const resumeUrl = draft.resumeUrl.trim();
  const coverNote = draft.coverNote.trim();
  return { jobId, ...(resumeUrl ? { resumeUrl } : {}), ...(coverNote ? { coverNote } : {}) };
}
