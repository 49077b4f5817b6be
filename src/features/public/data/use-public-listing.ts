// Loads a public company (and its open jobs, or one of them) for the public pages, with the
// states those pages show: loading, offline, error, not found, ready. Retry loads again; coming
// back online retries by itself.
import { useCallback, useEffect, useState } from 'react';
import { useOnline } from '@/hooks/use-online';
import { fetchOpenJob, fetchOpenJobs, fetchPublicCompany, type PublicCompany, type PublicJob } from './public-listings';

export type ListingState<T> =
  | { status: 'loading' }
  | { status: 'offline' }
  | { status: 'error'; message: string }
  | { status: 'not-found'; what: 'company' | 'job' }
  | ({ status: 'ready' } & T);

function useLoad<T>(load: (() => Promise<ListingState<T>>) | null) {
  const online = useOnline();
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{ load: unknown; attempt: number; state: ListingState<T> } | null>(null);
  useEffect(() => {
    if (!load || !online) return;
    let active = true;
    const settle = (state: ListingState<T>) => active && setResult({ load, attempt, state });
    load().then(settle, (err: unknown) =>
      settle(
        navigator.onLine
          ? { status: 'error', message: err instanceof Error ? err.message : String(err) }
          : { status: 'offline' },
      ),
    );
    return () => {
      active = false;
    };
  }, [load, online, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const loaded = result && result.load === load ? result : null;
  // What was shown stays shown when the network goes; anything else waits for it.
  let state: ListingState<T> = { status: 'loading' };
  if (loaded?.state.status === 'ready') state = loaded.state;
  else if (!online) state = { status: 'offline' };
  else if (loaded && loaded.attempt === attempt) state = loaded.state;
  return { state, retry };
}

export function usePublicCompanyJobs(identifier: string | undefined) {
  const load = useCallback(async (): Promise<ListingState<{ company: PublicCompany; jobs: PublicJob[] }>> => {
    const company = await fetchPublicCompany(identifier!);
    if (!company) return { status: 'not-found', what: 'company' };
    return { status: 'ready', company, jobs: await fetchOpenJobs(company.id) };
  }, [identifier]);
  return useLoad(identifier ? load : null);
}

export function usePublicJob(identifier: string | undefined, slug: string | undefined) {
  const load = useCallback(async (): Promise<ListingState<{ company: PublicCompany; job: PublicJob }>> => {
    const company = await fetchPublicCompany(identifier!);
    if (!company) return { status: 'not-found', what: 'company' };
    const job = await fetchOpenJob(company.id, slug!);
    if (!job) return { status: 'not-found', what: 'job' };
    return { status: 'ready', company, job };
  }, [identifier, slug]);
  return useLoad(identifier && slug ? load : null);
}
