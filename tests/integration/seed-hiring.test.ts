import { describe, expect, it } from 'vitest';
import { SEED, sql } from '../fixtures/backend';
import { anonClient, DEMO_PASSWORD, signIn } from '../fixtures/stack';

const SEEDED_COMPANIES = [SEED.companies.acme, SEED.companies.globex];
const STATUSES = ['reviewing', 'interviewed', 'rejected', 'hired', 'talent_reserved'] as const;

function countBy<T>(rows: T[], key: (row: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const row of rows) counts[key(row)] = (counts[key(row)] ?? 0) + 1;
  return counts;
}

describe('demo seed of the company workspace', () => {
  it("shows company@ each company's applications in every status, in the seeded numbers", async () => {
    const company = await signIn('company@evee.dev', DEMO_PASSWORD);
    const { data, error } = await company.from('job_applications').select('company_id, status');
    expect(error).toBeNull();
    const acme = countBy(
      data!.filter((a) => a.company_id === SEED.companies.acme),
      (a) => a.status,
    );
    const globex = countBy(
      data!.filter((a) => a.company_id === SEED.companies.globex),
      (a) => a.status,
    );
    expect(acme).toEqual(SEED.applicationCounts.acme);
    expect(globex).toEqual(SEED.applicationCounts.globex);
    expect(data!.length).toBeGreaterThanOrEqual(12);
    for (const status of STATUSES) expect(acme[status] ?? 0, status).toBeGreaterThan(0);
  });

  it('has talent@ and at least eight other talent applying, each with a full profile, and assessments where the AI interview was analyzed', async () => {
    const rows = await sql<{ user_id: string; has_profile: boolean; headline: string | null; skills: number }>(
      `
      select distinct a.user_id, p.id is not null as has_profile, p.headline, coalesce(cardinality(p.skills), 0) as skills
      from job_applications a left join talent_profiles p on p.user_id = a.user_id
      where a.company_id = any($1)`,
      [SEEDED_COMPANIES],
    );
    expect(rows.map((r) => r.user_id)).toContain(SEED.users.talent);
    expect(rows.filter((r) => r.user_id !== SEED.users.talent).length).toBeGreaterThanOrEqual(8);
    for (const row of rows) {
      expect(row.has_profile, row.user_id).toBe(true);
      expect(row.headline?.length ?? 0, row.user_id).toBeGreaterThan(10);
      expect(row.skills, row.user_id).toBeGreaterThan(2);
    }
    const analyzed = await sql<{ assessment: Record<string, unknown> | null }>(
      `select assessment from job_applications where progress_ai_interview = 'analyzed' and company_id = any($1)`,
      [SEEDED_COMPANIES],
    );
    expect(analyzed.length).toBeGreaterThanOrEqual(8);
    for (const { assessment } of analyzed) {
      expect(assessment).toMatchObject({
        summary: expect.any(String),
        communication: expect.any(Number),
        professional: expect.any(Number),
        video_interview: { has_transcription: true, original_language: expect.any(String) },
      });
      expect((assessment!.skills as unknown[]).length).toBeGreaterThan(2);
    }
  });

  it('gives every seeded job its skills and every application a match score with its reasons', async () => {
    const [jobs] = await sql<{ without: number }>(
      `select count(*)::int as without from jobs where cardinality(required_skills) = 0 and company_id = any($1)`,
      [SEEDED_COMPANIES],
    );
    expect(jobs?.without).toBe(0);
    const apps = await sql<{ id: string; match_score: number | null; reasons: string[] | null }>(
      `select id, match_score, assessment -> 'reasons' as reasons from job_applications where company_id = any($1)`,
      [SEEDED_COMPANIES],
    );
    expect(apps.length).toBeGreaterThan(20);
    for (const app of apps) {
      expect(app.match_score, app.id).toEqual(expect.any(Number));
      expect(app.reasons?.length ?? 0, app.id).toBeGreaterThan(0);
    }
    // Maya (React, TypeScript, …) against Acme's Senior Frontend Engineer (React, TypeScript, CSS, Accessibility).
    const [maya] = await sql<{ reasons: string[] }>(
      `select assessment -> 'reasons' as reasons from job_applications where user_id = $1 and job_id = $2`,
      [SEED.users.talent, 'ab100000-0000-4000-8000-000000000001'],
    );
    expect(maya?.reasons[0]).toMatch(/^Has [34] of 4 required skills/);
  });

  it('lets the seeded talent sign in, each seeing only their own applications', async () => {
    const lena = await signIn('lena.fischer@evee.dev', DEMO_PASSWORD);
    const { data } = await lena.from('job_applications').select('id, user_id').order('id');
    expect(data).toEqual([
      { id: SEED.candidates.lenaGlobexPlacementApplication, user_id: SEED.users.lena },
      { id: SEED.applications.lenaAcmeFrontend, user_id: SEED.users.lena },
    ]);
    const maya = await signIn('talent@evee.dev', DEMO_PASSWORD);
    const mine = await maya.from('job_applications').select('id').order('id');
    expect(mine.data?.map((a) => a.id)).toEqual([
      SEED.applications.mayaAcmeFrontend,
      SEED.applications.mayaGlobexPlatform,
    ]);
  });

  it('gives both companies hiring plans in every status, some past their deadline, and open, draft and closed jobs', async () => {
    const plans = await sql<{ company_id: string; statuses: string[]; overdue: number }>(
      `
      select company_id, array_agg(distinct status::text order by status::text) as statuses,
             count(*) filter (where deadline < current_date)::int as overdue
      from hiring_plans where company_id = any($1) group by company_id`,
      [SEEDED_COMPANIES],
    );
    expect(plans).toHaveLength(2);
    for (const plan of plans) {
      expect(plan.statuses).toEqual(['ongoing', 'past', 'paused', 'propose']);
      expect(plan.overdue).toBeGreaterThan(0);
    }
    const jobs = await sql<{ company_id: string; statuses: string[] }>(
      `
      select company_id, array_agg(distinct status::text) as statuses from jobs where company_id = any($1) group by company_id`,
      [SEEDED_COMPANIES],
    );
    expect(jobs).toHaveLength(2);
    for (const job of jobs) expect(job.statuses).toEqual(expect.arrayContaining(['open', 'draft', 'closed']));
  });

  it("shows signed-out visitors Acme's open Senior Frontend Engineer job by its slug, and no drafts", async () => {
    const anon = anonClient();
    const { data, error } = await anon
      .from('jobs')
      .select('id, title, status, published_at')
      .eq('company_id', SEED.companies.acme)
      .eq('slug', 'senior-frontend-engineer')
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ id: SEED.jobs.acmeSeniorFrontend, title: 'Senior Frontend Engineer', status: 'open' });
    expect(Date.parse(data!.published_at as string)).toBeLessThan(Date.now());
    const all = await anon.from('jobs').select('status').in('company_id', SEEDED_COMPANIES);
    expect(all.data!.length).toBeGreaterThanOrEqual(4);
    expect(new Set(all.data!.map((j) => j.status))).toEqual(new Set(['open']));
  });

  it("links the seeded application conversation to Maya's Acme application and its job", async () => {
    const [conv] = await sql<{ job_id: string; job_application_id: string }>(
      `select job_id, job_application_id from conversations where id = $1`,
      [SEED.conversations.application],
    );
    expect(conv).toEqual({
      job_id: SEED.jobs.acmeSeniorFrontend,
      job_application_id: SEED.applications.mayaAcmeFrontend,
    });
  });
});
