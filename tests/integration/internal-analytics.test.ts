// Internal Analytics as the database counts it: every day of the range in each series, figures
// that match the tables (read in the same snapshot), and ranges refused in words.
import { beforeAll, describe, expect, it } from 'vitest';
import { makeStaff } from '../fixtures/backend';
import { createUser, db, type TestUser } from '../fixtures/stack';

interface Day {
  day: string;
  signups: number;
  messages: number;
  submissions: number;
  placements: number;
}
interface Analytics {
  series: Day[];
  funnel: { applied: number; reviewing: number; interviewed: number; hired: number };
  time_to_hire: { hires: number; median_days: number | null };
}

let staff: TestUser;
const today = new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  staff = await createUser();
  await makeStaff(staff, 'member');
});

describe('internal analytics', () => {
  it('has every day of the range and counts what the tables hold', async () => {
    const client = await db();
    try {
      await client.query('begin isolation level repeatable read');
      await client.query(
        `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true),
                set_config('request.jwt.claim.sub', $2, true)`,
        [JSON.stringify({ sub: staff.id, role: 'authenticated' }), staff.id],
      );
      const { rows } = await client.query<{ a: Analytics }>('select public.internal_analytics($1, $2) as a', [
        daysAgo(59),
        today,
      ]);
      await client.query('reset role');
      const a = rows[0]!.a;
      expect(a.series).toHaveLength(60);
      expect(a.series[0]!.day).toBe(daysAgo(59));
      expect(a.series.at(-1)!.day).toBe(today);
      const truth = (
        await client.query<Record<string, string>>(
          `select
             (select count(*) from auth.users where created_at between $1 and $2 and deleted_at is null) as signups,
             (select count(*) from public.conversation_messages where created_at between $1 and $2) as messages,
             (select count(*) from public.job_applications where created_at between $1 and $2 and not _deleted) as applied,
             (select count(*) from public.job_applications where created_at between $1 and $2 and not _deleted
                 and status = 'hired') as hired`,
          // The range's days in UTC, as the RPC takes them, whatever the session's time zone.
          [`${daysAgo(59)}T00:00:00Z`, `${today}T23:59:59.999999Z`],
        )
      ).rows[0]!;
      await client.query('commit');
      const sum = (key: keyof Day) => a.series.reduce((n, d) => n + Number(d[key]), 0);
      expect(sum('signups')).toBe(Number(truth.signups));
      expect(sum('messages')).toBe(Number(truth.messages));
      expect(a.funnel.applied).toBe(Number(truth.applied));
      expect(a.funnel.hired).toBe(Number(truth.hired));
      expect(a.funnel.applied).toBeGreaterThanOrEqual(a.funnel.reviewing);
      expect(a.funnel.reviewing).toBeGreaterThanOrEqual(a.funnel.interviewed);
      expect(a.funnel.interviewed).toBeGreaterThanOrEqual(a.funnel.hired);
    } finally {
      await client.end();
    }
  });

  it('refuses bad ranges in words, and anyone but staff', async () => {
    const call = (from_day: string, to_day: string) => staff.client.rpc('internal_analytics', { from_day, to_day });
    expect((await call(today, daysAgo(1))).error?.message).toBe('The first day must be on or before the last day');
    expect((await call(daysAgo(400), today)).error?.message).toBe('Choose a range of at most a year');
    const talent = await createUser();
    const refused = await talent.client.rpc('internal_analytics', { from_day: daysAgo(7), to_day: today });
    expect(refused.error?.message).toBe('Only internal staff can read analytics');
  });
});
