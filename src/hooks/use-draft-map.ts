// Drafts kept per record while a screen lives (a cover note per job, notes per candidate), so
// moving to another record and back, closing a dialog or a refusal loses nothing typed.
import { useCallback, useState } from 'react';

export function useDraftMap<T>() {
  const [drafts, setDrafts] = useState<ReadonlyMap<string, T>>(() => new Map());
  /** Keeps `draft` for `key`, or forgets it (null: sent or abandoned). */
  const setDraft = useCallback(
    (key: string, draft: T | null) =>
      setDrafts((all) => {
        const next = new Map(all);
        if (draft === null) next.delete(key);
        else next.set(key, draft);
        return next;
      }),
    [],
  );
  const draftOf = useCallback((key: string | null | undefined) => (key ? drafts.get(key) : undefined), [drafts]);
  return { draftOf, setDraft };
}
