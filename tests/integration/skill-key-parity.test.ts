// The device reads skills from a résumé offline with its own copy of the match score's skill key
// (src/utils/skill-key.ts); the database's private.skill_key is the one that scores. Both must
// give every spelling the same key, or the device would offer a skill the score does not count.
import { describe, expect, it } from 'vitest';
import { aliasedSkills, skillKey } from '@/utils/skill-key';
import { sql } from '../fixtures/backend';

const spellings = [
  ...aliasedSkills,
  'TS',
  'ts',
  'JS',
  'ECMAScript',
  'golang',
  'k8s',
  'K8S',
  'Postgres',
  'psql',
  'py',
  'Node',
  'node.js',
  'React.js',
  'reactjs',
  'Vue.js',
  'Next',
  'Amazon Web Services',
  'Google Cloud',
  'Google Cloud Platform',
  'ML',
  'CV',
  'UX',
  'CI/CD',
  'ci-cd',
  'D3',
  'C++',
  'c#',
  'C#/.NET',
  '.NET Core',
  'F#',
  'Objective-C',
  '  Type   Script ',
  'UI/UX',
  'Rust',
  'Ruby on Rails',
  'Réact',
  'SQL Server 2019',
  '',
  '   ',
  'R',
];

describe('the skill key on the device', () => {
  it('gives every spelling the key the match score gives it in the database', async () => {
    const rows = await sql<{ skill: string; key: string }>(
      'select s as skill, private.skill_key(s) as key from unnest($1::text[]) as s',
      [spellings],
    );
    expect(rows.map((r) => [r.skill, skillKey(r.skill)])).toEqual(rows.map((r) => [r.skill, r.key]));
    expect(new Set(rows.map((r) => r.key)).size).toBeGreaterThan(25);
  });
});
