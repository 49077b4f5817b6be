// The row schemas the forms and sync's checked writes share (sync/schemas) agree with the
// database: every CHECK constraint and enum of each table with a schema is read from the catalog,
// and its boundary values are written both to the schema and to the table (an update of a seeded
// row as the service role, in a transaction rolled back), which must accept and refuse alike.
// Updating a seeded row rather than inserting a new one keeps foreign keys and unique keys out
// of it: only the CHECKs and types decide.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import type { z } from 'zod';
import { calendarEventSchema } from '@sync/schemas/calendar-events';
import { companySchema } from '@sync/schemas/companies';
import { hiringPlanSchema } from '@sync/schemas/hiring-plans';
import { jobAlertSchema } from '@sync/schemas/job-alerts';
import { jobApplicationSchema } from '@sync/schemas/job-applications';
import { jobSchema } from '@sync/schemas/jobs';
import { supportTicketSchema } from '@sync/schemas/support-tickets';
import { talentProfileSchema } from '@sync/schemas/talent-profiles';
import { userProfileSchema } from '@sync/schemas/user-profiles';
import { casesFor, wordCases, type CheckCase } from '../fixtures/check-cases';
import { db } from '../fixtures/stack';

const schemas: Record<string, z.ZodType> = {
  hiring_plans: hiringPlanSchema,
  jobs: jobSchema,
  job_applications: jobApplicationSchema,
  job_alerts: jobAlertSchema,
  talent_profiles: talentProfileSchema,
  user_profiles: userProfileSchema,
  calendar_events: calendarEventSchema,
  companies: companySchema,
  support_tickets: supportTicketSchema,
};

/** A résumé file's metadata in the row's owner's folder (20261130110000_resume_files). */
const resumeOf = (row: Record<string, unknown>, over: Record<string, unknown> = {}) => ({
  bucket: 'resumes',
  path: `${String(row.user_id)}/a-cv.pdf`,
  name: 'cv.pdf',
  size: 1200,
  type: 'application/pdf',
  uploadedAt: '2026-11-30T10:00:00.000Z',
  ...over,
});

/**
 * Cases for a résumé reference column. That the path lies in the owner's folder is the
 * database's (resume-files.test.ts tries it); the row schemas check the shape.
 */
const resumeCases =
  (column: string) =>
  (row: Record<string, unknown>): CheckCase[] => [
    { set: { [column]: null }, label: `no ${column}` },
    { set: { [column]: resumeOf(row) }, label: `a ${column}` },
    { set: { [column]: resumeOf(row, { size: 10 * 1024 * 1024 }) }, label: `a ${column} of 10 MB` },
    { set: { [column]: resumeOf(row, { size: 10 * 1024 * 1024 + 1 }) }, label: `a ${column} over 10 MB` },
    { set: { [column]: resumeOf(row, { size: 0 }) }, label: `an empty ${column}` },
    { set: { [column]: resumeOf(row, { type: 'text/html' }) }, label: `a ${column} of HTML` },
    { set: { [column]: resumeOf(row, { bucket: 'avatars' }) }, label: `a ${column} in avatars` },
    { set: { [column]: resumeOf(row, { name: '' }) }, label: `a ${column} without a name` },
    { set: { [column]: resumeOf(row, { extra: 1 }) }, label: `a ${column} with another key` },
    { set: { [column]: resumeOf(row, { path: `${String(row.user_id)}/../x.pdf` }) }, label: `a ${column} with ..` },
    { set: { [column]: resumeOf(row, { uploadedAt: 'yesterday' }) }, label: `a ${column} of no time` },
    { set: { [column]: 'cv.pdf' }, label: `a ${column} that is text` },
  ];

/** CHECKs over several columns, whose boundaries are written by hand (some from the probed row). */
const multiColumn: Record<string, CheckCase[] | ((row: Record<string, unknown>) => CheckCase[])> = {
  talent_profiles_resume_check: resumeCases('resume'),
  job_applications_resume_file_check: resumeCases('resume_file'),
  jobs_salary_range: [
    { set: { salary_min: 10, salary_max: 9 }, label: 'salary 10 to 9' },
    { set: { salary_min: 10, salary_max: 10 }, label: 'salary 10 to 10' },
    { set: { salary_min: null, salary_max: 5 }, label: 'salary up to 5' },
  ],
  jobs_skills_bounded: [
    { set: { required_skills: Array.from({ length: 30 }, (_, i) => `Skill ${i}`) }, label: '30 required skills' },
    { set: { required_skills: Array.from({ length: 31 }, (_, i) => `Skill ${i}`) }, label: '31 required skills' },
    { set: { nice_to_have_skills: ['x'.repeat(60)] }, label: 'a 60-character skill' },
    { set: { nice_to_have_skills: ['x'.repeat(61)] }, label: 'a 61-character skill' },
    { set: { required_skills: ['Go', '  '] }, label: 'a blank skill' },
  ],
  calendar_events_ends_after_start: [
    {
      set: { starts_at: '2027-01-01T10:00:00+00:00', ends_at: '2027-01-01T10:00:00+00:00' },
      label: 'ends at its start',
    },
    { set: { starts_at: '2027-01-01T10:00:00+00:00', ends_at: '2027-01-01T09:59:00+00:00' }, label: 'ends before' },
    { set: { starts_at: '2027-01-01T10:00:00+00:00', ends_at: '2027-01-01T10:01:00+00:00' }, label: 'ends after' },
  ],
};

