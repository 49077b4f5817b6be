/**
 * The device's copy of a job from a search result: written when the talent saves or applies to
 * a job the device does not hold yet, so it reads offline at once (title, company, salary, the
 * full description, and the company's name and logo, which the search gave). Marked as a copy
 * (records.ts, DEVICE_COPY), it is never sent, and the server's row replaces it as soon as the
 * replication reaches it (records-push.ts): the job's id joins the jobs' scope with the saved job
 * or application.
 */
import type { JobRow } from '../collections/workspace-records/rows';
import type { EveeDatabase } from '../database';
import { DEVICE_COPY } from '../replication/records';
import { writeRow } from '../workspace/records';
import type { SearchJob } from './search';

/** What a copy adds to the row: the company as the search showed it. */
export interface JobCopyCompany {
  company_name: string;
  company_identifier: string;
  company_logo_url: string | null;
  /**
   * The row's description is the job's whole text. Copies made before the search answered it
   * hold the 300-character snippet and lack this mark; those are read online when opened.
   */
  whole_description?: boolean;
}

export type JobCopyRow = JobRow & { [DEVICE_COPY]?: JobCopyCompany };

export function jobCopyOf(job: SearchJob): JobCopyRow {
  const at = job.published_at ?? new Date(0).toISOString();
  return {
    id: job.id,
    company_id: job.company_id,
    hiring_plan_id: null,
    slug: job.slug,
    title: job.title,
    description: job.description ?? job.snippet ?? '',
    employment_type: job.employment_type,
    location: job.location,
    workplace: job.workplace,
    salary_min: job.salary_min,
    salary_max: job.salary_max,
    salary_currency: job.salary_currency,
    salary_period: job.salary_period,
    // search_jobs answers only open jobs.
    status: 'open',
    published_at: job.published_at,
    created_by: null,
    created_at: at,
    updated_at: at,
    [DEVICE_COPY]: {
      company_name: job.company_name,
      company_identifier: job.company_identifier,
      company_logo_url: job.company_logo_url,
      ...(job.description !== undefined && { whole_description: true }),
    },
  };
}

export async function keepJobCopy(db: EveeDatabase, job: SearchJob): Promise<void> {
  await writeRow(db, 'jobs', jobCopyOf(job));
}

/** The company a copy carries, or undefined for a row from the server. */
export function copiedCompany(row: JobRow): JobCopyCompany | undefined {
  return (row as JobCopyRow)[DEVICE_COPY];
}

/** Whether the row's description is the job's whole text: a server row, or a copy marked so. */
export function holdsWholeDescription(row: JobRow): boolean {
  const copy = copiedCompany(row);
  return !copy || copy.whole_description === true;
}
