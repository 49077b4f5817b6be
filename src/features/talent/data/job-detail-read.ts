// The open job's full text for the detail panel when the device does not hold the job (a search
// result carries only a 300-character excerpt): one online read of the jobs table, which shows
// open jobs to everyone. Offline it answers null and the panel shows the excerpt.
import { useEffect, useState } from 'react';
import { getSupabase } from '@/lib/supabase';

const cache = new Map<string, string>();

async function readDescription(jobId: string): Promise<string | null> {
  const client = await getSupabase();
  const { data, error } = await client.from('jobs').select('description').eq('id', jobId).maybeSingle();
  if (error) throw new Error(error.message, { cause: error });
  return (data as { description: string } | null)?.description ?? null;
}

/** The job's description: undefined while read, null when it cannot be (offline, not found). */
export function useJobDescription(jobId: string | null, known: string | null | undefined): string | null | undefined {
  const [fetched, setFetched] = useState<{ id: string; text: string | null } | null>(null);
  const needed = !!jobId && known === undefined && !cache.has(jobId);
  useEffect(() => {
    if (!jobId || !needed) return;
    let active = true;
    readDescription(jobId).then(
      (text) => {
        if (text !== null) cache.set(jobId, text);
        if (active) setFetched({ id: jobId, text });
      },
      (err: unknown) => {
        console.error('[talent] reading the job description failed', { jobId, err });
        if (active) setFetched({ id: jobId, text: null });
      },
    );
    return () => {
      active = false;
    };
  }, [jobId, needed]);
  if (!jobId) return null;
  if (known !== undefined) return known;
  if (cache.has(jobId)) return cache.get(jobId)!;
  return fetched?.id === jobId ? fetched.text : undefined;
}
