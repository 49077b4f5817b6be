// The recruiter application's schema (sync/schemas/recruiter-applications.ts), which the form and
// sync's checked write share, agrees with the server's own check of the answers
// (private.check_recruiter_application): the same values are refused, in the same words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { recruiterApplicationSchema } from '@sync/schemas/recruiter-applications';
import { db } from '../fixtures/stack';

const good = {
  experience_years: 4,
  specialties: ['Data'],
  regions: ['Europe'],
  profile_url: 'https://example.com/me',
  motivation: 'I place data engineers with start-ups.',
};

const x = (n: number) => 'x'.repeat(n);
const list = (n: number, item = 'Data') => Array.from({ length: n }, () => item);

const cases: Record<string, unknown>[] = [
  ...[0, 60, 61, -1, 1.5, '4'].map((experience_years) => ({ experience_years })),
  ...[[], list(10), list(11), [' '], [x(60)], [x(61)], ['😀'.repeat(60)], [` ${x(60)} `]].map((specialties) => ({
    specialties,
  })),
  ...[[], list(11), [x(61)]].map((regions) => ({ regions })),
  ...['https://a.b', 'linkedin', 'https://example', `https://e.com/${x(2033)}`, `https://e.com/${x(2034)}`].map(
    (profile_url) => ({ profile_url }),
  ),
  ...[x(19), x(20), ` ${x(19)} `, '😀'.repeat(20), x(2000), x(2001), '😀'.repeat(2000)].map((motivation) => ({
    motivation,
  })),
];

let client: pg.Client;
beforeAll(async () => {
  client = await db();
});
afterAll(async () => {
  await client.end();
});

/** The server's words for the answers, or null when it takes them. */
async function serverSays(details: Record<string, unknown>): Promise<string | null> {
  try {
    await client.query('select private.check_recruiter_application($1::jsonb)', [JSON.stringify(details)]);
    return null;
  } catch (err) {
    return (err as Error).message;
  }
}

function schemaSays(details: Record<string, unknown>): string | null {
  const result = recruiterApplicationSchema.safeParse(details);
  return result.success ? null : (result.error.issues[0]?.message ?? 'refused');
}

describe('the recruiter application schema', () => {
  it('refuses what the server refuses, in the server’s words, and takes what it takes', async () => {
    const disagreements: string[] = [];
    for (const change of cases) {
      const details = { ...good, ...change };
      const [server, schema] = [await serverSays(details), schemaSays(details)];
      if (server !== schema)
        disagreements.push(
          `${JSON.stringify(change).slice(0, 60)}: server ${server ?? 'takes it'}, schema ${schema ?? 'takes it'}`,
        );
    }
    expect(await serverSays(good)).toBeNull();
    expect(disagreements).toEqual([]);
  });
});
