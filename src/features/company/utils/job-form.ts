// The job form's values (strings, as typed) and their conversion to a job write. Amounts that
// are not numbers are caught here, in words, beside their field; the rest of the job's rules
// are checked by the workspace command (sync/workspace/validate.ts), which names the field.
import type { JobRow } from '@sync/collections/workspace-records/rows';
import type { JobInput } from '@sync/workspace/commands';

export const jobPlannerRoles = ['company_owner', 'company_super_admin', 'company_admin', 'hr_manager', 'manager'];
export const canPlanJobs = (role: string | null | undefined) => jobPlannerRoles.includes(role ?? '');

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
  };
}

function amount(value: string): number | null | 'bad' {
  const cleaned = value.replace(/[,\s]/g, '');
  if (!cleaned) return null;
  const n = Number(cleaned);
  return Number.isFinite(n) && n >= 0 ? n : 'bad';
}

/** The write for these values, or the errors to show beside the fields. */
export function jobInput(
  values: JobFormValues,
): { input: Omit<JobInput, 'id' | 'company_id' | 'status'>; errors: null } | { input: null; errors: JobFormErrors } {
  const errors: JobFormErrors = {};
  if (!values.title.trim()) errors.title = 'Enter the job title';
  const min = amount(values.salary_min);
  const max = amount(values.salary_max);
  if (min === 'bad') errors.salary_min = 'Enter an amount of 0 or more, such as 90000';
  if (max === 'bad') errors.salary_max = 'Enter an amount of 0 or more, such as 120000';
  if (Object.keys(errors).length) return { input: null, errors };
  return {
    errors: null,
    input: {
      title: values.title.trim(),
      slug: values.slug.trim(),
      description: values.description.trim(),
      employment_type: values.employment_type as JobRow['employment_type'],
      location: values.location.trim() || null,
      workplace: values.workplace as JobRow['workplace'],
      salary_min: min as number | null,
      salary_max: max as number | null,
      salary_currency: values.salary_currency.trim().toUpperCase() || 'USD',
      salary_period: values.salary_period as JobRow['salary_period'],
      hiring_plan_id: values.hiring_plan_id || null,
    },
  };
}
