// What the Hiring Center's 'Needs attention' strip lists, worked out on the device from the rows
// it holds: the applications waiting longest in review, plans past their deadline that are not
// archived, and open jobs that have had no application in the week since they were published.
import type { ApplicationRow, HiringPlanRow, JobRow } from '@sync/collections/workspace-records/rows';
import { daysSince, isOverdue } from './dates';

export const WAITING_SHOWN = 3;
export const QUIET_JOB_DAYS = 7;

export type AttentionItem =
  | { kind: 'waiting-application'; application: ApplicationRow; job: JobRow | null; days: number }
  | { kind: 'overdue-plan'; plan: HiringPlanRow; days: number }
  | { kind: 'quiet-job'; job: JobRow; days: number };

interface AttentionInput {
  plans: HiringPlanRow[];
  jobs: JobRow[];
  applications: ApplicationRow[];
  now: Date;
}

/** When an application started waiting: its last status change, else when it came in. */
const waitingSince = (a: ApplicationRow) => a.status_changed_at ?? a.created_at;

export function waitingApplications({ jobs, applications, now }: AttentionInput): AttentionItem[] {
  const jobsById = new Map(jobs.map((j) => [j.id, j]));
  return applications
    .filter((a) => a.status === 'reviewing')
    .sort((a, b) => waitingSince(a).localeCompare(waitingSince(b)) || a.id.localeCompare(b.id))
    .slice(0, WAITING_SHOWN)
    .map((application) => ({
      kind: 'waiting-application' as const,
      application,
      job: jobsById.get(application.job_id) ?? null,
      days: daysSince(waitingSince(application), now),
    }));
}

export function overduePlans({ plans, now }: AttentionInput): AttentionItem[] {
  return plans
    .filter((p) => p.status !== 'past' && isOverdue(p.deadline, now))
    .sort((a, b) => (a.deadline ?? '').localeCompare(b.deadline ?? '') || a.id.localeCompare(b.id))
    .map((plan) => ({ kind: 'overdue-plan' as const, plan, days: daysSince(`${plan.deadline}T23:59:59`, now) }));
}

export function quietJobs({ jobs, applications, now }: AttentionInput): AttentionItem[] {
  const applied = new Set(applications.map((a) => a.job_id));
  return jobs
    .filter((j) => j.status === 'open' && j.published_at && !applied.has(j.id))
    .map((job) => ({ kind: 'quiet-job' as const, job, days: daysSince(job.published_at as string, now) }))
    .filter((item) => item.days >= QUIET_JOB_DAYS)
    .sort((a, b) => b.days - a.days || a.job.id.localeCompare(b.job.id));
}

/** Everything that needs attention, oldest waiting first within each kind. */
export function needsAttention(input: AttentionInput): AttentionItem[] {
  return [...waitingApplications(input), ...overduePlans(input), ...quietJobs(input)];
}
