// The recruiter's submissions from the device (live), the writes, and the online reads that
// need the server: jobs open to recruiters, and whether a person is free to submit to a company.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { EveeDatabase } from '@sync/database';
import { watchSubmissionsDetailed, type SubmissionOnDevice } from '@sync/recruiter/records';
import {
  checkOwnership,
  fetchRecruiterJobs,
  submitCandidate,
  withdrawSubmission,
  type Ownership,
  type RecruiterJob,
  type SubmitInput,
} from '@sync/recruiter/submissions';
import { onceWorkspaceSynced } from '@sync/workspace/synced';
import { useOnline } from '@/hooks/use-online';
import { useRxQuery } from '@/hooks/use-rx-query';
import { getSupabase } from '@/lib/supabase';
import { useSyncSession } from '@/lib/sync-session';

export function useSubmissions(): SubmissionOnDevice[] | undefined {
  const build = useCallback(
    (db: EveeDatabase, userId: string) => onceWorkspaceSynced(db, watchSubmissionsDetailed(db, userId)),
    [],
  );
  return useRxQuery(build, undefined);
}

export function useSubmissionCommands() {
  const session = useSyncSession();
  return useMemo(() => {
    if (!session) return null;
    const { db, userId } = session;
    return {
      submit: (input: SubmitInput) => submitCandidate(db, userId, input),
      withdraw: (id: string) => withdrawSubmission(db, userId, id),
    };
  }, [session]);
}

export interface RecruiterJobsState {
  jobs: RecruiterJob[] | undefined;
  error: string | null;
  offline: boolean;
}

/** Jobs open to recruiters, read online; the last list stays on screen when the network goes. */
export function useRecruiterJobs(): RecruiterJobsState {
  const online = useOnline();
  const [jobs, setJobs] = useState<RecruiterJob[] | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!online) return;
    let active = true;
    getSupabase()
      .then(fetchRecruiterJobs)
      .then(
        (list) => active && (setJobs(list), setError(null)),
        (err: unknown) => {
          console.error('[recruiter] reading jobs open to recruiters failed', err);
          if (active) setError(err instanceof Error ? err.message : String(err));
        },
      );
    return () => {
      active = false;
    };
  }, [online]);
  return { jobs, error, offline: !online };
}

/** Whether a person is free to submit to a company (online); null while unknown. */
export function useOwnership(talentId: string | null, companyId: string | null): Ownership | null {
  const online = useOnline();
  const [answer, setAnswer] = useState<{ key: string; ownership: Ownership } | null>(null);
  const key = `${talentId}/${companyId}`;
  useEffect(() => {
    if (!online || !talentId || !companyId) return;
    let active = true;
    getSupabase()
      .then((client) => checkOwnership(client, talentId, companyId))
      .then(
        (ownership) => active && setAnswer({ key, ownership }),
        (err: unknown) => console.error('[recruiter] checking ownership failed', { talentId, companyId, err }),
      );
    return () => {
      active = false;
    };
  }, [online, talentId, companyId, key]);
  return answer?.key === key ? answer.ownership : null;
}
