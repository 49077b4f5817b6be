// The job form's values (strings as typed, and the skills as lists of tags), their schema and
// their conversion to a job write.
// The schema is made from the jobs row schema (sync/schemas/jobs.ts) that the workspace command
// checks too, so a job the form accepts is one the device and server take; what only text can
// get wrong (an empty title, an amount that is not a number, the recruiter terms as typed) is
// caught first, in words that say what to enter.
import { z } from 'zod';
import type { JobRow } from '@sync/collections/workspace-records/rows';
import type { JobInput } from '@sync/workspace/commands';
import { jobSchema } from '@sync/schemas/jobs';
import { formSchemaFromRow } from '@/utils/form-schema';

export const jobPlannerRoles = ['company_owner', 'company_super_admin', 'company_admin', 'hr_manager', 'manager'];
export const canPlanJobs = (role: string | null | undefined) => jobPlannerRoles.includes(role ?? '');

/** jobs_skills_bounded: each list holds at most 30. */
export const MAX_JOB_SKILLS = 30;

export interface JobFormValues {
  title: string;
  slug: string;
  description: string;
  employment_type: string;
  location: string;
  workplace: string;
  salary_min: string;
  salary_max: string;
  salary_currency: string;
  salary_period: string;
  hiring_plan_id: string;
  open_to_recruiters: boolean;
  recruiter_fee_type: 'percentage' | 'fixed';
  recruiter_fee_percent: string;
  recruiter_fee_amount: string;
  recruiter_guarantee_days: string;
  required_skills: string[];
  nice_to_have_skills: string[];
  min_experience_years: string;
}

export type JobFormErrors = Partial<Record<keyof JobFormValues, string>>;

export const emptyJobForm: JobFormValues = {
  title: '',
  slug: '',
  description: '',
  employment_type: 'full_time',
  location: '',
  workplace: 'onsite',
  salary_min: '',
  salary_max: '',
  salary_currency: 'USD',
  salary_period: 'year',
  hiring_plan_id: '',
  open_to_recruiters: false,
  recruiter_fee_type: 'percentage',
  recruiter_fee_percent: '',
  recruiter_fee_amount: '',
  recruiter_guarantee_days: '90',
  required_skills: [],
  nice_to_have_skills: [],
  min_experience_years: '',
};

export function jobFormValues(job: JobRow): JobFormValues {
  return {
    title: job.title,
    slug: job.slug ?? '',
    description: job.description ?? '',
    employment_type: job.employment_type,
    location: job.location ?? '',
    workplace: job.workplace,
    salary_min: job.salary_min === null ? '' : String(job.salary_min),
    salary_max: job.salary_max === null ? '' : String(job.salary_max),
    salary_currency: job.salary_currency,
    salary_period: job.salary_period,
    hiring_plan_id: job.hiring_plan_id ?? '',
    open_to_recruiters: job.open_to_recruiters ?? false,
    recruiter_fee_type: job.recruiter_fee_type ?? 'percentage',
    recruiter_fee_percent: job.recruiter_fee_percent == null ? '' : String(job.recruiter_fee_percent),
    recruiter_fee_amount: job.recruiter_fee_amount == null ? '' : String(job.recruiter_fee_amount),
    recruiter_guarantee_days: String(job.recruiter_guarantee_days ?? 90),
    required_skills: job.required_skills ?? [],
    nice_to_have_skills: job.nice_to_have_skills ?? [],
    min_experience_years: job.min_experience_years == null ? '' : String(job.min_experience_years),
  };
}

function amount(value: string): number | null | 'bad' {
  const cleaned = value.replace(/[,\s]/g, '');
  if (!cleaned) return null;
  const n = Number(cleaned);
  return Number.isFinite(n) && n >= 0 ? n : 'bad';
}

