import type { ApplicationRow } from '@sync/collections/workspace-records/rows';

/** An application a recruiter put forward (with the talent's consent), not the talent's own. */
export const isRecruiterSubmitted = (a: Pick<ApplicationRow, 'submitted_by' | 'user_id'>) =>
  !!a.submitted_by && a.submitted_by !== a.user_id;
