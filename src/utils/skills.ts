// Skills as people type them: one spelling per skill whatever its case, and the suggestions a
// skill field offers from the skills already used on Evee (talent profiles and jobs on the
// device). Case is all that is folded here; the match score's own spelling rules (TS =
// TypeScript) live in the database, which is what scores.

/** A skill as it is kept: trimmed, inner spaces collapsed. */
export const tidySkill = (typed: string) => typed.trim().replace(/\s+/g, ' ');

const key = (skill: string) => tidySkill(skill).toLowerCase();

/** Adds a skill unless blank, a duplicate (any case) or past `max`; returns the list and why not. */
export function addSkill(skills: string[], typed: string, max: number): { skills: string[]; refused?: string } {
  const skill = tidySkill(typed);
  if (!skill) return { skills };
  if (skill.length > 60) return { skills, refused: 'A skill is at most 60 characters' };
  if (skills.some((s) => key(s) === key(skill))) return { skills, refused: `${skill} is already listed` };
  if (skills.length >= max) return { skills, refused: `At most ${max} skills` };
  return { skills: [...skills, skill] };
}

/**
 * Every skill in `lists` once, whatever its case, in the spelling used most (the first seen on a
 * tie), alphabetical; those already in `chosen` are left out.
 */
export function knownSkills(lists: Iterable<readonly string[] | null | undefined>, chosen: string[] = []): string[] {
  const taken = new Set(chosen.map(key));
  const spellings = new Map<string, Map<string, number>>();
  for (const list of lists)
    for (const raw of list ?? []) {
      const skill = tidySkill(raw);
      const k = key(skill);
      if (!skill || skill.length > 60 || taken.has(k)) continue;
      const counts = spellings.get(k) ?? new Map<string, number>();
      counts.set(skill, (counts.get(skill) ?? 0) + 1);
      spellings.set(k, counts);
    }
  const best = [...spellings.values()].map((counts) => [...counts].reduce((a, b) => (b[1] > a[1] ? b : a))[0]);
  return best.sort((a, b) => a.localeCompare(b, undefined, { sensitivity: 'base' }));
}
