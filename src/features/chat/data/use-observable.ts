// Subscribes a component to an observable made by `factory` (an RxDB reactive query or a
// combination of them), made again only when `deps` change.
import { useMemo, type DependencyList } from 'react';
import type { Observable } from 'rxjs';
import { useObservable as useLatest } from '@/hooks/use-observable';

export function useObservable<T>(
  factory: () => Observable<T> | null,
  initial: T,
  deps: DependencyList,
  keepPrevious = false,
  urgent = false,
): T {
  // eslint-disable-next-line react-hooks/exhaustive-deps, react-hooks/use-memo -- callers list what the factory reads
  const source = useMemo(factory, deps);
  return useLatest(source, initial, keepPrevious, urgent);
}
