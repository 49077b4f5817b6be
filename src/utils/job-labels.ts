// How a job's fields read to people (the company workspace's data contract): employment type,
// workplace and status labels, and the salary range. Shared by the job board and public pages.
import { money } from './money';

const EMPLOYMENT: Record<string, string> = {
  full_time: 'Full-time',
  part_time: 'Part-time',
  contract: 'Contract',
  internship: 'Internship',
  temporary: 'Temporary',
};

const WORKPLACE: Record<string, string> = { onsite: 'On-site', hybrid: 'Hybrid', remote: 'Remote' };

const STATUS: Record<string, string> = { draft: 'Draft', open: 'Open', paused: 'Paused', closed: 'Closed' };

const PERIOD: Record<string, string> = { year: 'a year', month: 'a month', hour: 'an hour' };

export const employmentTypeOptions = Object.entries(EMPLOYMENT).map(([value, label]) => ({ value, label }));
export const workplaceOptions = Object.entries(WORKPLACE).map(([value, label]) => ({ value, label }));
export const salaryPeriodOptions = [
  { value: 'year', label: 'Per year' },
  { value: 'month', label: 'Per month' },
  { value: 'hour', label: 'Per hour' },
];

export const employmentTypeLabel = (value: string | null | undefined) => (value ? (EMPLOYMENT[value] ?? value) : '');
export const workplaceLabel = (value: string | null | undefined) => (value ? (WORKPLACE[value] ?? value) : '');
export const jobStatusLabel = (value: string | null | undefined) => (value ? (STATUS[value] ?? value) : '');

interface Salary {
  salary_min: number | string | null;
  salary_max: number | string | null;
  salary_currency?: string | null;
  salary_period?: string | null;
}

/** '$120,000 – $150,000 a year', 'From $50 an hour', or null when no amount is given. */
export function salaryRange(job: Salary): string | null {
  const currency = job.salary_currency || 'USD';
  const period = PERIOD[job.salary_period ?? 'year'] ?? '';
  const min = job.salary_min === null || job.salary_min === '' ? null : Number(job.salary_min);
  const max = job.salary_max === null || job.salary_max === '' ? null : Number(job.salary_max);
  const suffix = period ? ` ${period}` : '';
  if (min !== null && max !== null) {
    return min === max
      ? `${money(min, currency)}${suffix}`
      : `${money(min, currency)} – ${money(max, currency)}${suffix}`;
  }
  if (min !== null) return `From ${money(min, currency)}${suffix}`;
  if (max !== null) return `Up to ${money(max, currency)}${suffix}`;
  return null;
}

/** The experience a job asks for in words; null when it asks for none in particular. */
export function experienceAsked(years: number | null | undefined): string | null {
  if (years == null) return null;
  if (years === 0) return 'No experience required';
  return `At least ${years} ${years === 1 ? 'year' : 'years'} of experience`;
}
