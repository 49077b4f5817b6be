// Job Search's results keep the object of each job that has not changed since it was last
// shown: an answer that repeats a job unchanged (the online answer to the words whose kept results
// are on screen, a page visited again) gives the same object, so its card (memoised) is not drawn
// again. On a returning visit the online answer redrew all 20 cards for nothing.
import type { SearchJob } from '@sync/talent/search';

const shown = new Map<string, SearchJob>();
const SHOWN_KEPT = 200;

/** `jobs`, each job unchanged since it was last shown replaced by that copy. */
export function sameCopies(jobs: SearchJob[]): SearchJob[] {
  return jobs.map((job) => {
    const last = shown.get(job.id);
    if (last && JSON.stringify(last) === JSON.stringify(job)) return last;
    shown.delete(job.id);
    shown.set(job.id, job);
    if (shown.size > SHOWN_KEPT) shown.delete(shown.keys().next().value!);
    return job;
  });
}
