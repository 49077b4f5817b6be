/**
 * Seeds open jobs for the search benchmark straight into a throw-away stack's database (one
 * INSERT … SELECT; the API would take minutes for 20,000 rows): 50 companies, jobs with titles,
 * places, workplaces, employment types and salaries drawn from small vocabularies, so the
 * words the benchmark searches for match a realistic share of them. BENCH_DESCRIPTION_CHARS pads
 * each description to that length (real ones run to a few thousand characters; the default keeps
 * the short one), to weigh what a search answering full descriptions costs.
 */
import pg from 'pg';
import type { StackInfo } from './chat-setup';

const TITLES = [
  'Senior Frontend Engineer',
  'Backend Engineer',
  'Data Engineer',
  'Product Designer',
  'Site Reliability Engineer',
  'Engineering Manager',
  'Mobile Developer',
  'Machine Learning Engineer',
  'Customer Support Specialist',
  'Sales Development Representative',
  'Technical Writer',
  'Security Analyst',
  'Platform Engineer',
  'QA Engineer',
  'Data Analyst',
  'Solutions Architect',
  'Recruiter',
  'Marketing Manager',
  'Operations Lead',
  'Finance Analyst',
];
const PLACES = [
  'Lisbon, Portugal',
  'Berlin, Germany',
  'Austin, TX',
  'Toronto, Canada',
  'London, UK',
  'Remote',
  'Pittsburgh, PA',
  'Rotterdam, Netherlands',
];

export async function seedSearchJobs(info: StackInfo, jobs: number): Promise<void> {
  const db = new pg.Client({ connectionString: info.dbUrl });
  await db.connect();
  try {
    await db.query(
      `insert into public.companies (name, identifier)
       select 'Bench Company ' || i, 'bench-company-' || i from generate_series(1, 50) i
       on conflict (identifier) do nothing`,
    );
    await db.query(
      `insert into public.jobs (company_id, slug, title, description, employment_type, location, workplace,
                                salary_min, salary_max, status, published_at)
       select c.id, 'bench-job-' || i,
              ($2::text[])[1 + i % array_length($2::text[], 1)] || case when i % 7 = 0 then ', Payments' else '' end,
              rpad(b.base, greatest(length(b.base), $4::int),
                   ' We review each other''s work, pair on hard problems and write down why we chose what we did.'),
              (array['full_time','part_time','contract','internship','temporary'])[1 + i % 5]::public.employment_type,
              ($3::text[])[1 + i % array_length($3::text[], 1)],
              (array['onsite','hybrid','remote'])[1 + i % 3]::public.job_workplace,
              40000 + (i % 40) * 4000, 60000 + (i % 40) * 5000, 'open', now() - (i % 90) * interval '1 day'
         from generate_series(1, $1::int) i
        cross join lateral (select 'Join a team that ships every week. We use TypeScript, Go and PostgreSQL, '
                                   || 'value written decisions, and keep on-call humane. Role ' || i || '.' as base) b
         join (select id, row_number() over (order by identifier) - 1 as n from public.companies
                where identifier like 'bench-company-%') c on c.n = i % 50`,
      [jobs, TITLES, PLACES, Number(process.env.BENCH_DESCRIPTION_CHARS ?? 0)],
    );
    await db.query('analyze public.jobs');
  } finally {
    await db.end();
  }
}
