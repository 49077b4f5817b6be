// Job search, online through the search_jobs RPC, asked ~80 ms after the parameters stop
// changing. Each answer is kept on the device; offline (or when the server cannot be reached)
// the hook gives the last kept results with status 'offline', so the screen shows them under
// "You're offline — showing saved results". Bad parameters or a refusal give status 'error'.
// While a new search is on its way (status 'loading'), the previous online results stay.
import { useEffect, useMemo, useState } from 'react';
import type { EveeDatabase } from '@sync/database';
import { classifyError } from '@sync/replication/errors';
import {
  saveLastSearch,
  searchJobs,
  watchLastSearch,
  type LastSearch,
  type SearchJob,
  type SearchParams,
} from '@sync/talent/search';
import { useOnline } from '@/hooks/use-online';
import { useRxQuery } from '@/hooks/use-rx-query';
import { getSupabase } from '@/lib/supabase';
import { useSyncSession } from '@/lib/sync-session';

// Short: a typist pauses longer than this between words, and an answer to older words is dropped.
export const SEARCH_DEBOUNCE_MS = 80;

export type JobSearchStatus = 'loading' | 'online' | 'offline' | 'error';

export interface JobSearchState {
  jobs: SearchJob[];
  total: number;
  status: JobSearchStatus;
  error: string | null;
  /** The parameters of the results shown (offline: those of the last search kept on the device). */
  params: SearchParams | null;
}

type Answer = { key: string } & (
  { kind: 'online'; jobs: SearchJob[]; total: number } | { kind: 'offline' } | { kind: 'error'; message: string }
);

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

const watchKept = (db: EveeDatabase) => watchLastSearch(db);

export function useJobSearch(params: SearchParams): JobSearchState {
  const key = useDebounced(JSON.stringify(params), SEARCH_DEBOUNCE_MS);
  const online = useOnline();
  const db = useSyncSession()?.db ?? null;
  const kept = useRxQuery<LastSearch | null>(watchKept, null);
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (!online) return;
    let active = true;
    const asked = JSON.parse(key) as SearchParams;
    getSupabase()
      .then((client) => searchJobs(client, asked))
      .then(
        (result) => {
          if (!active) return;
          setAnswer({ key, kind: 'online', ...result });
        },
        (err: unknown) => {
          if (!active) return;
          const e = classifyError(err);
          if (e.kind === 'network') setAnswer({ key, kind: 'offline' });
          else {
            console.error('[talent] the job search failed', { params: asked, err });
            setAnswer({ key, kind: 'error', message: e.message });
          }
        },
      );
    return () => {
      active = false;
    };
  }, [key, online]);

  // Each answer is kept on the device (once the database is open, if it was not yet).
  useEffect(() => {
    if (!db || answer?.kind !== 'online') return;
    const asked = JSON.parse(answer.key) as SearchParams;
    saveLastSearch(db, asked, answer).catch((err) => console.error('[talent] keeping the search failed', err));
  }, [db, answer]);

  return useMemo((): JobSearchState => {
    const current = answer?.key === key ? answer : null;
    const offline = () => ({
      jobs: kept?.jobs ?? [],
      total: kept?.total ?? 0,
      status: 'offline' as const,
      error: null,
      params: kept?.params ?? null,
    });
    if (!online || current?.kind === 'offline') return offline();
    // While the next answer comes, the previous one stays on screen.
    if (!current) {
      const previous = answer?.kind === 'online' ? answer : null;
      return { jobs: previous?.jobs ?? [], total: previous?.total ?? 0, status: 'loading', error: null, params: null };
    }
    if (current.kind === 'error') return { jobs: [], total: 0, status: 'error', error: current.message, params: null };
    return { jobs: current.jobs, total: current.total, status: 'online', error: null, params: JSON.parse(key) };
  }, [answer, key, online, kept]);
}
