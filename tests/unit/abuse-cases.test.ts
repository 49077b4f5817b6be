// The abuse-case file names, for every relationship rule, the test that attacks it. This keeps
// the file honest: a row whose test file or test name does not exist fails here, so a renamed or
// deleted attack test cannot leave a rule listed as covered.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../', import.meta.url);
const FILE = new URL('supabase/abuse-cases.md', ROOT);
const MARKER = '<!-- The rows below are read by tests/unit/abuse-cases.test.ts. -->';
const REF = /`([^`]+\.test\.ts)` › '([^']+)'/g;

interface Case {
  rule: string;
  file: string;
  name: string;
}

function cases(): Case[] {
  const text = readFileSync(FILE, 'utf8');
  const start = text.indexOf(MARKER);
  if (start < 0) throw new Error(`abuse-cases.md lacks its marker line`);
  const rows = text
    .slice(start + MARKER.length)
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-+/.test(line) && !/^\|\s*rule\s*\|/.test(line));
  return rows.flatMap((line) => {
    const rule = line.split('|')[1]!.trim();
    const refs = [...line.matchAll(REF)];
    if (refs.length === 0) return [{ rule, file: '', name: '' }];
    return refs.map(([, file, name]) => ({ rule, file: file!, name: name! }));
  });
}

describe('the abuse-case file', () => {
  it('lists rules, each naming at least one test', () => {
    const all = cases();
    expect(all.length).toBeGreaterThan(0);
    expect(all.filter((c) => !c.file).map((c) => c.rule)).toEqual([]);
  });

  it('names only tests that exist', () => {
    const missing = cases().filter(({ file, name }) => {
      const path = new URL(file, ROOT);
      return !existsSync(path) || !readFileSync(path, 'utf8').includes(name);
    });
    expect(missing.map((c) => `${c.file} › '${c.name}'`)).toEqual([]);
  });
});
