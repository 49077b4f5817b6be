// The internal dashboard's KPIs come from one RPC for staff only, and match what the tables hold:
// the RPC and the checking queries run in one repeatable-read snapshot, so other tests writing
// at the same time cannot make them disagree.
import { beforeAll, describe, expect, it } from 'vitest';
import { makeStaff } from '../fixtures/backend';
import { createUser, db, type TestUser } from '../fixtures/stack';

interface Kpi {
  value: number;
  last_30: number;
  previous_30: number;
}
type Dashboard = Record<string, Kpi> & { users_by_workspace: Record<string, Kpi> };

let staff: TestUser;

beforeAll(async () => {
  staff = await createUser();
  await makeStaff(staff, 'member');
});

async function snapshot(userId: string) {
  const client = await db();
  try {
    await client.query('begin isolation level repeatable read');
    await client.query(
      `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true),
              set_config('request.jwt.claim.sub', $2, true)`,
      [JSON.stringify({ sub: userId, role: 'authenticated' }), userId],
    );
    const kpis = (await client.query<{ k: Dashboard }>('select public.internal_dashboard() as k')).rows[0]!.k;
    await client.query('reset role');
    const truth = (
      await client.query<Record<string, string>>(
        `select
           (select count(*) from public.companies) as companies,
           (select count(*) from public.companies where created_at > now() - interval '30 days') as companies_30,
           (select count(*) from public.jobs where status = 'open' and not _deleted) as open_jobs,
           (select count(*) from public.job_applications
             where created_at > now() - interval '7 days' and not _deleted) as applications_week,
           (select count(*) from public.job_applications where status = 'hired' and not _deleted
               and status_changed_at >= date_trunc('month', now())) as hires_month,
           (select count(*) from public.support_tickets where category = 'recruiter_application'
               and status in ('open', 'in_progress') and not _deleted) as pending_recruiters,
           (select count(*) from public.support_tickets where category <> 'recruiter_application'
               and status in ('open', 'in_progress') and not _deleted) as open_tickets,
           (select count(distinct user_id) from public.user_roles
             where role_type = 'recruiter' and not _deleted) as recruiters`,
      )
    ).rows[0]!;
    await client.query('commit');
    return { kpis, truth: Object.fromEntries(Object.entries(truth).map(([k, v]) => [k, Number(v)])) };
  } finally {
    await client.end();
  }
}

describe('the internal dashboard', () => {
  it('counts what the tables hold, with the last 30 days beside the 30 before', async () => {
    const { kpis, truth } = await snapshot(staff.id);
    expect(kpis.companies).toMatchObject({ value: truth.companies, last_30: truth.companies_30 });
    expect(kpis.open_jobs!.value).toBe(truth.open_jobs);
    expect(kpis.applications_this_week!.value).toBe(truth.applications_week);
    expect(kpis.hires_this_month!.value).toBe(truth.hires_month);
    expect(kpis.pending_recruiter_applications!.value).toBe(truth.pending_recruiters);
    expect(kpis.open_tickets!.value).toBe(truth.open_tickets);
    expect(kpis.users_by_workspace.recruiter!.value).toBe(truth.recruiters);
    expect(Object.keys(kpis.users_by_workspace).sort()).toEqual(['company', 'internal', 'recruiter', 'talent']);
    // The seed's companies are months old: the previous window is a real, separate count.
    expect(kpis.companies!.previous_30).toBeGreaterThanOrEqual(0);
    expect(kpis.companies!.last_30 + kpis.companies!.previous_30).toBeLessThanOrEqual(truth.companies!);
  });

  it('is refused to everyone but staff', async () => {
    const talent = await createUser();
    const { data, error } = await talent.client.rpc('internal_dashboard');
    expect(data).toBeNull();
    expect(error?.message).toBe('Only internal staff can read the dashboard');
    const ok = await staff.client.rpc('internal_dashboard');
    expect(ok.error).toBeNull();
    expect(ok.data).toHaveProperty('open_tickets.value');
  });
});
