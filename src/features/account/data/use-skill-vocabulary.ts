// The skills already used on Evee as far as this device knows them (the talent profiles and jobs
// it holds), and the spellings the match score names itself, so even a new device has a few: the
// vocabulary a résumé's skills are looked up in. Read once, offline too.
import { useCallback } from 'react';
import { combineLatest, map, take } from 'rxjs';
import type { EveeDatabase } from '@sync/database';
import { watchRows } from '@sync/workspace/records';
import { useRxQuery } from '@/hooks/use-rx-query';
import { aliasedSkills } from '@/utils/skill-key';
import { knownSkills } from '@/utils/skills';

export function useSkillVocabulary(): string[] {
  const build = useCallback(
    (db: EveeDatabase) =>
      combineLatest([watchRows(db, 'talent_profiles'), watchRows(db, 'jobs')]).pipe(
        take(1),
        map(([profiles, jobs]) =>
          knownSkills([
            aliasedSkills,
            ...profiles.map((p) => p.skills),
            ...jobs.flatMap((j) => [j.required_skills, j.nice_to_have_skills]),
          ]),
        ),
      ),
    [],
  );
  return useRxQuery(build, aliasedSkills);
}
