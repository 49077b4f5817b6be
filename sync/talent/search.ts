/**
 * Job search: online, through the search_jobs RPC (every open job is public, so the device does
 * not mirror them), and the last results kept on the device in an RxDB local document (not a
 * collection: the open-core build's collections are all but used up), so the search screen shows
 * them offline. One search is kept per database, i.e. per user. The search answers each job's
 * full description, so every job of the kept results opens in full offline. A search that
 * hangs is given up after ONLINE_READ_TIMEOUT_MS (online-read.ts).
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database-types';
import { distinctUntilChanged, map, type Observable } from 'rxjs';
import type { EmploymentType, JobWorkplace, SalaryPeriod } from '../collections/workspace-records/rows';
import type { EveeDatabase } from '../database';
import { withOnlineTimeout } from '../online-read';
import { WorkspaceInputError } from '../workspace/input-error';

export interface SearchParams {
  q?: string;
  location?: string | null;
  workplace?: JobWorkplace | null;
  employment_type?: EmploymentType | null;
  min_salary?: number | null;
  page_size?: number;
  page?: number;
}

/** One open job as search_jobs returns it, with its company's name and logo. */
export interface SearchJob {
  id: string;
  company_id: string;
  slug: string | null;
  title: string;
  /** The description's first 300 characters. */
  snippet: string;
  /**
   * The full description. Absent from results kept on the device by a version before the search
   * answered it (and from a server that does not yet), so readers fall back on the snippet.
   */
  description?: string;
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
  rank: number;
}

export interface SearchResult {
  jobs: SearchJob[];
  total: number;
}

export interface LastSearch extends SearchResult {
  params: SearchParams;
  /** When the server answered (ISO time). */
  at: string;
}

const LAST_SEARCH_DOC = 'talent-last-search';

/** The RPC's arguments: blank text as the RPC's defaults, so '' and undefined search alike. */
export function searchArguments(params: SearchParams): Record<string, unknown> {
  const text = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);
  const args: Record<string, unknown> = { q: params.q?.trim() ?? '' };
  if (text(params.location)) args.location = text(params.location);
  if (params.workplace) args.workplace = params.workplace;
  if (params.employment_type) args.employment_type = params.employment_type;
  if (params.min_salary !== null && params.min_salary !== undefined) args.min_salary = params.min_salary;
  if (params.page_size !== undefined) args.page_size = params.page_size;
  if (params.page !== undefined) args.page = params.page;
  return args;
}

export function checkSearchParams(params: SearchParams): void {
  if ((params.q ?? '').length > 200) throw new WorkspaceInputError('q', 'The search is at most 200 characters');
  const size = params.page_size;
  if (size !== undefined && !(Number.isInteger(size) && size >= 1 && size <= 50)) {
    throw new WorkspaceInputError('page_size', 'A page is 1 to 50 jobs');
  }
  if (params.page !== undefined && !(Number.isInteger(params.page) && params.page >= 0)) {
    throw new WorkspaceInputError('page', 'The page is a whole number of 0 or more');
  }
  if (params.min_salary !== null && params.min_salary !== undefined && !(params.min_salary >= 0)) {
    throw new WorkspaceInputError('min_salary', 'The minimum salary is an amount of 0 or more');
  }
}

/**
 * Open jobs matching `params`, best first, and how many match in all. Throws the server's error
 * (supabase-js's shape, with its code and words), the network's, or OnlineReadTimeout.
 */
export async function searchJobs(client: SupabaseClient<Database>, params: SearchParams): Promise<SearchResult> {
  checkSearchParams(params);
  const { data, error } = await withOnlineTimeout((signal) =>
    client.rpc('search_jobs', searchArguments(params)).abortSignal(signal),
  );
  if (error) throw error;
  const rows = (data ?? []) as (SearchJob & { total_count?: number | string })[];
  const total = rows.length ? Number(rows[0]!.total_count ?? rows.length) : 0;
  return { jobs: rows.map(({ total_count, ...job }) => (void total_count, job)), total };
}

/** Keeps a search's results on the device (replacing the previous one). */
export async function saveLastSearch(db: EveeDatabase, params: SearchParams, result: SearchResult): Promise<void> {
  const last: LastSearch = { params, jobs: result.jobs, total: result.total, at: new Date().toISOString() };
  await db.upsertLocal(LAST_SEARCH_DOC, last);
}

/** The last search's results kept on the device, or null when none was made here. */
export async function lastSearch(db: EveeDatabase): Promise<LastSearch | null> {
  const doc = await db.getLocal<LastSearch>(LAST_SEARCH_DOC);
  return doc ? (doc.toJSON().data as LastSearch) : null;
}

export function watchLastSearch(db: EveeDatabase): Observable<LastSearch | null> {
  return db.getLocal$<LastSearch>(LAST_SEARCH_DOC).pipe(map((doc) => (doc ? (doc.toJSON().data as LastSearch) : null)));
}

/** One job of the last search kept on the device, live; null when it is not among them. */
export function watchKeptSearchJob(db: EveeDatabase, jobId: string): Observable<SearchJob | null> {
  return watchLastSearch(db).pipe(
    map((last) => last?.jobs.find((job) => job.id === jobId) ?? null),
    distinctUntilChanged((a, b) => a === b || (!!a && !!b && JSON.stringify(a) === JSON.stringify(b))),
  );
}
