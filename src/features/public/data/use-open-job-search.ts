// The open jobs of every company for /jobs, online through the same search_jobs RPC as talent's
// Job Search (anyone may call it; it answers open jobs of live companies only), asked as the
// visitor's search changes. A visitor has no local database, so offline there is nothing to
// show but 'You're offline'; while a new search is on its way the previous results stay.
import { useEffect, useMemo, useState } from 'react';
import { isOnlineReadTimeout } from '@sync/online-read';
import { classifyError } from '@sync/replication/errors';
import { searchJobs, type SearchJob, type SearchParams } from '@sync/talent/search';
import { useOnline } from '@/hooks/use-online';
import { getSupabase } from '@/lib/supabase';

export type OpenJobSearch =
  | { status: 'loading'; previous: { jobs: SearchJob[]; total: number } | null }
  | { status: 'ready'; jobs: SearchJob[]; total: number }
  | { status: 'offline' }
  | { status: 'error'; message: string };

type Answer = { key: string; attempt: number } & (
  { status: 'ready'; jobs: SearchJob[]; total: number } | { status: 'offline' } | { status: 'error'; message: string }
);

export function useOpenJobSearch(params: SearchParams): { search: OpenJobSearch; retry: () => void } {
  const key = JSON.stringify(params);
  const online = useOnline();
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (!online) return;
    let active = true;
    const asked = JSON.parse(key) as SearchParams;
    getSupabase()
      .then((client) => searchJobs(client, asked))
      .then(
        (result) => active && setAnswer({ key, attempt, status: 'ready', ...result }),
        (err: unknown) => {
          if (!active) return;
          const e = classifyError(err);
          if (e.kind === 'network' || isOnlineReadTimeout(err)) setAnswer({ key, attempt, status: 'offline' });
          else {
            console.error('[public] the job search failed', { params: asked, err });
            setAnswer({ key, attempt, status: 'error', message: e.message });
          }
        },
      );
    return () => {
      active = false;
    };
  }, [key, online, attempt]);

  const search = useMemo((): OpenJobSearch => {
    if (answer?.key === key && answer.attempt === attempt) {
      const { status } = answer;
      if (status === 'ready') return { status, jobs: answer.jobs, total: answer.total };
      return status === 'error' ? { status, message: answer.message } : { status };
    }
    if (!online) return { status: 'offline' };
    return { status: 'loading', previous: answer?.status === 'ready' ? answer : null };
  }, [answer, key, attempt, online]);
  return { search, retry: () => setAttempt((n) => n + 1) };
}
