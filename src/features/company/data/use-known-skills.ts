// The skills already used on Evee as far as this device knows them: those on the talent profiles
// it holds (the company's applicants, the user's own) and on the company's jobs. Read once when
// a job form opens (a suggestion list need not follow live changes); an empty list until then.
import { useCallback } from 'react';
import { combineLatest, map, take } from 'rxjs';
import type { EveeDatabase } from '@sync/database';
import { watchRows } from '@sync/workspace/records';
import { useRxQuery } from '@/hooks/use-rx-query';
import { knownSkills } from '@/utils/skills';

const none: string[] = [];

export function useKnownSkills(companyId: string): string[] {
  const build = useCallback(
    (db: EveeDatabase) =>
      combineLatest([watchRows(db, 'talent_profiles'), watchRows(db, 'jobs', { scope: companyId })]).pipe(
        take(1),
        map(([profiles, jobs]) =>
          knownSkills([
            ...profiles.map((p) => p.skills),
            ...jobs.flatMap((j) => [j.required_skills, j.nice_to_have_skills]),
          ]),
        ),
      ),
    [companyId],
  );
  return useRxQuery(build, none);
}
