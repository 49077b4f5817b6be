// Job Search's results keep each unchanged job's object from one answer to the next, so the
// memoised cards of jobs that did not change are not drawn again.
import { describe, expect, it } from 'vitest';
import { sameCopies } from '@/features/talent/data/same-copies';
import type { SearchJob } from '@sync/talent/search';

const job = (id: string, title: string) =>
  ({ id, company_id: 'c1', slug: null, title, description: 'About the role' }) as unknown as SearchJob;

describe('the jobs an answer shows', () => {
  it('gives the copy already shown for a job that comes back unchanged, and the new copy of one that changed', () => {
    const kept = sameCopies([job('j1', 'Frontend Engineer'), job('j2', 'Data Engineer')]);
    const online = sameCopies([job('j1', 'Frontend Engineer'), job('j2', 'Senior Data Engineer'), job('j3', 'SRE')]);
    expect(online[0]).toBe(kept[0]);
    expect(online[1]).not.toBe(kept[1]);
    expect(online[1]!.title).toBe('Senior Data Engineer');
    expect(online[2]!.title).toBe('SRE');
    // The changed job's new copy is the one kept from now on.
    expect(sameCopies([job('j2', 'Senior Data Engineer')])[0]).toBe(online[1]);
  });
});
