/**
 * The talent's reads from the device, live: their applications and saved jobs joined with the
 * job and its company (a job or company not on the device yet is null: a saved job's job may
 * be absent, the server has it), the ids they saved, their alerts, one job as the device holds
 * it, and their own talent profile. A job copied from a search result gives its company as the
 * search showed it until the companies mirror has it.
 */
import { distinctUntilChanged, map, of, switchMap, type Observable } from 'rxjs';
import type {
  ApplicationRow,
  ApplicationStatus,
  JobAlertRow,
  JobRow,
  SavedJobRow,
  TalentProfileRow,
} from '../collections/workspace-records/rows';
import type { EveeDatabase } from '../database';
import { watchFirstRow, watchRows } from '../workspace/records';
import { copiedCompany } from './job-copy';
import { plainRow } from '../replication/records';

export interface CompanyInfo {
  id: string;
  name: string;
  identifier: string;
  logo_url: string | null;
}

export interface JobOnDevice {
  job: JobRow;
  company: CompanyInfo | null;
}

export interface MyApplication {
  application: ApplicationRow;
  job: JobRow | null;
  company: CompanyInfo | null;
}

export interface SavedJob {
  saved: SavedJobRow;
  job: JobRow | null;
  company: CompanyInfo | null;
  /**
   * The job no longer takes applications (closed or paused): the server says so on the saved
   * row (`job_open`), since the job itself is then no longer readable and its copy on the
   * device may be one from while it was open.
   */
  closed: boolean;
}

const sameIds = (a: string[], b: string[]) => a.join() === b.join();

/** The jobs of `ids` on the device, each with its company, by job id. */
export function watchJobsOnDevice(db: EveeDatabase, ids: string[]): Observable<Map<string, JobOnDevice>> {
  if (!ids.length) return of(new Map());
  return db.workspace_records.find({ selector: { id: { $in: ids }, table: 'jobs' } }).$.pipe(
    map((docs) => docs.map((d) => plainRow<JobRow>(d))),
    switchMap((jobs) => {
      const companyIds = [...new Set(jobs.map((j) => j.company_id))];
      const companies$ = companyIds.length ? db.companies.find({ selector: { id: { $in: companyIds } } }).$ : of([]);
      return companies$.pipe(
        map((companies) => {
          const byId = new Map(companies.map((c) => [c.id, c]));
          return new Map(
            jobs.map((job) => {
              const c = byId.get(job.company_id);
              const copy = copiedCompany(job);
              const company: CompanyInfo | null = c
                ? { id: c.id, name: c.name, identifier: c.identifier, logo_url: c.logo_url ?? null }
                : copy
                  ? {
                      id: job.company_id,
                      name: copy.company_name,
                      identifier: copy.company_identifier,
                      logo_url: copy.company_logo_url,
                    }
                  : null;
              return [job.id, { job, company }] as const;
            }),
          );
        }),
      );
    }),
  );
}

function joinJobs<T>(
  db: EveeDatabase,
  items$: Observable<T[]>,
  jobIdOf: (item: T) => string,
): Observable<{ item: T; found: JobOnDevice | undefined }[]> {
  return items$.pipe(
    switchMap((items) => {
      const ids = [...new Set(items.map(jobIdOf))].sort();
      return watchJobsOnDevice(db, ids).pipe(
        map((jobs) => items.map((item) => ({ item, found: jobs.get(jobIdOf(item)) }))),
      );
    }),
  );
}

/** The user's applications (optionally of one status), newest first, with job and company. */
export function watchMyApplications(
  db: EveeDatabase,
  userId: string,
  opts: { status?: ApplicationStatus } = {},
): Observable<MyApplication[]> {
  const where: Partial<Record<keyof ApplicationRow, string>> = { user_id: userId };
  if (opts.status) where.status = opts.status;
  return joinJobs(db, watchRows(db, 'job_applications', { where }), (a) => a.job_id).pipe(
    map((rows) =>
      rows.map(({ item, found }) => ({ application: item, job: found?.job ?? null, company: found?.company ?? null })),
    ),
  );
}

/**
 * The user's saved jobs, newest first, with job and company; closed or paused ones marked (their
 * job is then usually absent: the saved row keeps its title and company name).
 */
export function watchSavedJobs(db: EveeDatabase, userId: string): Observable<SavedJob[]> {
  return joinJobs(db, watchRows(db, 'saved_jobs', { scope: userId }), (s) => s.job_id).pipe(
    map((rows) =>
      rows.map(({ item, found }) => ({
        saved: item,
        job: found?.job ?? null,
        company: found?.company ?? null,
        closed: item.job_open === false || (found ? found.job.status !== 'open' : false),
      })),
    ),
  );
}

export function watchSavedJobIds(db: EveeDatabase, userId: string): Observable<Set<string>> {
  return watchRows(db, 'saved_jobs', { scope: userId }).pipe(
    map((rows) => rows.map((r) => r.job_id).sort()),
    distinctUntilChanged(sameIds),
    map((ids) => new Set(ids)),
  );
}

/** The user's job alerts, newest first. */
export function watchJobAlerts(db: EveeDatabase, userId: string): Observable<JobAlertRow[]> {
  return watchRows(db, 'job_alerts', { scope: userId });
}

/** One job as the device holds it (null: not on the device), with its company. */
export function watchJobOnDevice(db: EveeDatabase, jobId: string): Observable<JobOnDevice | null> {
  return watchJobsOnDevice(db, [jobId]).pipe(map((jobs) => jobs.get(jobId) ?? null));
}

export function watchOwnTalentProfile(db: EveeDatabase, userId: string): Observable<TalentProfileRow | null> {
  return watchFirstRow(db, 'talent_profiles', { scope: userId });
}
