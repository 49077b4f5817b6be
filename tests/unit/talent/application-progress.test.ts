import { describe, expect, it } from 'vitest';
import { progressSteps } from '@/features/talent/utils/application-progress';

const steps = (
  progress_resume: string | null,
  progress_ai_interview: string | null = null,
  progress_screening: string | null = null,
) =>
  progressSteps({ progress_resume, progress_ai_interview, progress_screening } as Parameters<
    typeof progressSteps
  >[0]).map((s) => `${s.label}: ${s.state} (${s.status})`);

describe('an application progress line', () => {
  it('marks a submitted resume as done, apart from the screening not begun', () => {
    expect(steps('submitted')).toEqual(['Resume: Submitted (done)', 'Screening: Not yet (not-yet)']);
  });

  it('leaves the AI interview out when the application has none, rather than saying Not yet', () => {
    expect(steps('submitted', null, 'completed').map((s) => s.split(':')[0])).toEqual(['Resume', 'Screening']);
  });

  it('marks an application sent without a resume as having none yet', () => {
    expect(steps(null)[0]).toBe('Resume: Not sent (not-yet)');
  });

  it('marks a reviewed resume, a completed AI interview and a completed screening as done', () => {
    expect(steps('reviewed', 'completed', 'completed')).toEqual([
      'Resume: Reviewed (done)',
      'AI interview: Completed (done)',
      'Screening: Completed (done)',
    ]);
  });

  it('marks a pending or booked screening as waited on, neither done nor not begun', () => {
    expect(steps('submitted', 'analyzed', 'pending').at(-1)).toBe('Screening: Pending (waiting)');
    expect(steps('submitted', 'analyzed', 'scheduled').at(-1)).toBe('Screening: Scheduled (waiting)');
  });
});
