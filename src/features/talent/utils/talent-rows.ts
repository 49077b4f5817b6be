// The shapes the talent screens draw, as the data contract names them: a search result, an
// application of one's own with its job and company, a saved job, a job alert.
import type {
  ApplicationRow,
  EmploymentType,
  JobRow,
  JobWorkplace,
  SalaryPeriod,
} from '@sync/collections/workspace-records/rows';

export interface SearchJob {
  id: string;
  company_id: string;
  slug: string | null;
  title: string;
  snippet: string;
  employment_type: EmploymentType;
  location: string | null;
  workplace: JobWorkplace;
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string;
  salary_period: SalaryPeriod;
  published_at: string | null;
  company_name: string;
  company_identifier: string;
  company_logo_url: string | null;
}

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
  job: SearchJob;
  /** The job is no longer open (closed, paused or gone): it can be read, not applied to. */
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
