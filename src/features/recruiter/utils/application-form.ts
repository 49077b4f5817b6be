// The recruiter application form: the draft as typed turned into the answers the server takes,
// and every field's problem at once (the server's words, from sync's checks). Pure.
import type { RecruiterApplicationDetails } from '@sync/collections/workspace-records/rows';
import type { RecruiterApplicationDraft } from '@sync/recruiter/application-draft';
import { checkRecruiterApplication } from '@sync/recruiter/application';
import { WorkspaceInputError } from '@sync/workspace/input-error';

export type ApplicationErrors = Partial<Record<keyof RecruiterApplicationDetails, string>>;

/** 'Frontend, Data ,' → ['Frontend', 'Data']. */
export const listOf = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

export function detailsOf(draft: RecruiterApplicationDraft): RecruiterApplicationDetails {
  const years = draft.experienceYears.trim();
  return {
    experience_years: /^\d{1,3}$/.test(years) ? Number(years) : Number.NaN,
    specialties: listOf(draft.specialties),
    regions: listOf(draft.regions),
    profile_url: draft.profileUrl.trim(),
    motivation: draft.motivation.trim(),
  };
}

// A valid value per field, so each field is checked on its own and all problems show at once.
const valid: RecruiterApplicationDetails = {
  experience_years: 1,
  specialties: ['x'],
  regions: ['x'],
  profile_url: 'https://evee.dev',
  motivation: 'x'.repeat(20),
};

export function validateApplication(draft: RecruiterApplicationDraft): ApplicationErrors {
  const details = detailsOf(draft);
  const errors: ApplicationErrors = {};
  for (const field of Object.keys(valid) as (keyof RecruiterApplicationDetails)[]) {
    try {
      checkRecruiterApplication({ ...valid, [field]: details[field] });
    } catch (err) {
      if (err instanceof WorkspaceInputError) errors[field] = err.message;
      else throw err;
    }
  }
  return errors;
}
