// An application's three steps (resume, AI interview, screening) in words, and whether each is
// done, for the progress line of My Applications.
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
export function progressSteps(a: Progress): ProgressStep[] {
  return [
    {
      label: 'Resume',
      state: a.progress_resume ? (RESUME[a.progress_resume] ?? a.progress_resume) : 'Not sent',
      status: a.progress_resume ? 'done' : 'not-yet',
    },
    {
      label: 'AI interview',
      state: a.progress_ai_interview ? (AI[a.progress_ai_interview] ?? a.progress_ai_interview) : 'Not yet',
      status: a.progress_ai_interview ? 'done' : 'not-yet',
    },
    {
      label: 'Screening',
      state: a.progress_screening ? (SCREENING[a.progress_screening] ?? a.progress_screening) : 'Not yet',
      status: a.progress_screening === 'completed' ? 'done' : a.progress_screening ? 'waiting' : 'not-yet',
    },
  ];
}
