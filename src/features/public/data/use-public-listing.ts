// Loads a public company (and its open jobs, or one of them) for the public pages, with the
// states those pages show: loading, offline, error, not found, ready. The last answer is kept on
// the device and shows at once on a later visit (with its age, `updatedAt`) while it is read
// again; Retry reads again; coming back online retries by itself.
import type { QueryKey } from '@tanstack/react-query';
import { useServerQuery } from '@/hooks/use-server-query';
import { fetchOpenJob, fetchOpenJobs, fetchPublicCompany, type PublicCompany, type PublicJob } from './public-listings';

export type ListingState<T> =
  | { status: 'loading' }
  | { status: 'offline' }
  | { status: 'error'; message: string }
  | { status: 'not-found'; what: 'company' | 'job' }
  | ({ status: 'ready' } & T);

type Answer<T> = Extract<ListingState<T>, { status: 'ready' | 'not-found' }>;

function useListing<T>(key: QueryKey | null, load: () => Promise<Answer<T>>) {
  const read = useServerQuery(key, load, 'a public listing');
  // What was shown stays shown when the network goes; anything else waits for it.
  let state: ListingState<T> = { status: 'loading' };
  if (read.data) state = read.data;
  else if (read.offline) state = { status: 'offline' };
  else if (read.error) state = { status: 'error', message: read.error };
  return { state, retry: read.reload, updatedAt: read.updatedAt, offline: read.offline };
}

interface CompanyJobs {
  company: PublicCompany;
  jobs: PublicJob[];
}
interface CompanyJob {
  company: PublicCompany;
  job: PublicJob;
}

export function usePublicCompanyJobs(identifier: string | undefined) {
  return useListing(identifier ? ['public-company', identifier] : null, async (): Promise<Answer<CompanyJobs>> => {
    const company = await fetchPublicCompany(identifier!);
    if (!company) return { status: 'not-found', what: 'company' };
    return { status: 'ready', company, jobs: await fetchOpenJobs(company.id) };
  });
}

export function usePublicJob(identifier: string | undefined, slug: string | undefined) {
  const key = identifier && slug ? ['public-job', identifier, slug] : null;
  return useListing(key, async (): Promise<Answer<CompanyJob>> => {
    const company = await fetchPublicCompany(identifier!);
    if (!company) return { status: 'not-found', what: 'company' };
    const job = await fetchOpenJob(company.id, slug!);
    if (!job) return { status: 'not-found', what: 'job' };
    return { status: 'ready', company, job };
  });
}
