// Where a submission stands, as the recruiter reads it: the talent's answer first, then the
// company's decision on the application it became, and a hire whose placement was voided (the
// fee cancelled, the hire undone) apart from the hires that stand.
import type { PlacementRow } from '@sync/collections/workspace-records/rows';
import type { SubmissionOnDevice } from '@sync/recruiter/records';

export type PipelineStage =
  | 'waiting'
  | 'declined'
  | 'reviewing'
  | 'interviewed'
  | 'talent_reserved'
  | 'rejected'
  | 'hired'
  | 'placement_void'
  | 'withdrawn';

export const stageLabels: Record<PipelineStage, string> = {
  waiting: "Waiting for the talent's consent",
  declined: 'Declined by the talent',
  reviewing: 'Submitted, in review',
  interviewed: 'Interviewed',
  talent_reserved: 'Talent reserved',
  rejected: 'Rejected by the company',
  hired: 'Hired',
  placement_void: 'Placement void',
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
  placement_void: 'orange',
  withdrawn: 'gray',
};

export const pipelineOrder: PipelineStage[] = [
  'waiting',
  'reviewing',
  'interviewed',
  'talent_reserved',
  'hired',
  'placement_void',
  'rejected',
  'declined',
  'withdrawn',
];

/**
 * `voided` holds the applications whose placement is void: such a hire no longer counts as one.
 */
export function stageOf(
  { submission, application }: SubmissionOnDevice,
  voided: ReadonlySet<string> = new Set(),
): PipelineStage {
  if (submission.status === 'pending_consent') return 'waiting';
  if (submission.status === 'declined') return 'declined';
  if (submission.status === 'withdrawn') return 'withdrawn';
  const status = application?.status ?? 'reviewing';
  return status === 'hired' && submission.application_id && voided.has(submission.application_id)
    ? 'placement_void'
    : status;
}

/** The applications whose placement is void. */
export function voidedApplications(
  placements: readonly Pick<PlacementRow, 'application_id' | 'status'>[],
): Set<string> {
  return new Set(placements.filter((p) => p.status === 'void').map((p) => p.application_id));
}

/** The submissions in each stage, every stage present (empty when none). */
export function submissionsByStage(
  items: readonly SubmissionOnDevice[],
  voided: ReadonlySet<string>,
): Map<PipelineStage, SubmissionOnDevice[]> {
  const byStage = new Map(pipelineOrder.map((stage) => [stage, [] as SubmissionOnDevice[]]));
  for (const item of items) byStage.get(stageOf(item, voided))!.push(item);
  return byStage;
}
