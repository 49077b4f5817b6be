// Subscribes a component to an observable (an RxDB reactive query or a combination of them).
// The factory runs again only when `deps` change.
import { useEffect, useState, type DependencyList } from 'react';
import type { Observable } from 'rxjs';

export function useObservable<T>(factory: () => Observable<T> | null, initial: T, deps: DependencyList): T {
  const [value, setValue] = useState<T>(initial);
  useEffect(() => {
    const source = factory();
    if (!source) {
      setValue(initial);
      return;
    }
    const sub = source.subscribe({
      next: setValue,
      error: (err: unknown) => console.error('[chat] reading local data failed', err),
    });
    return () => sub.unsubscribe();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return value;
}
