// The application form: an optional resume link that must be a web address, and an optional cover
// note. Its schema is made from the job_applications row schema that applyToJob checks too, so
// the limits and their words are the same on the form and on the device.
import { z } from 'zod';
import { applicationInputSchema } from '@sync/schemas/job-applications';
import { formSchemaFromRow } from '@/utils/form-schema';

export const COVER_NOTE_MAX = 5000;

export interface ApplyDraft {
  resumeUrl: string;
  coverNote: string;
}

export const emptyDraft: ApplyDraft = { resumeUrl: '', coverNote: '' };

export type ApplyErrors = Partial<Record<keyof ApplyDraft, string>>;

function isWebAddress(value: string): boolean {
  try {
    const parsed = new URL(value);
    return ['http:', 'https:'].includes(parsed.protocol) && parsed.hostname.includes('.');
  } catch {
    return false;
  }
}

export const applyFormSchema = formSchemaFromRow<ApplyDraft>({
  values: z.object({ resumeUrl: z.string(), coverNote: z.string() }),
  row: applicationInputSchema,
  toRow: (draft) => ({ resume_url: draft.resumeUrl.trim() || null, cover_note: draft.coverNote.trim() || null }),
  fieldOf: { resume_url: 'resumeUrl', cover_note: 'coverNote' },
  precheck: (draft) => {
    const url = draft.resumeUrl.trim();
    return url && !isWebAddress(url) ? { resumeUrl: 'Enter a web address starting with https://' } : {};
  },
});

/** What applyToJob takes: blanks left out. */
export function applyInput(jobId: string, draft: ApplyDraft) {
  const resumeUrl = draft.resumeUrl.trim();
  const coverNote = draft.coverNote.trim();
  return { jobId, ...(resumeUrl ? { resumeUrl } : {}), ...(coverNote ? { coverNote } : {}) };
}
