// The recruiter application form: the draft as typed turned into the answers the server takes,
// and its schema, made from the answers' schema that sync's checked write uses too, so every
// field's problem shows at once in the server's words. Pure.
import { z } from 'zod';
import type { RecruiterApplicationDetails } from '@sync/collections/workspace-records/rows';
import type { RecruiterApplicationDraft } from '@sync/recruiter/application-draft';
import { recruiterApplicationSchema } from '@sync/schemas/recruiter-applications';
import { formSchemaFromRow } from '@/utils/form-schema';

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

/** The form's schema: the recruiter application schema judges the answers, in the server's words. */
export const applicationFormSchema = formSchemaFromRow<RecruiterApplicationDraft>({
  values: z.object({
    experienceYears: z.string(),
    specialties: z.string(),
    regions: z.string(),
    profileUrl: z.string(),
    motivation: z.string(),
  }),
  row: recruiterApplicationSchema,
  toRow: detailsOf,
  fieldOf: { experience_years: 'experienceYears', profile_url: 'profileUrl' },
});
