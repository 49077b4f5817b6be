// An application's three steps (resume, AI interview, screening) in words, and whether each is
// done, for the progress line of My Applications.
import type { ApplicationRow } from '@sync/collections/workspace-records/rows';

export interface ProgressStep {
  label: string;
  state: string;
  done: boolean;
}

const RESUME: Record<string, string> = { submitted: 'Submitted', reviewed: 'Reviewed' };
const AI: Record<string, string> = { completed: 'Completed', analyzed: 'Analyzed' };
const SCREENING: Record<string, string> = { pending: 'Pending', scheduled: 'Scheduled' };

type Progress = Pick<ApplicationRow, 'progress_resume' | 'progress_ai_interview' | 'progress_screening'>;

export function progressSteps(a: Progress): ProgressStep[] {
  return [
    { label: 'Resume', state: RESUME[a.progress_resume] ?? 'Submitted', done: a.progress_resume === 'reviewed' },
    {
      label: 'AI interview',
      state: a.progress_ai_interview ? (AI[a.progress_ai_interview] ?? a.progress_ai_interview) : 'Not yet',
      done: !!a.progress_ai_interview,
    },
    {
      label: 'Screening',
      state: a.progress_screening ? (SCREENING[a.progress_screening] ?? a.progress_screening) : 'Not yet',
      done: a.progress_screening === 'scheduled',
    },
  ];
}
