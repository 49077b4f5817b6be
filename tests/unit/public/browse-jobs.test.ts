import { describe, expect, it } from 'vitest';
import { publicJobPath } from '@/features/public/utils/job-path';
import { resultsCount } from '@/features/public/utils/results-count';

describe('the public job list', () => {
  it('links a job to its page at its slug, or at its id when it has none', () => {
    expect(publicJobPath('acme', { id: 'ab100000-0000-4000-8000-000000000004', slug: 'staff-engineer' })).toBe(
      '/company/acme/staff-engineer',
    );
    expect(publicJobPath('acme', { id: 'ab100000-0000-4000-8000-000000000004', slug: null })).toBe(
      '/company/acme/ab100000-0000-4000-8000-000000000004',
    );
  });

  it('says how many open jobs there are, or how many match a search', () => {
    expect(resultsCount(1234, false)).toBe('1,234 open jobs');
    expect(resultsCount(1, false)).toBe('1 open job');
    expect(resultsCount(3, true)).toBe('3 open jobs match');
    expect(resultsCount(1, true)).toBe('1 open job matches');
    expect(resultsCount(0, true)).toBe('0 open jobs match');
  });
});