/** CHECKs and enum columns only the server writes (whether a profile is claimed), which no device write carries. */
const serverOwned = new Set(['user_profiles_unclaimed_is_pending', 'user_profiles.status']);

/** Postgres refuses a value by a CHECK, an enum or a type it cannot take. */
const REFUSALS = new Set(['23514', '22P02', '22003', '22023']);

let client: pg.Client;
beforeAll(async () => {
  client = await db();
});
afterAll(async () => {
  await client.end();
});

async function tableFacts(table: string) {
  const checks = await client.query<{ name: string; def: string }>(
    `select conname as name, pg_get_constraintdef(oid) as def from pg_constraint
      where contype = 'c' and conrelid = $1::regclass order by 1`,
    [`public.${table}`],
  );
  const columns = await client.query<{ name: string; udt: string; labels: string[] | null }>(
    `select c.column_name as name, c.udt_name as udt,
            (select array_agg(e.enumlabel::text order by e.enumsortorder) from pg_enum e
               join pg_type t on t.oid = e.enumtypid where t.typname = c.udt_name) as labels
       from information_schema.columns c where c.table_schema = 'public' and c.table_name = $1`,
    [table],
  );
  return { checks: checks.rows, columns: columns.rows };
}

/** A seeded row the schema accepts, as the database sends it. */
async function baseRow(table: string, schema: z.ZodType) {
  const { rows } = await client.query<{ row: Record<string, unknown> }>(
    `select to_jsonb(t) as row from public.${table} t where not _deleted order by id limit 50`,
  );
  const row = rows.map((r) => r.row).find((r) => schema.safeParse(r).success);
  if (!row) throw new Error(`no seeded ${table} row passes its schema`);
  return row;
}

async function databaseAccepts(table: string, id: unknown, set: Record<string, unknown>): Promise<boolean> {
  const cols = Object.keys(set);
  await client.query('savepoint probe');
  try {
    await client.query(
      `update public.${table} set (${cols.join(', ')}) =
         (select ${cols.map((c) => `r.${c}`).join(', ')} from jsonb_populate_record(null::public.${table}, $1::jsonb) r)
        where id = $2`,
      [JSON.stringify(set), id],
    );
    return true;
  } catch (err) {
    const code = (err as { code?: string }).code ?? '';
    if (REFUSALS.has(code)) return false;
    throw new Error(`${table} ${JSON.stringify(set).slice(0, 80)}: ${(err as Error).message}`);
  } finally {
    await client.query('rollback to savepoint probe');
  }
}

function enumOptions(schema: z.ZodType, column: string): string[] | null {
  let field = (schema as unknown as { shape?: Record<string, z.ZodType> }).shape?.[column];
  while (field && ['nullable', 'optional'].includes(field.def.type))
    field = (field.def as unknown as { innerType: z.ZodType }).innerType;
  return field && field.def.type === 'enum' ? [...(field as unknown as { options: string[] }).options] : null;
}

describe('the shared row schemas', () => {
  for (const [table, schema] of Object.entries(schemas)) {
    it(`accept and refuse what the database does at every CHECK and enum of ${table}`, async () => {
      const { checks, columns } = await tableFacts(table);
      const whole = new Set(columns.filter((c) => ['int2', 'int4', 'int8'].includes(c.udt)).map((c) => c.name));
      const base = await baseRow(table, schema);
      const unknown: string[] = [];
      const cases: CheckCase[] = [];
      for (const check of checks) {
        if (serverOwned.has(check.name)) continue;
        const byHand = multiColumn[check.name];
        const found = typeof byHand === 'function' ? byHand(base) : (byHand ?? casesFor(check.def, whole));
        if (found) cases.push(...found);
        else unknown.push(`${check.name}: ${check.def}`);
      }
      const enumMismatch: string[] = [];
      for (const column of columns.filter((c) => c.labels && !serverOwned.has(`${table}.${c.name}`))) {
        const options = enumOptions(schema, column.name);
        if (JSON.stringify(options) !== JSON.stringify(column.labels))
          enumMismatch.push(
            `${column.name}: schema ${JSON.stringify(options)}, database ${JSON.stringify(column.labels)}`,
          );
        cases.push(...wordCases(column.name, column.labels!));
      }
      expect(unknown, 'CHECKs with no boundary cases').toEqual([]);
      expect(enumMismatch, 'enums the schema spells differently').toEqual([]);

      const disagreements: string[] = [];
      await client.query('begin');
      try {
        await client.query('set local role service_role');
        for (const c of cases) {
          const inDatabase = await databaseAccepts(table, base.id, c.set);
          const inSchema = schema.safeParse({ ...base, ...c.set }).success;
          if (inDatabase !== inSchema)
            disagreements.push(
              `${c.label}: database ${inDatabase ? 'accepts' : 'refuses'}, schema ${inSchema ? 'accepts' : 'refuses'}`,
            );
        }
      } finally {
        await client.query('rollback');
      }
      expect(cases.length).toBeGreaterThan(0);
      expect(disagreements).toEqual([]);
    });
  }
});
