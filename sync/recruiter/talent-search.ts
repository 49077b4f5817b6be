/**
 * Talent Search: online, through the search_talent RPC (row-level security shows recruiters only
 * people open to recruiters; profiles are not mirrored wholesale), and the last results kept on
 * the device in an RxDB local document (not a collection: the open-core build's collections are
 * all but used up), so the screen shows them offline.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database-types';
import { map, type Observable } from 'rxjs';
import type { EmploymentType } from '../collections/workspace-records/rows';
import type { EveeDatabase } from '../database';
import { WorkspaceInputError } from '../workspace/input-error';

export interface TalentSearchParams {
  q?: string;
  skills?: string[] | null;
  location?: string | null;
  min_experience?: number | null;
  max_experience?: number | null;
  employment_type?: EmploymentType | null;
  page_size?: number;
  page?: number;
}

export interface TalentResult {
  user_id: string;
  display_name: string | null;
  first_name: string | null;
  last_name: string | null;
  avatar_url: string | null;
  headline: string | null;
  location: string | null;
  experience_years: number | null;
  skills: string[];
  employment_type: EmploymentType | null;
  expected_rate: number | null;
  expected_rate_currency: string;
  expected_rate_period: string;
  rank: number;
}

export interface TalentSearchResult {
  people: TalentResult[];
  total: number;
}

export interface LastTalentSearch extends TalentSearchResult {
  params: TalentSearchParams;
  at: string;
}

const LAST_SEARCH_DOC = 'last_talent_search';

/** The search's own checks, so bad input is refused before asking. */
export function checkTalentSearch(params: TalentSearchParams): void {
  if ((params.q ?? '').length > 200) throw new WorkspaceInputError('q', 'Search words are limited to 200 characters');
  const min = params.min_experience ?? null;
  const max = params.max_experience ?? null;
  if ((min !== null && min < 0) || (max !== null && max < 0))
    throw new WorkspaceInputError('experience', 'Years of experience cannot be negative');
  if (min !== null && max !== null && min > max)
    throw new WorkspaceInputError('experience', 'The minimum experience is above the maximum');
}

export async function searchTalent(
  client: SupabaseClient<Database>,
  params: TalentSearchParams,
): Promise<TalentSearchResult> {
  checkTalentSearch(params);
  const { data, error } = await client.rpc('search_talent', {
    q: params.q ?? '',
    skills: params.skills?.length ? params.skills : null,
    location: params.location || null,
    min_experience: params.min_experience ?? null,
    max_experience: params.max_experience ?? null,
    employment_type: params.employment_type ?? null,
    page_size: params.page_size ?? 20,
    page: params.page ?? 0,
  });
  if (error) throw error;
  const rows = (data ?? []) as (TalentResult & { total_count?: number | string })[];
  const total = rows.length ? Number(rows[0]!.total_count ?? rows.length) : 0;
  return { people: rows.map(({ total_count, ...person }) => (void total_count, person)), total };
}

export async function keepLastTalentSearch(
  db: EveeDatabase,
  params: TalentSearchParams,
  result: TalentSearchResult,
): Promise<void> {
  await db.upsertLocal(LAST_SEARCH_DOC, { params, ...result, at: new Date().toISOString() });
}

export function watchLastTalentSearch(db: EveeDatabase): Observable<LastTalentSearch | null> {
  return db
    .getLocal$<LastTalentSearch>(LAST_SEARCH_DOC)
    .pipe(map((doc) => (doc ? (doc.toJSON().data as LastTalentSearch) : null)));
}
