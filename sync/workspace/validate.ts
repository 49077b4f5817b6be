/**
 * Checks a hiring plan, job or application change against the server's rules (the company
 * workspace's data contract) before it is written on the device, so bad input gets a clear
 * error at once and changes nothing, instead of a refusal from the server later. The server
 * still decides. Pure.
 */
import {
  applicationStatuses,
  aiInterviewProgress,
  employmentTypes,
  hiringPlanStatuses,
  hiringPriorities,
  jobStatuses,
  jobWorkplaces,
  resumeProgress,
  salaryPeriods,
  screeningProgress,
  type ApplicationRow,
  type HiringPlanRow,
  type JobRow,
} from '../collections/workspace-records/rows';
import { WorkspaceInputError } from './input-error';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const CURRENCY = /^[A-Z]{3}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_AMOUNT = 999_999_999_999.99;

type Check = [field: string, ok: boolean, message: string];

function firstFailure(checks: Check[]): void {
  const failed = checks.find(([, ok]) => !ok);
  if (failed) throw new WorkspaceInputError(failed[0], failed[2]);
}

const length = (value: string | null | undefined, min: number, max: number) =>
  value == null ? min === 0 : value.trim().length >= min && value.length <= max;
const oneOf = (values: readonly string[], value: unknown) => values.includes(value as string);
const amount = (value: number | null) =>
  value === null || (typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_AMOUNT);
const validDate = (value: string | null) => value === null || (DATE.test(value) && !Number.isNaN(Date.parse(value)));

export function checkHiringPlan(plan: HiringPlanRow): void {
  firstFailure([
    ['title', length(plan.title, 1, 200), 'A title is required (at most 200 characters)'],
    ['goal', length(plan.goal, 0, 2000), 'The goal is at most 2,000 characters'],
    ['status', oneOf(hiringPlanStatuses, plan.status), `Status is one of ${hiringPlanStatuses.join(', ')}`],
    ['department', length(plan.department, 0, 120), 'The department is at most 120 characters'],
    ['priority', oneOf(hiringPriorities, plan.priority), `Priority is one of ${hiringPriorities.join(', ')}`],
    ['budget', amount(plan.budget), 'The budget is an amount of 0 or more'],
    ['budget_currency', CURRENCY.test(plan.budget_currency), 'The currency is a 3-letter code such as USD'],
    [
      'positions',
      Number.isInteger(plan.positions) && plan.positions >= 1 && plan.positions <= 1000,
      'Positions is a whole number from 1 to 1,000',
    ],
    ['deadline', validDate(plan.deadline), 'The deadline is a date (YYYY-MM-DD)'],
    ['needs_recruiter', typeof plan.needs_recruiter === 'boolean', 'Needs recruiter is yes or no'],
  ]);
}

export function checkJob(job: JobRow): void {
  firstFailure([
    ['title', length(job.title, 1, 200), 'A title is required (at most 200 characters)'],
    [
      'slug',
      job.slug !== null && job.slug.length >= 2 && job.slug.length <= 80 && SLUG.test(job.slug),
      'The address is 2 to 80 lower-case letters, digits and single hyphens',
    ],
    ['description', length(job.description, 0, 20000), 'The description is at most 20,000 characters'],
    ['employment_type', oneOf(employmentTypes, job.employment_type), 'Choose an employment type'],
    ['location', length(job.location, 0, 200), 'The location is at most 200 characters'],
    ['workplace', oneOf(jobWorkplaces, job.workplace), 'Choose onsite, hybrid or remote'],
    ['salary_min', amount(job.salary_min), 'The minimum salary is an amount of 0 or more'],
    ['salary_max', amount(job.salary_max), 'The maximum salary is an amount of 0 or more'],
    [
      'salary_max',
      job.salary_min === null || job.salary_max === null || job.salary_min <= job.salary_max,
      'The maximum salary is at least the minimum',
    ],
    ['salary_currency', CURRENCY.test(job.salary_currency), 'The currency is a 3-letter code such as USD'],
    ['salary_period', oneOf(salaryPeriods, job.salary_period), 'The salary is per year, month or hour'],
    ['status', oneOf(jobStatuses, job.status), `Status is one of ${jobStatuses.join(', ')}`],
    ...recruiterTermChecks(job),
  ]);
}

/** A job open to recruiters names its fee: a percentage (over 0, at most 100) or an amount. */
function recruiterTermChecks(job: JobRow): Check[] {
  if (!job.open_to_recruiters) return [];
  const percent = job.recruiter_fee_percent ?? null;
  const fixed = job.recruiter_fee_amount ?? null;
  const days = job.recruiter_guarantee_days ?? 90;
  return [
    [
      'recruiter_fee_type',
      job.recruiter_fee_type === 'percentage' || job.recruiter_fee_type === 'fixed',
      'Set the recruiter fee',
    ],
    [
      'recruiter_fee_percent',
      job.recruiter_fee_type !== 'percentage' || (percent !== null && percent > 0 && percent <= 100),
      'The fee is a percentage above 0 and at most 100',
    ],
    [
      'recruiter_fee_amount',
      job.recruiter_fee_type !== 'fixed' || (fixed !== null && fixed > 0 && fixed <= MAX_AMOUNT),
      'The fee is an amount above 0',
    ],
    ['recruiter_guarantee_days', Number.isInteger(days) && days >= 0 && days <= 365, 'The guarantee is 0 to 365 days'],
  ];
}

export function checkApplication(application: ApplicationRow): void {
  const nullOr = (values: readonly string[], value: unknown) => value === null || oneOf(values, value);
  firstFailure([
    ['status', oneOf(applicationStatuses, application.status), `Status is one of ${applicationStatuses.join(', ')}`],
    ['rejection_reason', length(application.rejection_reason, 0, 1000), 'The reason is at most 1,000 characters'],
    ['progress_resume', oneOf(resumeProgress, application.progress_resume), 'Resume progress is submitted or reviewed'],
    [
      'progress_ai_interview',
      nullOr(aiInterviewProgress, application.progress_ai_interview),
      'AI interview progress is completed or analyzed',
    ],
    [
      'progress_screening',
      nullOr(screeningProgress, application.progress_screening),
      'Screening progress is pending or scheduled',
    ],
    [
      'match_score',
      application.match_score === null ||
        (Number.isInteger(application.match_score) && application.match_score >= 0 && application.match_score <= 100),
      'The match score is a whole number from 0 to 100',
    ],
  ]);
}

/** A job's address from its title: lower-case words joined by hyphens. */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug.length >= 2 ? slug : `job-${slug || 'new'}`.slice(0, 80);
}
