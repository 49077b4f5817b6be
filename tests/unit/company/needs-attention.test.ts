import { describe, expect, it } from 'vitest';
import type { ApplicationRow, HiringPlanRow, JobRow } from '@sync/collections/workspace-records/rows';
import { needsAttention } from '@/features/company/utils/needs-attention';
import { planFormSchema, emptyPlanForm, type PlanFormValues } from '@/features/company/utils/plan-form';
import { formErrors } from '@/utils/form-schema';
import { applicationRow } from '../../fixtures/record-rows';

const validatePlanForm = (values: PlanFormValues) => formErrors(planFormSchema, values);

const now = new Date('2026-11-23T12:00:00');
const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000).toISOString();

const plan = (id: string, over: Partial<HiringPlanRow> = {}): HiringPlanRow => ({
  id,
  company_id: 'c1',
  title: `Plan ${id}`,
  goal: null,
  status: 'ongoing',
  department: null,
  priority: 'medium',
  budget: null,
  budget_currency: 'USD',
  positions: 1,
  deadline: null,
  needs_recruiter: false,
  created_by: null,
  created_at: daysAgo(30),
  updated_at: daysAgo(30),
  ...over,
});

const job = (id: string, over: Partial<JobRow> = {}): JobRow => ({
  id,
  company_id: 'c1',
  hiring_plan_id: null,
  slug: id,
  title: `Job ${id}`,
  description: '',
  employment_type: 'full_time',
  location: null,
  workplace: 'onsite',
  salary_min: null,
  salary_max: null,
  salary_currency: 'USD',
  salary_period: 'year',
  status: 'open',
  published_at: daysAgo(10),
  created_by: null,
  created_at: daysAgo(20),
  updated_at: daysAgo(20),
  ...over,
});

const application = (id: string, over: Partial<ApplicationRow> = {}): ApplicationRow =>
  applicationRow({ id, job_id: 'busy', company_id: 'c1', user_id: `u-${id}`, created_at: daysAgo(1), ...over });

const kinds = (items: ReturnType<typeof needsAttention>) =>
  items.map((i) =>
    i.kind === 'waiting-application'
      ? `${i.kind}:${i.application.id}:${i.days}`
      : i.kind === 'overdue-plan'
        ? `${i.kind}:${i.plan.id}`
        : `${i.kind}:${i.job.id}:${i.days}`,
  );

describe('needs attention', () => {
  it('lists the three applications waiting longest in review, oldest first, with their age in days', () => {
    const applications = [
      application('a', { created_at: daysAgo(2) }),
      application('b', { created_at: daysAgo(9) }),
      application('c', { created_at: daysAgo(30), status_changed_at: daysAgo(4) }),
      application('d', { created_at: daysAgo(6) }),
      application('e', { created_at: daysAgo(50), status: 'hired' }),
    ];
    const items = needsAttention({ plans: [], jobs: [job('busy')], applications, now });
    expect(kinds(items)).toEqual(['waiting-application:b:9', 'waiting-application:d:6', 'waiting-application:c:4']);
  });

  it('lists plans past their deadline unless they are archived, and not plans due today', () => {
    const plans = [
      plan('late', { deadline: '2026-11-20' }),
      plan('archived', { deadline: '2026-11-01', status: 'past' }),
      plan('today', { deadline: '2026-11-23' }),
      plan('none'),
      plan('paused-late', { deadline: '2026-10-01', status: 'paused' }),
    ];
    const items = needsAttention({ plans, jobs: [], applications: [], now });
    expect(kinds(items)).toEqual(['overdue-plan:paused-late', 'overdue-plan:late']);
  });

  it('lists open jobs with no application seven days after publication, but not younger, closed or busy ones', () => {
    const jobs = [
      job('quiet', { published_at: daysAgo(12) }),
      job('young', { published_at: daysAgo(6) }),
      job('closed', { status: 'closed', published_at: daysAgo(40) }),
      job('draft', { status: 'draft', published_at: null }),
      job('busy', { published_at: daysAgo(40) }),
      job('week', { published_at: daysAgo(7) }),
    ];
    const applications = [application('x', { status: 'rejected' })];
    const items = needsAttention({ plans: [], jobs, applications, now });
    expect(kinds(items)).toEqual(['quiet-job:quiet:12', 'quiet-job:week:7']);
  });

  it('is empty when nothing waits', () => {
    const hired = [application('h', { status: 'hired' })];
    expect(needsAttention({ plans: [plan('p')], jobs: [job('busy')], applications: hired, now })).toEqual([]);
  });
});

describe('hiring plan form', () => {
  it('needs a title and positions from 1 to 1000 and refuses a negative budget', () => {
    expect(validatePlanForm({ ...emptyPlanForm, title: ' ' }).title).toBe('Enter a title');
    expect(validatePlanForm({ ...emptyPlanForm, title: 'A', positions: '0' }).positions).toBeTruthy();
    expect(validatePlanForm({ ...emptyPlanForm, title: 'A', positions: '1001' }).positions).toBeTruthy();
    expect(validatePlanForm({ ...emptyPlanForm, title: 'A', positions: '2.5' }).positions).toBeTruthy();
    expect(validatePlanForm({ ...emptyPlanForm, title: 'A', budget: '-1' }).budget).toBe('Budget must be 0 or more');
    expect(validatePlanForm({ ...emptyPlanForm, title: 'A', positions: '1000', budget: '0' })).toEqual({});
  });
});
