// The query client behind every server read (internal screens, public listings, tickets): the
// spec's data rules (product-spec §9: retry once, stale after 5 minutes, no refetch on window
// focus) as its defaults. Answers are kept in memory, and on the device, for a day, so a
// returning visit shows the last one at once, with its age, while it asks again.
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { experimental_createQueryPersister, type AsyncStorage } from '@tanstack/react-query-persist-client';
import { KEPT_ANSWER_PREFIX } from './device-store';

/** How long a kept answer may be shown at all; older ones are dropped rather than shown. */
export const KEEP_ANSWERS_MS = 24 * 60 * 60_000;
export const STALE_AFTER_MS = 5 * 60_000;

export function createServerQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: 1,
        staleTime: STALE_AFTER_MS,
        refetchOnWindowFocus: false,
        // The first try runs even offline: it is what restores the device's answer. A read the
        // network then fails waits for it to come back instead of failing with an error.
        networkMode: 'offlineFirst',
        // At least as long as the device keeps answers, or restored ones would be dropped early.
        gcTime: KEEP_ANSWERS_MS,
      },
    },
  });
}

export type AnswerPersister = ReturnType<typeof experimental_createQueryPersister<string>>;

/**
 * Keeps each answer read for `viewer` in `storage` once it is read (a failed read is never
 * kept), and gives it back to the first read of the same key on a later visit, which then reads
 * it again whatever its age: a new visit (a reload) shows the kept answer at once and refreshes
 * it, while moving between screens in one visit keeps to the 5 minutes. The viewer is the kept
 * answer's buster: an answer kept for someone else is dropped, never restored.
 *
 * The read again is started here rather than by the persister's own `refetchOnRestore`, whose
 * promise nobody awaits: a sign-out cancelling it (the client is cleared) or a failed read
 * became an unhandled rejection in the page. A failure is the screen's to show (the query's
 * error, logged by the read itself), and a cancelled read has nothing left to show.
 */
export function answerPersister(storage: AsyncStorage<string>, viewer: string): AnswerPersister {
  const persister = experimental_createQueryPersister<string>({
    storage,
    prefix: KEPT_ANSWER_PREFIX,
    buster: viewer,
    maxAge: KEEP_ANSWERS_MS,
    refetchOnRestore: false,
  });
  const persisterFn: AnswerPersister['persisterFn'] = async (queryFn, context, query) => {
    let read = false;
    const answer = await persister.persisterFn(
      (ctx) => {
        read = true;
        return queryFn(ctx);
      },
      context,
      query,
    );
    if (!read) setTimeout(() => void query.fetch().catch(() => {}), 0);
    return answer;
  };
  return { ...persister, persisterFn };
}

/**
 * Puts an answer kept for `viewer` and already read from the device (`raw`, as the persister
 * wrote it) into the client before the screen's first render, so that render shows it, marked
 * to be read again as the persister's restore is: a new visit reads it whatever its age. Only for
 * a query the client does not hold yet, and never an answer kept for someone else or for longer
 * than KEEP_ANSWERS_MS (the persister then reads and drops it, as before). True when it did.
 */
export function restoreKeptAnswer(
  client: QueryClient,
  queryKey: QueryKey,
  raw: string,
  viewer: string,
  now: number = Date.now(),
): boolean {
  if (client.getQueryCache().find({ queryKey, exact: true })) return false;
  let kept: { buster?: unknown; state?: { data?: unknown; dataUpdatedAt?: unknown } };
  try {
    kept = JSON.parse(raw) as typeof kept;
  } catch {
    // Unreadable: left to the persister, which removes it.
    return false;
  }
  const { data, dataUpdatedAt } = kept.state ?? {};
  if (kept.buster !== viewer || data === undefined || typeof dataUpdatedAt !== 'number') return false;
  if (!dataUpdatedAt || now - dataUpdatedAt > KEEP_ANSWERS_MS) return false;
  client.setQueryData(queryKey, data, { updatedAt: dataUpdatedAt });
  void client.invalidateQueries({ queryKey, exact: true, refetchType: 'none' });
  return true;
}
