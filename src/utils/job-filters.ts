// A job search's query string (talent's Job Search and the public /jobs): what was searched and
// filtered, the page and the open job, so a search is a link (back, forward, share and reload
// all land on the same results). Bad values read as "no filter" rather than breaking the screen.
import {
  employmentTypes,
  jobWorkplaces,
  type EmploymentType,
  type JobWorkplace,
} from '@sync/collections/workspace-records/rows';
import type { SearchParams } from '@sync/talent/search';

export interface JobFilters {
  q: string;
  location: string;
  workplace: JobWorkplace | null;
  employmentType: EmploymentType | null;
  minSalary: number | null;
  /** 0-based page of results. */
  page: number;
}

export const emptyFilters: JobFilters = {
  q: '',
  location: '',
  workplace: null,
  employmentType: null,
  minSalary: null,
  page: 0,
};

const MAX_TEXT = 200;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return (values as readonly string[]).includes(value ?? '') ? (value as T) : null;
}

function wholeNumber(value: string | null): number | null {
  if (!value || !/^\d{1,12}$/.test(value.trim())) return null;
  return Number(value.trim());
}

export function parseFilters(params: URLSearchParams): JobFilters {
  return {
    q: (params.get('q') ?? '').slice(0, MAX_TEXT),
    location: (params.get('location') ?? '').slice(0, MAX_TEXT),
    workplace: oneOf(jobWorkplaces, params.get('workplace')),
    employmentType: oneOf(employmentTypes, params.get('type')),
    minSalary: wholeNumber(params.get('salary')),
    page: Math.max(0, (wholeNumber(params.get('page')) ?? 1) - 1),
  };
}

/** The query string of `filters` (pages counted from 1 for people), keeping `extra` (the open job). */
export function filtersToParams(filters: JobFilters, extra: Record<string, string | null> = {}): URLSearchParams {
  const out = new URLSearchParams();
  if (filters.q.trim()) out.set('q', filters.q);
  if (filters.location.trim()) out.set('location', filters.location);
  if (filters.workplace) out.set('workplace', filters.workplace);
  if (filters.employmentType) out.set('type', filters.employmentType);
  if (filters.minSalary !== null) out.set('salary', String(filters.minSalary));
  if (filters.page > 0) out.set('page', String(filters.page + 1));
  for (const [key, value] of Object.entries(extra)) if (value) out.set(key, value);
  return out;
}

export function hasFilters(filters: JobFilters): boolean {
  return (
    !!filters.q.trim() ||
    !!filters.location.trim() ||
    !!filters.workplace ||
    !!filters.employmentType ||
    filters.minSalary !== null
  );
}

/** A short name for a saved alert of this search ('Frontend in Berlin, remote'). */
export function describeFilters(filters: JobFilters): string {
  const parts = [filters.q.trim() || 'All jobs'];
  if (filters.location.trim()) parts[0] += ` in ${filters.location.trim()}`;
  if (filters.workplace) parts.push(filters.workplace === 'onsite' ? 'on-site' : filters.workplace);
  if (filters.employmentType) parts.push(filters.employmentType.replace('_', '-'));
  if (filters.minSalary !== null) parts.push(`from ${filters.minSalary.toLocaleString('en-US')}`);
  return parts.join(', ').slice(0, 120);
}

/** What the search is asked for `filters`; one shape, so the same words make the same request. */
export function searchParamsOf(filters: JobFilters, pageSize: number): SearchParams {
  return {
    q: filters.q,
    location: filters.location || null,
    workplace: filters.workplace,
    employment_type: filters.employmentType,
    min_salary: filters.minSalary,
    page: filters.page,
    page_size: pageSize,
  };
}
