// The shapes the talent screens draw, as the data contract names them: a search result, an
// application of one's own with its job and company, a saved job, a job alert.
import type { ApplicationRow, EmploymentType, JobRow, JobWorkplace } from '@sync/collections/workspace-records/rows';
import type { SearchJob as SearchResultJob } from '@sync/talent/search';

/** A job as a result card draws it: a search result, or a job on the device (which has no rank). */
export type SearchJob = Omit<SearchResultJob, 'rank'>;

export interface CompanyBrief {
  name: string;
  identifier: string | null;
  logo_url: string | null;
}

export interface OwnApplication {
  application: ApplicationRow;
  job: JobRow | null;
  company: CompanyBrief | null;
}

export interface SavedJob {
  jobId: string;
  /** The job as the device holds it while open; null once it is not (the server keeps it then). */
  job: SearchJob | null;
  /** The title and company: the job's own while open, what was public when saved after that. */
  title: string;
  companyName: string;
  /** The job is no longer open (closed, paused or gone): it can be unsaved, not applied to. */
  closed: boolean;
}

export interface JobAlert {
  id: string;
  name: string;
  query: string;
  location: string | null;
  workplace: JobWorkplace | null;
  employment_type: EmploymentType | null;
  min_salary: number | null;
  active: boolean;
  created_at: string;
}
