/**
 * The company workspace's writes, offline-first: each is checked against its row's schema (../schemas), written on
 * the device at once (shown as pending until the server takes it) and sent by the workspace
 * records' replication when online. Ids are made here, so a retried send is idempotent. The
 * server decides in the end: a refusal is recorded in sync_failures with its words.
 */
import { nowTimestamp } from '../collections/fields';
import type {
  ApplicationRow,
  ApplicationStatus,
  HiringPlanRow,
  JobRow,
  JobStatus,
} from '../collections/workspace-records/rows';
import type { EveeDatabase } from '../database';
import { getRow, rowsQuery, writeRow } from './records';
import { checkRow } from '../schemas/check';
import { hiringPlanSchema } from '../schemas/hiring-plans';
import { jobApplicationSchema } from '../schemas/job-applications';
import { jobSchema } from '../schemas/jobs';
import { slugify } from './slug';
import { WorkspaceInputError } from './input-error';
import { plainRow } from '../replication/records';
import { accessSyncedOnDevice } from '../queries/access';

export type ApplicationStatusExtra = Partial<Pick<ApplicationRow, 'rejection_reason'>>;

export async function setApplicationStatus(
  db: EveeDatabase,
  applicationId: string,
  status: ApplicationStatus,
  extra: ApplicationStatusExtra = {},
): Promise<ApplicationRow> {
  const current = await getRow(db, 'job_applications', applicationId);
  if (!current) throw new WorkspaceInputError('id', 'This application is not on this device');
  const next: ApplicationRow = { ...current, ...given(extra), status };
  if (status !== current.status) next.status_changed_at = nowTimestamp();
  checkRow(jobApplicationSchema, next);
  await writeRow(db, 'job_applications', next);
  return next;
}

type Editable<Row, Fixed extends keyof Row> = Partial<Omit<Row, Fixed>>;

export type HiringPlanInput = Editable<HiringPlanRow, 'created_by' | 'created_at' | 'updated_at'>;
export type JobInput = Editable<JobRow, 'created_by' | 'created_at' | 'updated_at' | 'published_at'>;

/**
 * Refuses at once a company the device knows the person is not in. Until the device has pulled
 * the person's memberships (signed in a moment ago, the network cut since), it cannot know, and
 * the server decides when the write goes out: a refusal is then recorded for the person to see.
 */
async function assertMember(db: EveeDatabase, userId: string, companyId: string | undefined) {
  if (!companyId) throw new WorkspaceInputError('company_id', 'Choose the company');
  const membership = await db.company_team_members
    .findOne({ selector: { user_id: userId, company_id: companyId } })
    .exec();
  if (!membership && (await accessSyncedOnDevice(db)))
    throw new WorkspaceInputError('company_id', 'You are not a member of this company');
}

/** The input without its undefined fields: a form's empty optional field changes nothing. */
function given<T extends object>(input: T): T {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as T;
}

function created(userId: string) {
  const at = nowTimestamp();
  return { id: crypto.randomUUID(), created_by: userId, created_at: at, updated_at: at };
}

/** Creates a plan (no id, or an id not on the device) or changes one; returns the plan as written. */
export async function saveHiringPlan(db: EveeDatabase, userId: string, raw: HiringPlanInput): Promise<HiringPlanRow> {
  const input = given(raw);
  const current = input.id ? await getRow(db, 'hiring_plans', input.id) : null;
  if (!current) await assertMember(db, userId, input.company_id);
  const plan: HiringPlanRow = current
    ? { ...current, ...input, company_id: current.company_id }
    : {
        ...created(userId),
        goal: null,
        status: 'propose',
        department: null,
        priority: 'medium',
        budget: null,
        budget_currency: 'USD',
        positions: 1,
        deadline: null,
        needs_recruiter: false,
        ...(input as HiringPlanInput & Pick<HiringPlanRow, 'company_id' | 'title'>),
      };
  checkRow(hiringPlanSchema, plan);
  await writeRow(db, 'hiring_plans', plan);
  return plan;
}

/** Creates a job or changes one (publishing is status 'open'); returns the job as written. */
export async function saveJob(db: EveeDatabase, userId: string, raw: JobInput): Promise<JobRow> {
  const input = given(raw);
  const current = input.id ? await getRow(db, 'jobs', input.id) : null;
  if (!current) await assertMember(db, userId, input.company_id);
  const base: JobRow = current
    ? { ...current, ...input, company_id: current.company_id }
    : {
        ...created(userId),
        hiring_plan_id: null,
        slug: '',
        description: '',
        employment_type: 'full_time',
        location: null,
        workplace: 'onsite',
        salary_min: null,
        salary_max: null,
        salary_currency: 'USD',
        salary_period: 'year',
        status: 'draft',
        published_at: null,
        ...(input as JobInput & Pick<JobRow, 'company_id' | 'title'>),
      };
  const job: JobRow = { ...base, slug: base.slug || (await freeSlug(db, base)) };
  // The server stamps its own time when it takes the first publication; this shows it meanwhile.
  if (job.status === 'open' && !job.published_at) job.published_at = nowTimestamp();
  checkRow(jobSchema, job);
  await checkJobReferences(db, job);
  await writeRow(db, 'jobs', job);
  return job;
}

/** Publish ('open'), pause, close, or back to draft. */
export async function setJobStatus(db: EveeDatabase, userId: string, jobId: string, status: JobStatus) {
  const current = await getRow(db, 'jobs', jobId);
  if (!current) throw new WorkspaceInputError('id', 'This job is not on this device');
  return saveJob(db, userId, { id: jobId, status });
}

async function companySlugs(db: EveeDatabase, job: JobRow): Promise<Set<string>> {
  const jobs = await rowsQuery(db, 'jobs', { scope: job.company_id }).exec();
  return new Set(
    jobs
      .map((d) => plainRow<JobRow>(d))
      .filter((j) => j.id !== job.id)
      .flatMap((j) => (j.slug ? [j.slug] : [])),
  );
}

async function freeSlug(db: EveeDatabase, job: JobRow): Promise<string> {
  const taken = await companySlugs(db, job);
  const base = slugify(job.title ?? '');
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base.slice(0, 80 - String(n).length - 1)}-${n}`;
    if (!taken.has(slug)) return slug;
  }
}

async function checkJobReferences(db: EveeDatabase, job: JobRow) {
  if (job.slug && (await companySlugs(db, job)).has(job.slug)) {
    throw new WorkspaceInputError('slug', 'Another job of this company already has this address');
  }
  if (job.hiring_plan_id) {
    const plan = await getRow(db, 'hiring_plans', job.hiring_plan_id);
    if (!plan || plan.company_id !== job.company_id) {
      throw new WorkspaceInputError('hiring_plan_id', 'The hiring plan is not one of this company’s');
    }
  }
}
