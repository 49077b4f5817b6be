/**
 * A recruiter application's answers (support_tickets.details of category recruiter_application),
 * as the server (private.check_recruiter_application) takes them, in its words.
 */
import { z } from 'zod';
import { btrim, charLength } from './fields';

function answerList(field: 'specialties' | 'regions', empty: string) {
  return z
    .array(z.string(), { error: empty })
    .min(1, { error: empty })
    .max(10, { error: `Keep to 10 ${field}` })
    .refine((items) => items.every((item) => charLength(btrim(item)) >= 1 && charLength(btrim(item)) <= 60), {
      error: `Each of the ${field} must be 1 to 60 characters`,
    });
}

const profileWords = 'Give a profile link starting with https://';

export const recruiterApplicationSchema = z.object({
  experience_years: z
    .number({ error: 'Years of experience must be a whole number from 0 to 60' })
    .int({ error: 'Years of experience must be a whole number from 0 to 60' })
    .min(0, { error: 'Years of experience must be a whole number from 0 to 60' })
    .max(60, { error: 'Years of experience must be a whole number from 0 to 60' }),
  specialties: answerList('specialties', 'Add at least one specialty'),
  regions: answerList('regions', 'Add at least one region'),
  profile_url: z
    .string({ error: profileWords })
    .regex(/^https?:\/\/[^\s/]+\.[^\s]+$/i, { error: profileWords })
    .refine((v) => charLength(v) <= 2048, { error: profileWords }),
  motivation: z
    .string({ error: 'Tell us why in at least 20 characters' })
    .refine((v) => charLength(btrim(v)) >= 20, { error: 'Tell us why in at least 20 characters', abort: true })
    .refine((v) => charLength(v) <= 2000, { error: 'Keep why you want to recruit to 2,000 characters' }),
});
