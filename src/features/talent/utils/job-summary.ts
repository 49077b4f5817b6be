// A job as the device holds it (its row and company), drawn like a search result: the cards and
// the detail panel take one shape whichever way the job arrived.
import type { JobRow } from '@sync/collections/workspace-records/rows';
import { holdsWholeDescription } from '@sync/talent/job-copy';
import type { CompanyBrief, SearchJob } from './talent-rows';

export function summaryOf(job: JobRow, company: CompanyBrief | null): SearchJob {
  return {
    id: job.id,
    company_id: job.company_id,
    slug: job.slug,
    title: job.title,
    snippet: job.description.slice(0, 300),
    // A copy made before the search answered full descriptions holds the snippet alone.
    description: holdsWholeDescription(job) ? job.description : undefined,
    employment_type: job.employment_type,
    location: job.location,
    workplace: job.workplace,
    salary_min: job.salary_min,
    salary_max: job.salary_max,
    salary_currency: job.salary_currency,
    salary_period: job.salary_period,
    published_at: job.published_at,
    company_name: company?.name ?? 'Company',
    company_identifier: company?.identifier ?? '',
    company_logo_url: company?.logo_url ?? null,
  };
}
