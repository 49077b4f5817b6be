// A skill's comparison key as the match score makes it (private.skill_key in
// supabase/migrations/20261129190100_application_match.sql), for work the device does offline:
// case, spaces and punctuation ignored, common spellings made one (TS = TypeScript, k8s =
// Kubernetes). tests/integration/skill-key-parity.test.ts holds the two to the same answers.

const aliases: Record<string, string> = {
  ts: 'typescript',
  js: 'javascript',
  ecmascript: 'javascript',
  golang: 'go',
  k8s: 'kubernetes',
  postgres: 'postgresql',
  psql: 'postgresql',
  py: 'python',
  node: 'nodejs',
  reactjs: 'react',
  vuejs: 'vue',
  next: 'nextjs',
  amazonwebservices: 'aws',
  googlecloud: 'gcp',
  googlecloudplatform: 'gcp',
  ml: 'machinelearning',
  cv: 'computervision',
  ux: 'uxdesign',
  d3: 'd3js',
};

/** The key of a skill before its aliases: lower case, letters and digits only, C++/C#/.NET kept apart. */
export function plainSkillKey(skill: string): string {
  return skill
    .trim()
    .toLowerCase()
    .replaceAll('c++', 'cplusplus')
    .replaceAll('c#', 'csharp')
    .replaceAll('.net', 'dotnet')
    .replace(/[^a-z0-9]+/g, '');
}

export function skillKey(skill: string): string {
  const plain = plainSkillKey(skill);
  return aliases[plain] ?? plain;
}

/** The skills the aliases name, as people spell them: a vocabulary even a new device has. */
export const aliasedSkills = [
  'TypeScript',
  'JavaScript',
  'Go',
  'Kubernetes',
  'PostgreSQL',
  'Python',
  'Node.js',
  'React',
  'Vue',
  'Next.js',
  'AWS',
  'GCP',
  'Machine Learning',
  'Computer Vision',
  'UX Design',
  'D3.js',
  'CI/CD',
];
