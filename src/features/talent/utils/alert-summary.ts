// A job alert's search in words ('“frontend” · Berlin · Remote · Full-time · from 80,000'), and
// the Job Search address that runs it again.
import { paths } from '@/config/paths';
import { employmentTypeLabel, workplaceLabel } from '@/utils/job-labels';
import { emptyFilters, filtersToParams } from '@/utils/job-filters';
import type { JobAlert } from './talent-rows';

export function alertSummary(alert: JobAlert): string {
  const parts = [alert.query.trim() ? `“${alert.query.trim()}”` : 'Any job'];
  if (alert.location) parts.push(alert.location);
  if (alert.workplace) parts.push(workplaceLabel(alert.workplace));
  if (alert.employment_type) parts.push(employmentTypeLabel(alert.employment_type));
  if (alert.min_salary !== null) parts.push(`from ${Number(alert.min_salary).toLocaleString('en-US')}`);
  return parts.join(' · ');
}

export function alertSearchHref(alert: JobAlert): string {
  const params = filtersToParams({
    ...emptyFilters,
    q: alert.query,
    location: alert.location ?? '',
    workplace: alert.workplace,
    employmentType: alert.employment_type,
    minSalary: alert.min_salary === null ? null : Number(alert.min_salary),
  });
  const qs = params.toString();
  return qs ? `${paths.talent.jobs}?${qs}` : paths.talent.jobs;
}
