import { describe, expect, it } from 'vitest';
import { progressSteps } from '@/features/talent/utils/application-progress';

const steps = (
  progress_resume: string,
  progress_ai_interview: string | null = null,
  progress_screening: string | null = null,
) =>
  progressSteps({ progress_resume, progress_ai_interview, progress_screening } as Parameters<
    typeof progressSteps
  >[0]).map((s) => `${s.label}: ${s.state} (${s.status})`);

describe('an application progress line', () => {
  it('marks a submitted resume as done, apart from the steps not begun', () => {
    expect(steps('submitted')).toEqual([
      'Resume: Submitted (done)',
      'AI interview: Not yet (not-yet)',
      'Screening: Not yet (not-yet)',
    ]);
  });

  it('marks a reviewed resume, a completed AI interview and a scheduled screening as done', () => {
    expect(steps('reviewed', 'completed', 'scheduled')).toEqual([
      'Resume: Reviewed (done)',
      'AI interview: Completed (done)',
      'Screening: Scheduled (done)',
    ]);
  });

  it('marks a pending screening as waited on, neither done nor not begun', () => {
    expect(steps('submitted', 'analyzed', 'pending')).toEqual([
      'Resume: Submitted (done)',
      'AI interview: Analyzed (done)',
      'Screening: Pending (waiting)',
    ]);
  });
});
