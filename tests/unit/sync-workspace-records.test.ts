import { describe, expect, it } from 'vitest';
import { conflictHandlerFor } from '@sync/conflict/handler';
import { resolveWorkspaceRecord } from '@sync/collections/workspace-records/conflict';
import { workspaceTables } from '@sync/collections/workspace-records/tables';
import type { WorkspaceRecordDoc } from '@sync/collections/workspace-records/schema';
import { NO_TIME, recordOf, toRecordDoc } from '@sync/replication/records';
import { newestFirstKey } from '@sync/collections/conversation-messages/order';
import { checkRow } from '@sync/schemas/check';
import { hiringPlanSchema } from '@sync/schemas/hiring-plans';
import { jobSchema } from '@sync/schemas/jobs';
import { slugify } from '@sync/workspace/slug';

const checkHiringPlan = (row: HiringPlanRow) => checkRow(hiringPlanSchema, row);
const checkJob = (row: JobRow) => checkRow(jobSchema, row);
import { WorkspaceInputError } from '@sync/workspace/input-error';
import type { HiringPlanRow, JobRow } from '@sync/collections/workspace-records/rows';

const def = (table: string) => workspaceTables.find((t) => t.table === table)!;

const application = (over: Record<string, unknown> = {}) => ({
  id: 'a1',
  job_id: 'j1',
  company_id: 'c1',
  user_id: 'u1',
  status: 'reviewing',
  created_at: '2026-11-23T10:00:00.000000+00:00',
  _modified: '2026-11-23T10:00:01.000000+00:00',
  _txid: '812',
  _deleted: false,
  ...over,
});

const record = (over: Record<string, unknown> = {}) => ({
  ...toRecordDoc(def('job_applications'), application(over)),
});

describe('a workspace record', () => {
  it('keeps the server’s bookkeeping (_modified, _txid) out of the row it stores', () => {
    expect(Object.keys(record().row)).not.toEqual(expect.arrayContaining(['_txid']));
    expect(Object.keys(record().row)).not.toEqual(expect.arrayContaining(['_modified']));
  });

  it('keeps the row whole and copies its scope, parent and sort columns into indexed keys', () => {
    const doc = toRecordDoc(def('job_applications'), application());
    expect(doc).toEqual({
      id: 'a1',
      table: 'job_applications',
      scope: 'c1',
      parent: 'j1',
      newest_first: newestFirstKey('2026-11-23T10:00:00.000000+00:00'),
      row: {
        id: 'a1',
        job_id: 'j1',
        company_id: 'c1',
        user_id: 'u1',
        status: 'reviewing',
        created_at: '2026-11-23T10:00:00.000000+00:00',
      },
      _deleted: false,
    });
  });

  it('reads a missing key as empty and a deleted row as deleted', () => {
    const job = toRecordDoc(def('jobs'), { id: 'j1', company_id: 'c1', hiring_plan_id: null, _deleted: true });
    expect([job.parent, job.newest_first, job._deleted]).toEqual(['', NO_TIME, true]);
    const profile = recordOf(def('talent_profiles'), { id: 't1', user_id: 'u9', updated_at: 'x' });
    expect([profile.scope, profile.parent, '_deleted' in profile]).toEqual(['u9', '', false]);
  });
});

describe('workspace record conflicts', () => {
  it('are won by the server, its keys included', () => {
    const local = record({ status: 'hired', job_id: 'j1' });
    const server = record({ status: 'rejected', job_id: 'j2' });
    expect(resolveWorkspaceRecord(local, server)).toBe(server);
    expect(resolveWorkspaceRecord(local, server).parent).toBe('j2');
  });

  it('keep a deletion on the server', () => {
    const server = record({ _deleted: true });
    expect(resolveWorkspaceRecord(record({ status: 'hired' }), server)._deleted).toBe(true);
  });

  it('are not conflicts when the content is the same', () => {
    const handler = conflictHandlerFor<WorkspaceRecordDoc>(resolveWorkspaceRecord);
    const withMeta = { ...record(), _meta: { lwt: 1 }, _rev: '1-a' } as never;
    expect(handler.isEqual(withMeta, record(), 'test')).toBe(true);
    expect(handler.isEqual(record({ status: 'hired' }), record(), 'test')).toBe(false);
  });
});

const plan = (over: Partial<HiringPlanRow> = {}): HiringPlanRow => ({
  id: 'p1',
  company_id: 'c1',
  title: 'Grow the platform team',
  goal: null,
  status: 'propose',
  department: null,
  priority: 'medium',
  budget: null,
  budget_currency: 'USD',
  positions: 1,
  deadline: null,
  needs_recruiter: false,
  created_by: null,
  created_at: '',
  updated_at: '',
  ...over,
});

const job = (over: Partial<JobRow> = {}): JobRow => ({
  id: 'j1',
  company_id: 'c1',
  hiring_plan_id: null,
  slug: 'senior-frontend-engineer',
  title: 'Senior Frontend Engineer',
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
  created_by: null,
  created_at: '',
  updated_at: '',
  ...over,
});

describe('checking workspace input', () => {
  it('accepts what the server accepts', () => {
    expect(() => checkHiringPlan(plan({ budget: 0, positions: 1000, deadline: '2027-01-31' }))).not.toThrow();
    expect(() => checkJob(job({ salary_min: 1, salary_max: 1 }))).not.toThrow();
  });

  it('names the field the server would refuse', () => {
    const fieldOf = (run: () => void) => {
      try {
        run();
      } catch (err) {
        return err instanceof WorkspaceInputError ? err.field : 'other';
      }
      return null;
    };
    expect(fieldOf(() => checkHiringPlan(plan({ title: '   ' })))).toBe('title');
    expect(fieldOf(() => checkHiringPlan(plan({ positions: 0 })))).toBe('positions');
    expect(fieldOf(() => checkHiringPlan(plan({ budget_currency: 'usd' })))).toBe('budget_currency');
    expect(fieldOf(() => checkJob(job({ slug: 'Senior--frontend' })))).toBe('slug');
    expect(fieldOf(() => checkJob(job({ salary_min: 10, salary_max: 9 })))).toBe('salary_max');
    expect(fieldOf(() => checkJob(job({ status: 'published' as never })))).toBe('status');
  });

  it('makes a job’s address from its title', () => {
    expect(slugify('Senior Frontend Engineer (Remote)')).toBe('senior-frontend-engineer-remote');
    expect(slugify('Café Manager')).toBe('cafe-manager');
    expect(slugify('!')).toBe('job-new');
  });
});
