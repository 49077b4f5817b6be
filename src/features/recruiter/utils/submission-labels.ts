// Where a submission stands, as the recruiter reads it: the talent's answer first, then the
// company's decision on the application it became.
import type { SubmissionOnDevice } from '@sync/recruiter/records';

export type PipelineStage =
  'waiting' | 'declined' | 'reviewing' | 'interviewed' | 'talent_reserved' | 'rejected' | 'hired' | 'withdrawn';

export const stageLabels: Record<PipelineStage, string> = {
  waiting: "Waiting for the talent's consent",
  declined: 'Declined by the talent',
  reviewing: 'Submitted, in review',
  interviewed: 'Interviewed',
  talent_reserved: 'Talent reserved',
  rejected: 'Rejected by the company',
  hired: 'Hired',
  withdrawn: 'Withdrawn',
};

export const stagePalette: Record<PipelineStage, string> = {
  waiting: 'yellow',
  declined: 'gray',
  reviewing: 'blue',
  interviewed: 'purple',
  talent_reserved: 'teal',
  rejected: 'red',
  hired: 'green',
  withdrawn: 'gray',
};

export const pipelineOrder: PipelineStage[] = [
  'waiting',
  'reviewing',
  'interviewed',
  'talent_reserved',
  'hired',
  'rejected',
  'declined',
  'withdrawn',
];

export function stageOf({ submission, application }: SubmissionOnDevice): PipelineStage {
  if (submission.status === 'pending_consent') return 'waiting';
  if (submission.status === 'declined') return 'declined';
  if (submission.status === 'withdrawn') return 'withdrawn';
  return application?.status ?? 'reviewing';
}