/** What only the typed text can get wrong, in the words shown beside each field. */
function textChecks(values: JobFormValues): JobFormErrors {
  const errors: JobFormErrors = {};
  if (!values.title.trim()) errors.title = 'Enter the job title';
  if (amount(values.salary_min) === 'bad') errors.salary_min = 'Enter an amount of 0 or more, such as 90000';
  if (amount(values.salary_max) === 'bad') errors.salary_max = 'Enter an amount of 0 or more, such as 120000';
  const years = values.min_experience_years.trim();
  if (years && (!/^\d{1,2}$/.test(years) || Number(years) > 70))
    errors.min_experience_years = 'Enter whole years from 0 to 70, or leave it empty';
  const required = new Set(values.required_skills.map((skill) => skill.toLowerCase()));
  const both = values.nice_to_have_skills.find((skill) => required.has(skill.toLowerCase()));
  if (both) errors.nice_to_have_skills = `${both} is already a required skill; remove it from one list`;
  if (values.open_to_recruiters) {
    const percent = amount(values.recruiter_fee_percent);
    const fixed = amount(values.recruiter_fee_amount);
    const days = values.recruiter_guarantee_days.trim();
    if (
      values.recruiter_fee_type === 'percentage' &&
      (percent === 'bad' || percent === null || percent <= 0 || percent > 100)
    )
      errors.recruiter_fee_percent = 'Enter a percentage above 0 and at most 100, such as 18';
    if (values.recruiter_fee_type === 'fixed' && (fixed === 'bad' || fixed === null || fixed <= 0))
      errors.recruiter_fee_amount = 'Enter an amount above 0, such as 12000';
    if (!/^\d{1,3}$/.test(days) || Number(days) > 365) errors.recruiter_guarantee_days = 'Enter 0 to 365 days';
  }
  return errors;
}

const text = z.string();

/**
 * The job form's schema: the jobs row schema judges the fields (the words the workspace command
 * would give), and the text-only checks come first. A new job is judged as the draft it starts as.
 */
export const jobFormSchema = formSchemaFromRow<JobFormValues>({
  values: z.object({
    title: text,
    slug: text,
    description: text,
    employment_type: text,
    location: text,
    workplace: text,
    salary_min: text,
    salary_max: text,
    salary_currency: text,
    salary_period: text,
    hiring_plan_id: text,
    open_to_recruiters: z.boolean(),
    recruiter_fee_type: z.enum(['percentage', 'fixed']),
    recruiter_fee_percent: text,
    recruiter_fee_amount: text,
    recruiter_guarantee_days: text,
    required_skills: z.array(text),
    nice_to_have_skills: z.array(text),
    min_experience_years: text,
  }),
  row: jobSchema,
  // An empty address is left to the workspace command, which makes a free one from the title.
  toRow: (values) => {
    const input = jobInput(values);
    return { ...input, slug: input.slug || 'chosen-on-save', status: 'draft' };
  },
  precheck: textChecks,
});

const number = (value: string) => {
  const n = amount(value);
  return n === 'bad' ? null : n;
};

/** The job's fields from form values the schema accepted (empty text is null). */
export function jobInput(values: JobFormValues): Omit<JobInput, 'id' | 'company_id' | 'status'> {
  const open = values.open_to_recruiters;
  return {
    title: values.title.trim(),
    slug: values.slug.trim(),
    description: values.description.trim(),
    employment_type: values.employment_type as JobRow['employment_type'],
    location: values.location.trim() || null,
    workplace: values.workplace as JobRow['workplace'],
    salary_min: number(values.salary_min),
    salary_max: number(values.salary_max),
    salary_currency: values.salary_currency.trim().toUpperCase() || 'USD',
    salary_period: values.salary_period as JobRow['salary_period'],
    hiring_plan_id: values.hiring_plan_id || null,
    open_to_recruiters: open,
    recruiter_fee_type: open ? values.recruiter_fee_type : null,
    recruiter_fee_percent:
      open && values.recruiter_fee_type === 'percentage' ? number(values.recruiter_fee_percent) : null,
    recruiter_fee_amount: open && values.recruiter_fee_type === 'fixed' ? number(values.recruiter_fee_amount) : null,
    recruiter_guarantee_days: open ? Number(values.recruiter_guarantee_days.trim()) : 90,
    required_skills: values.required_skills,
    nice_to_have_skills: values.nice_to_have_skills,
    min_experience_years: values.min_experience_years.trim() ? Number(values.min_experience_years.trim()) : null,
  };
}
