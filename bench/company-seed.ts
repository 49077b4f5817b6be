/**
 * Seeds a company workspace for the company benchmark through the service role (the REST and
 * Auth admin APIs, as an operator would): an owner who can sign in, their company with a hiring
 * plan and open jobs, talent with full profiles, and `applications` applications spread over
 * every status, with match scores and assessments. Works against any stack given its URL and
 * JWT secret (the service role key is derived from it, as the local stack derives it).
 */
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { deriveKeys } from '../supabase/local/keys';
import WebSocket from 'ws';

export const BENCH_PASSWORD = 'Bench@pass2026';
const STATUSES = ['reviewing', 'interviewed', 'rejected', 'hired', 'talent_reserved'] as const;

export interface CompanySeed {
  ownerId: string;
  ownerEmail: string;
  companyId: string;
  jobIds: string[];
  talentIds: string[];
  applications: number;
}

export async function serviceRoleClient(url: string, jwtSecret: string): Promise<SupabaseClient> {
  const { serviceRoleKey } = await deriveKeys(jwtSecret);
  return createClient(url, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
}

function must<T>(res: { data: T | null; error: { message: string } | null }, what: string): T {
  if (res.error || res.data === null) throw new Error(`${what} failed: ${res.error?.message ?? 'no data'}`);
  return res.data;
}

async function createUsers(admin: SupabaseClient, names: string[]): Promise<{ id: string; email: string }[]> {
  const users: { id: string; email: string }[] = [];
  // A few at a time: each sign-up hashes a password.
  for (let i = 0; i < names.length; i += 10) {
    const made = await Promise.all(
      names.slice(i, i + 10).map(async (name) => {
        const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${randomUUID().slice(0, 6)}@bench.evee.dev`;
        const { data, error } = await admin.auth.admin.createUser({
          email,
          password: BENCH_PASSWORD,
          email_confirm: true,
          user_metadata: { display_name: name },
        });
        if (error || !data.user) throw new Error(`creating ${email} failed: ${error?.message}`);
        return { id: data.user.id, email };
      }),
    );
    users.push(...made);
  }
  return users;
}

async function insertRows(admin: SupabaseClient, table: string, rows: Record<string, unknown>[]) {
  for (let i = 0; i < rows.length; i += 500) {
    must(
      await admin
        .from(table)
        .insert(rows.slice(i, i + 500))
        .select('id'),
      `insert into ${table}`,
    );
  }
}

export async function seedCompanyApplications(
  stack: { url: string; jwtSecret: string },
  options: { applications?: number; jobs?: number } = {},
): Promise<CompanySeed> {
  const { applications = 2000, jobs = 20 } = options;
  const admin = await serviceRoleClient(stack.url, stack.jwtSecret);
  const [owner] = await createUsers(admin, ['Bench Owner']);
  const ownerId = owner!.id;
  const company = must(
    await admin
      .from('companies')
      .insert({ name: 'Bench Robotics', identifier: `bench-${randomUUID().slice(0, 8)}`, created_by: ownerId })
      .select('id')
      .single<{ id: string }>(),
    'creating the company',
  );
  const plan = must(
    await admin
      .from('hiring_plans')
      .insert({ company_id: company.id, title: 'Scale the team', status: 'ongoing', positions: jobs })
      .select('id')
      .single<{ id: string }>(),
    'creating the plan',
  );
  const jobRows = Array.from({ length: jobs }, (_, j) => ({
    id: randomUUID(),
    company_id: company.id,
    hiring_plan_id: plan.id,
    title: `Bench role ${j + 1}`,
    slug: `bench-role-${j + 1}`,
    status: 'open',
  }));
  await insertRows(admin, 'jobs', jobRows);
  const perJob = Math.ceil(applications / jobs);
  const talents = await createUsers(
    admin,
    Array.from({ length: perJob }, (_, t) => `Bench Talent ${t + 1}`),
  );
  const talentIds = talents.map((t) => t.id);
  await insertRows(
    admin,
    'talent_profiles',
    talentIds.map((userId, t) => ({
      user_id: userId,
      headline: `Engineer ${t + 1}`,
      location: 'Remote',
      experience_years: t % 20,
      skills: ['TypeScript', 'React', 'PostgreSQL'],
      work_experience: [{ title: 'Engineer', company: 'Initech', period: '2020–2024', description: 'Built things' }],
      education: [{ school: 'State University', degree: 'BSc', period: '2016–2020' }],
    })),
  );
  const rows: Record<string, unknown>[] = [];
  for (let n = 0; n < applications; n++) {
    const job = jobRows[Math.floor(n / perJob)]!;
    rows.push({
      job_id: job.id,
      company_id: company.id,
      user_id: talentIds[n % perJob],
      status: STATUSES[n % STATUSES.length],
      match_score: n % 101,
      cover_note: `Application ${n + 1}`,
      assessment: {
        summary: 'Strong fundamentals',
        skills: [{ skill: 'TypeScript', score: 80 }],
        communication: 75,
        professional: 82,
        video_interview: {
          date: '2026-11-01T10:00:00Z',
          duration_minutes: 25,
          has_transcription: true,
          original_language: 'en',
        },
      },
    });
  }
  await insertRows(admin, 'job_applications', rows);
  return {
    ownerId,
    ownerEmail: owner!.email,
    companyId: company.id,
    jobIds: jobRows.map((j) => j.id),
    talentIds,
    applications,
  };
}
