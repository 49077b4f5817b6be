/**
 * A job as the database takes it (jobs' CHECKs and enums), with the fee a job open to recruiters
 * must name (the server's jobs guard).
 */
import { z } from 'zod';
import { employmentTypes, jobStatuses, jobWorkplaces, salaryPeriods } from '../collections/workspace-records/rows';
import { amount, currency, oneOf, optionalText, text, trimmedText, wholeNumber } from './fields';

export const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const slugWords = 'The address is 2 to 80 lower-case letters, digits and single hyphens';

/** jobs_skills_bounded: at most 30 skills, each 1 to 60 characters once trimmed. */
const skillList = (message: string) =>
  z.array(trimmedText(1, 60, { empty: message, long: message }), { error: message }).max(30, { error: message });

const jobFields = z.object({
  title: trimmedText(1, 200, {
    empty: 'A title is required (at most 200 characters)',
    long: 'A title is required (at most 200 characters)',
  }),
  slug: z
    .string({ error: slugWords })
    .min(2, { error: slugWords })
    .max(80, { error: slugWords })
    .regex(SLUG, { error: slugWords }),
  description: text(20000, 'The description is at most 20,000 characters'),
  employment_type: oneOf(employmentTypes, 'Choose an employment type'),
  location: optionalText(200, 'The location is at most 200 characters'),
  workplace: oneOf(jobWorkplaces, 'Choose onsite, hybrid or remote'),
  salary_min: amount('The minimum salary is an amount of 0 or more').nullable(),
  salary_max: amount('The maximum salary is an amount of 0 or more').nullable(),
  salary_currency: currency(),
  salary_period: oneOf(salaryPeriods, 'The salary is per year, month or hour'),
  status: oneOf(jobStatuses, `Status is one of ${jobStatuses.join(', ')}`),
  open_to_recruiters: z.boolean().optional(),
  recruiter_fee_type: oneOf(['percentage', 'fixed'], 'Set the recruiter fee').nullable().optional(),
  recruiter_fee_percent: z
    .number()
    .refine((v) => v > 0 && v <= 100, { error: 'The fee is a percentage above 0 and at most 100' })
    .nullable()
    .optional(),
  recruiter_fee_amount: amount('The fee is an amount above 0', { positive: true }).nullable().optional(),
  recruiter_guarantee_days: wholeNumber(0, 365, 'The guarantee is 0 to 365 days').optional(),
  // Optional: rows kept by versions before jobs named their skills lack them.
  required_skills: skillList('Required skills are at most 30, each 1 to 60 characters').optional(),
  nice_to_have_skills: skillList('Nice-to-have skills are at most 30, each 1 to 60 characters').optional(),
  min_experience_years: wholeNumber(0, 70, 'Minimum experience is a whole number of years from 0 to 70')
    .nullable()
    .optional(),
});

type JobFields = z.infer<typeof jobFields>;

/** A job open to recruiters names its fee: a percentage or an amount. */
function recruiterTerms(job: JobFields, ctx: z.RefinementCtx) {
  if (!job.open_to_recruiters) return;
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (!job.recruiter_fee_type) issue('recruiter_fee_type', 'Set the recruiter fee');
  else if (job.recruiter_fee_type === 'percentage' && job.recruiter_fee_percent == null)
    issue('recruiter_fee_percent', 'The fee is a percentage above 0 and at most 100');
  else if (job.recruiter_fee_type === 'fixed' && job.recruiter_fee_amount == null)
    issue('recruiter_fee_amount', 'The fee is an amount above 0');
}

export const jobSchema = jobFields
  .refine((job) => job.salary_min == null || job.salary_max == null || job.salary_min <= job.salary_max, {
    path: ['salary_max'],
    error: 'The maximum salary is at least the minimum',
  })
  .superRefine(recruiterTerms);
