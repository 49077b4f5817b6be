// The latest value of an observable (an RxDB reactive query, a status stream), re-subscribing
// when `source` changes. `source` must be memoised by the caller; null means nothing to watch.
import { startTransition, useEffect, useState } from 'react';
import type { Observable } from 'rxjs';

/**
 * `keepPrevious`: while a new source has not emitted yet, go on showing the old source's value
 * rather than `initial` (a query that only grows, such as a longer history, must not blink empty).
 * `urgent`: each value is drawn at once, not as a transition, for a small result whose every
 * change someone waits for (a chat's messages): a transition is put back behind every urgent
 * update and restarted by each, which on a busy page held a received message back by frames.
 */
export function useObservable<T>(source: Observable<T> | null, initial: T, keepPrevious = false, urgent = false): T {
  const [state, setState] = useState<{ source: Observable<T> | null; value: T }>({ source, value: initial });
  useEffect(() => {
    if (!source) return;
    const sub = source.subscribe({
      // A transition: React renders a long list in slices and yields to the browser between
      // them, where an update from outside an event would hold the main thread until done.
      next: (value) => (urgent ? setState({ source, value }) : startTransition(() => setState({ source, value }))),
      error: (err) => console.error('A live query failed', err),
    });
    return () => sub.unsubscribe();
  }, [source, urgent]);
  return state.source === source || (keepPrevious && source) ? state.value : initial;
}
