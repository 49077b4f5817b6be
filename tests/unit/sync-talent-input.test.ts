import { describe, expect, it } from 'vitest';
import type { JobAlertRow } from '@sync/collections/workspace-records/rows';
import { isDeviceCopy } from '@sync/replication/records';
import { copiedCompany, jobCopyOf } from '@sync/talent/job-copy';
import { checkSearchParams, searchArguments, type SearchJob } from '@sync/talent/search';
import { checkRow } from '@sync/schemas/check';
import { applicationInputSchema } from '@sync/schemas/job-applications';
import { jobAlertSchema } from '@sync/schemas/job-alerts';
import { userProfileSchema, type OwnNames } from '@sync/schemas/user-profiles';
import { WorkspaceInputError } from '@sync/workspace/input-error';

const fieldOf = (run: () => void) => {
  try {
    run();
    return null;
  } catch (err) {
    return err instanceof WorkspaceInputError ? err.field : String(err);
  }
};

const checkJobAlert = (row: JobAlertRow) => checkRow(jobAlertSchema, row);
const checkOwnNames = (names: OwnNames) => checkRow(userProfileSchema, names);
const checkApplicationInput = (input: { coverNote?: string }) =>
  checkRow(applicationInputSchema, { cover_note: input.coverNote });

const alert = (over: Partial<JobAlertRow> = {}): JobAlertRow => ({
  id: 'a1',
  user_id: 'u1',
  name: 'Remote frontend',
  query: 'frontend',
  location: null,
  workplace: 'remote',
  employment_type: null,
  min_salary: null,
  active: true,
  last_notified_at: null,
  created_at: 'x',
  updated_at: 'x',
  ...over,
});

describe('the talent’s input', () => {
  it('accepts a good alert and names the field of a bad one', () => {
    expect(fieldOf(() => checkJobAlert(alert()))).toBeNull();
    expect(fieldOf(() => checkJobAlert(alert({ name: '  ' })))).toBe('name');
    expect(fieldOf(() => checkJobAlert(alert({ query: 'x'.repeat(201) })))).toBe('query');
    expect(fieldOf(() => checkJobAlert(alert({ workplace: 'moon' as never })))).toBe('workplace');
    expect(fieldOf(() => checkJobAlert(alert({ min_salary: -1 })))).toBe('min_salary');
  });

  it('bounds an application’s note and a person’s names', () => {
    expect(fieldOf(() => checkApplicationInput({ coverNote: 'Hello' }))).toBeNull();
    expect(fieldOf(() => checkApplicationInput({ coverNote: 'x'.repeat(5001) }))).toBe('cover_note');
    expect(fieldOf(() => checkOwnNames({ first_name: 'x'.repeat(81) }))).toBe('first_name');
    expect(fieldOf(() => checkOwnNames({ display_name: 'Tina' }))).toBeNull();
  });

  it('asks search_jobs with its defaults for blank fields, and refuses what the server would', () => {
    expect(searchArguments({ q: '  front ', location: ' ', workplace: null })).toEqual({ q: 'front' });
    expect(searchArguments({ workplace: 'remote', min_salary: 0, page: 2 })).toEqual({
      q: '',
      workplace: 'remote',
      min_salary: 0,
      page: 2,
    });
    expect(fieldOf(() => checkSearchParams({ page_size: 51 }))).toBe('page_size');
    expect(fieldOf(() => checkSearchParams({ page: -1 }))).toBe('page');
    expect(fieldOf(() => checkSearchParams({ q: 'x'.repeat(201) }))).toBe('q');
  });
});

describe('a job copied from a search result', () => {
  const result: SearchJob = {
    id: 'j1',
    company_id: 'c1',
    slug: 'data-engineer',
    title: 'Data Engineer',
    snippet: 'Pipelines',
    employment_type: 'full_time',
    location: 'Berlin',
    workplace: 'hybrid',
    salary_min: 1,
    salary_max: 2,
    salary_currency: 'EUR',
    salary_period: 'year',
    published_at: '2026-11-23T10:00:00.000000+00:00',
    company_name: 'Acme',
    company_identifier: 'acme',
    company_logo_url: null,
    rank: 0.5,
  };

  it('is an open job marked as the device’s copy, carrying the company the search showed', () => {
    const copy = jobCopyOf(result);
    expect([copy.status, copy.title, copy.company_id, copy.description]).toEqual([
      'open',
      'Data Engineer',
      'c1',
      'Pipelines',
    ]);
    expect(isDeviceCopy(copy as never)).toBe(true);
    expect(copiedCompany(copy)).toEqual({ company_name: 'Acme', company_identifier: 'acme', company_logo_url: null });
    const { _copy, ...server } = copy;
    void _copy;
    expect(isDeviceCopy(server as never)).toBe(false);
  });
});
