// Per hiring plan: its jobs posted (every job of the plan that left draft) and the candidates
// received (applications to any of the plan's jobs).
import type { ApplicationRow, JobRow } from '@sync/collections/workspace-records/rows';

export interface PlanCounts {
  jobsPosted: number;
  candidatesReceived: number;
}

export function planCounts(jobs: JobRow[], applications: ApplicationRow[]): Map<string, PlanCounts> {
  const counts = new Map<string, PlanCounts>();
  const planOfJob = new Map<string, string>();
  const entry = (planId: string) => {
    let c = counts.get(planId);
    if (!c) counts.set(planId, (c = { jobsPosted: 0, candidatesReceived: 0 }));
    return c;
  };
  for (const job of jobs) {
    if (!job.hiring_plan_id) continue;
    planOfJob.set(job.id, job.hiring_plan_id);
    if (job.status !== 'draft') entry(job.hiring_plan_id).jobsPosted += 1;
  }
  for (const a of applications) {
    const planId = planOfJob.get(a.job_id);
    if (planId) entry(planId).candidatesReceived += 1;
  }
  return counts;
}
