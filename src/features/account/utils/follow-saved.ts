// A form that shows a saved copy while the person edits it: when the saved copy changes under it
// (another device saved, skills were added from the résumé, a refusal was discarded), the fields
// the person has not changed follow the new copy, and their edits stay.

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields to set in the form: those the new copy changed and the form still shows as before. */
export function followSaved<T extends object>(before: T, saved: T, current: T): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(saved) as (keyof T)[]) {
    if (!same(saved[key], before[key]) && same(current[key], before[key])) changes[key] = saved[key];
  }
  return changes;
}
