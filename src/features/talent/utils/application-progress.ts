// An application's steps (resume, the AI interview when there is one, screening) in words, and
// whether each is done, for the progress line of My Applications.
import type { ApplicationRow } from '@sync/collections/workspace-records/rows';

/** Done; under way and waited on (a screening pending or booked); or not yet begun. */
export type StepState = 'done' | 'waiting' | 'not-yet';

export interface ProgressStep {
  label: string;
  state: string;
  status: StepState;
}

const RESUME: Record<string, string> = { submitted: 'Submitted', reviewed: 'Reviewed' };
const AI: Record<string, string> = { completed: 'Completed', analyzed: 'Analyzed' };
const SCREENING: Record<string, string> = { pending: 'Pending', scheduled: 'Scheduled', completed: 'Completed' };

type Progress = Pick<ApplicationRow, 'progress_resume' | 'progress_ai_interview' | 'progress_screening'>;

// A submitted resume is the talent's part finished, so its step is done, not one still to take;
// an application sent without a resume has none (the database sets the step from resume_url).
// Only the server writes an AI interview's step, and only when one took place: without it the
// step is left out rather than promised as 'Not yet'.
export function progressSteps(a: Progress): ProgressStep[] {
  const ai = a.progress_ai_interview;
  return [
    {
      label: 'Resume',
      state: a.progress_resume ? (RESUME[a.progress_resume] ?? a.progress_resume) : 'Not sent',
      status: a.progress_resume ? 'done' : 'not-yet',
    },
    ...(ai ? [{ label: 'AI interview', state: AI[ai] ?? ai, status: 'done' as const }] : []),
    {
      label: 'Screening',
      state: a.progress_screening ? (SCREENING[a.progress_screening] ?? a.progress_screening) : 'Not yet',
      status: a.progress_screening === 'completed' ? 'done' : a.progress_screening ? 'waiting' : 'not-yet',
    },
  ];
}
