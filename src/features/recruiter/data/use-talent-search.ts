// Talent Search, online through search_talent once the parameters settle; each answer is kept
// on the device, and offline (or when the server cannot be reached) the last kept answer shows
// with status 'offline'. Refusals (bad input) give status 'error' with the words.
import { useEffect, useMemo, useState } from 'react';
import {
  keepLastTalentSearch,
  searchTalent,
  watchLastTalentSearch,
  type LastTalentSearch,
  type TalentResult,
  type TalentSearchParams,
} from '@sync/recruiter/talent-search';
import { classifyError } from '@sync/replication/errors';
import { useOnline } from '@/hooks/use-online';
import { useRxQuery } from '@/hooks/use-rx-query';
import { getSupabase } from '@/lib/supabase';
import { useSyncSession } from '@/lib/sync-session';

export interface TalentSearchState {
  people: TalentResult[] | undefined;
  total: number;
  status: 'loading' | 'online' | 'offline' | 'error';
  error: string | null;
}

type Answer = { key: string } & (
  { kind: 'online'; people: TalentResult[]; total: number } | { kind: 'offline' } | { kind: 'error'; message: string }
);

export function useTalentSearch(params: TalentSearchParams): TalentSearchState {
  const key = JSON.stringify(params);
  const online = useOnline();
  const db = useSyncSession()?.db ?? null;
  const kept = useRxQuery<LastTalentSearch | null>(watchLastTalentSearch, null);
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (!online) return;
    let active = true;
    const asked = JSON.parse(key) as TalentSearchParams;
    getSupabase()
      .then((client) => searchTalent(client, asked))
      .then(
        (result) => {
          if (!active) return;
          setAnswer({ key, kind: 'online', ...result });
          if (db)
            keepLastTalentSearch(db, asked, result).catch((err) =>
              console.error('[recruiter] keeping the talent search failed', err),
            );
        },
        (err: unknown) => {
          if (!active) return;
          const e = classifyError(err);
          if (e.kind === 'network') setAnswer({ key, kind: 'offline' });
          else {
            console.error('[recruiter] the talent search failed', { params: asked, err });
            setAnswer({ key, kind: 'error', message: e.message });
          }
        },
      );
    return () => {
      active = false;
    };
  }, [key, online, db]);

  const current = answer?.key === key ? answer : null;
  const offline = !online || current?.kind === 'offline';
  const keptShown = offline ? kept : null;
  return useMemo((): TalentSearchState => {
    if (offline)
      return { people: keptShown?.people ?? [], total: keptShown?.total ?? 0, status: 'offline', error: null };
    if (!current) {
      const previous = answer?.kind === 'online' ? answer : null;
      return { people: previous?.people, total: previous?.total ?? 0, status: 'loading', error: null };
    }
    if (current.kind === 'error') return { people: [], total: 0, status: 'error', error: current.message };
    return { people: current.people, total: current.total, status: 'online', error: null };
  }, [answer, current, offline, keptShown]);
}
