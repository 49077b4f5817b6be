// The job form's values (strings, as typed) and their conversion to a job write. Amounts that
// are not numbers are caught here, in words, beside their field; the rest of the job's rules
// are checked by the workspace command against the jobs schema (sync/schemas/jobs.ts), which names the field.
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
  open_to_recruiters: boolean;
  recruiter_fee_type: 'percentage' | 'fixed';
  recruiter_fee_percent: string;
  recruiter_fee_amount: string;
  recruiter_guarantee_days: string;
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
  const percent = amount(values.recruiter_fee_percent);
  const fixed = amount(values.recruiter_fee_amount);
  const days = values.recruiter_guarantee_days.trim();
  if (values.open_to_recruiters) {
    if (
      values.recruiter_fee_type === 'percentage' &&
      (percent === 'bad' || percent === null || percent <= 0 || percent > 100)
    )
      errors.recruiter_fee_percent = 'Enter a percentage above 0 and at most 100, such as 18';
    if (values.recruiter_fee_type === 'fixed' && (fixed === 'bad' || fixed === null || fixed <= 0))
      errors.recruiter_fee_amount = 'Enter an amount above 0, such as 12000';
    if (!/^\d{1,3}$/.test(days) || Number(days) > 365) errors.recruiter_guarantee_days = 'Enter 0 to 365 days';
  }
  if (Object.keys(errors).length) return { input: null, errors };
  const open = values.open_to_recruiters;
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
      open_to_recruiters: open,
      recruiter_fee_type: open ? values.recruiter_fee_type : null,
      recruiter_fee_percent: open && values.recruiter_fee_type === 'percentage' ? (percent as number) : null,
      recruiter_fee_amount: open && values.recruiter_fee_type === 'fixed' ? (fixed as number) : null,
      recruiter_guarantee_days: open ? Number(days) : 90,
    },
  };
}
