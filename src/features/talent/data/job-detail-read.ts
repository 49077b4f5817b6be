// The open job for the detail panel when the device does not hold its full text: a shared link
// (?job=) may name a job that is in neither the results nor the device, and a copy or kept search
// from an older version holds a 300-character excerpt. One online read of the job and its company
// (open jobs and companies are public), given up after ONLINE_READ_TIMEOUT_MS: a connection that
// never answers must not keep the panel waiting. The panel shows what the device holds meanwhile;
// offline or on failure the read answers null and the panel keeps that.
import { useEffect, useState } from 'react';
import type { JobRow } from '@sync/collections/workspace-records/rows';
import { isOnlineReadTimeout, withOnlineTimeout } from '@sync/online-read';
import { useOnline } from '@/hooks/use-online';
import { getSupabase } from '@/lib/supabase';
import type { CompanyBrief } from '../utils/talent-rows';

export interface JobRead {
  job: JobRow;
  company: CompanyBrief | null;
}

const COLUMNS =
  'id, company_id, hiring_plan_id, slug, title, description, employment_type, location, workplace, salary_min, salary_max, salary_currency, salary_period, status, published_at, created_by, created_at, updated_at, companies(name, identifier, logo_url)';

const cache = new Map<string, JobRead | null>();

async function readJob(jobId: string): Promise<JobRead | null> {
  const client = await getSupabase();
  const { data, error } = await withOnlineTimeout((signal) =>
    client.from('jobs').select(COLUMNS).eq('id', jobId).abortSignal(signal).maybeSingle(),
  );
  if (error) throw new Error(error.message, { cause: error });
  if (!data) return null;
  const { companies, ...job } = data as unknown as JobRow & { companies: CompanyBrief | null };
  return { job: { ...job, salary_min: num(job.salary_min), salary_max: num(job.salary_max) }, company: companies };
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/**
 * The job read online: undefined while read (or not needed), null when it cannot be (offline
 * at once; a hung read after ONLINE_READ_TIMEOUT_MS). Asked again when the network returns.
 */
export function useJobRead(jobId: string | null, needed: boolean): JobRead | null | undefined {
  const online = useOnline();
  const [answer, setAnswer] = useState<{ id: string; read: JobRead | null } | null>(null);
  const ask = !!jobId && needed && online && !cache.has(jobId);
  useEffect(() => {
    if (!jobId || !ask) return;
    let active = true;
    readJob(jobId).then(
      (read) => {
        cache.set(jobId, read);
        if (active) setAnswer({ id: jobId, read });
      },
      (err: unknown) => {
        if (isOnlineReadTimeout(err)) console.warn('[talent] reading the job got no answer', { jobId });
        else console.error('[talent] reading the job failed', { jobId, err });
        if (active) setAnswer({ id: jobId, read: null });
      },
    );
    return () => {
      active = false;
    };
  }, [jobId, ask]);
  if (!jobId || !needed) return undefined;
  if (cache.has(jobId)) return cache.get(jobId);
  if (!online) return null;
  return answer?.id === jobId ? answer.read : undefined;
}
