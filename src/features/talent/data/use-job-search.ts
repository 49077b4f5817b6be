// Job search, online through the search_jobs RPC, asked as soon as the parameters change (the
// inputs wait for typing to pause before they change them). Each answer is kept on the device;
// offline (or when the server cannot be reached, or does not answer within ONLINE_READ_TIMEOUT_MS)
// the hook gives the last kept results with status 'offline', so the screen shows them under
// "You're offline — showing saved results". Bad parameters or a refusal give status 'error'.
// While a new search is on its way (status 'loading'), the previous online results stay, or at
// first the same search's kept results.
import { useEffect, useMemo, useState } from 'react';
import type { Observable } from 'rxjs';
import type { EveeDatabase } from '@sync/database';
import { isOnlineReadTimeout } from '@sync/online-read';
import { classifyError } from '@sync/replication/errors';
import {
  saveLastSearch,
  searchJobs,
  watchLastSearch,
  type LastSearch,
  type SearchJob,
  type SearchParams,
  type SearchResult,
} from '@sync/talent/search';
import { useOnline } from '@/hooks/use-online';
import { getSupabase } from '@/lib/supabase';
import { useSyncSession } from '@/lib/sync-session';
import { sameCopies } from './same-copies';

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

/**
 * The last search kept on the device, live. Its updates are urgent, not transitions (as
 * useRxQuery's are): React may hold a transition back for as long as 5 s while urgent updates
 * keep coming, as on a busy machine while the page boots, which is just as long as a stalled
 * search takes to be given up, so the kept results came only with "You're offline". At most a
 * page of results, cheap to draw at once.
 */
function useKeptSearch(db: EveeDatabase | null): LastSearch | null {
  const source = useMemo<Observable<LastSearch | null> | null>(() => (db ? watchLastSearch(db) : null), [db]);
  const [state, setState] = useState<{ source: typeof source; value: LastSearch | null }>({ source, value: null });
  useEffect(() => {
    if (!source) return;
    const sub = source.subscribe({
      next: (value) => setState({ source, value }),
      error: (err) => console.error('[talent] watching the kept search failed', err),
    });
    return () => sub.unsubscribe();
  }, [source]);
  return state.source === source ? state.value : null;
}

// Searches on their way or answered, by parameters: the screen asks the moment the words are
// committed, before it redraws for them, and the hook then finds the answer already coming.
const asked = new Map<string, Promise<SearchResult>>();
// Those of them already answered: the screen draws an answer that came before the words were
// committed (asked as they were typed) in the same frame as the words, with no 'updating' between.
const answered = new Map<string, SearchResult>();
const ASKED_KEPT = 8;

/** Starts (or joins) the search for these parameters. */
export function askJobSearch(params: SearchParams): Promise<SearchResult> {
  const key = JSON.stringify(params);
  let answer = asked.get(key);
  if (!answer) {
    const question = getSupabase().then((client) => searchJobs(client, params));
    answer = question;
    asked.set(key, question);
    // An answer is reused only while fresh: the next time these words are typed, ask again.
    const forget = () => {
      if (asked.get(key) !== question) return;
      asked.delete(key);
      answered.delete(key);
    };
    question.then((result) => {
      if (asked.get(key) === question) answered.set(key, result);
      setTimeout(forget, 2_000);
    }, forget);
    if (asked.size > ASKED_KEPT) {
      const oldest = asked.keys().next().value!;
      asked.delete(oldest);
      answered.delete(oldest);
    }
  }
  return answer;
}

// Words as typed are asked one search at a time: while one is on its way, only the latest words
// wait to be asked after it, so a burst of keys (faster than the server answers) costs the
// server two searches at once at most, with the one the pause commits.
let drafting = false;
let nextDraft: SearchParams | null = null;

/** Asks for the words as typed, before they are committed, unless a draft is on its way. */
export function draftJobSearch(params: SearchParams): void {
  if (drafting) {
    nextDraft = params;
    return;
  }
  drafting = true;
  void askJobSearch(params)
    .catch(() => {})
    .finally(() => {
      drafting = false;
      const next = nextDraft;
      nextDraft = null;
      if (next) draftJobSearch(next);
    });
}

/** The answer to these parameters (as a key) if a search asked lately has it already. */
function answeredJobSearch(key: string): SearchResult | undefined {
  return answered.get(key);
}

export function useJobSearch(params: SearchParams): JobSearchState {
  const key = JSON.stringify(params);
  const online = useOnline();
  const db = useSyncSession()?.db ?? null;
  const kept = useKeptSearch(db);
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (!online) return;
    let active = true;
    const params = JSON.parse(key) as SearchParams;
    askJobSearch(params).then(
      (result) => {
        if (!active) return;
        setAnswer({ key, kind: 'online', ...result });
      },
      (err: unknown) => {
        if (!active) return;
        const e = classifyError(err);
        // A search the server never answered is as good as offline: the kept results show.
        if (e.kind === 'network' || isOnlineReadTimeout(err)) setAnswer({ key, kind: 'offline' });
        else {
          console.error('[talent] the job search failed', { params, err });
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

  const current = useMemo((): Answer | null => {
    if (answer?.key === key) return answer;
    const early = online ? answeredJobSearch(key) : undefined;
    return early ? { key, kind: 'online', ...early } : null;
  }, [answer, key, online]);
  const offline = !online || current?.kind === 'offline';
  // The kept search matters offline, and while the first answer for the same words is on its
  // way (a slow or stalled link shows the device's results meanwhile); otherwise keeping each
  // answer must not redraw the results.
  const keptSame = !current && answer?.kind !== 'online' && kept && JSON.stringify(kept.params) === key;
  const keptShown = offline || keptSame ? kept : null;
  const state = useMemo((): JobSearchState => {
    if (offline)
      return {
        jobs: keptShown?.jobs ?? [],
        total: keptShown?.total ?? 0,
        status: 'offline',
        error: null,
        params: keptShown?.params ?? null,
      };
    // While the next answer comes, the previous one stays on screen (or the same search kept).
    if (!current) {
      const previous = answer?.kind === 'online' ? answer : keptShown;
      return { jobs: previous?.jobs ?? [], total: previous?.total ?? 0, status: 'loading', error: null, params: null };
    }
    if (current.kind === 'error') return { jobs: [], total: 0, status: 'error', error: current.message, params: null };
    return { jobs: current.jobs, total: current.total, status: 'online', error: null, params: JSON.parse(key) };
  }, [answer, current, key, offline, keptShown]);
  return useMemo(() => ({ ...state, jobs: sameCopies(state.jobs) }), [state]);
}
