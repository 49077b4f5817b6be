// The application form's schema: the resume link must be a web address, and the limits come from
// the job_applications row schema that applyToJob checks too, so the words are the same on the
// form and on the device.
import { z } from 'zod';
import { applicationInputSchema } from '@sync/schemas/job-applications';
import { formSchemaFromRow } from '@/utils/form-schema';
import type { ApplyDraft } from './apply-form';

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
