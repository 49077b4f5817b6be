// Words and colours for the hiring statuses (product-spec §4): a plan's status colour, a
// priority, an application's status. Colour always comes with the word, never alone.
import type {
  ApplicationStatus,
  HiringPlanStatus,
  HiringPriority,
  JobStatus,
} from '@sync/collections/workspace-records/rows';

export const planStatusLabels: Record<HiringPlanStatus, string> = {
  propose: 'Proposed',
  ongoing: 'Ongoing',
  paused: 'Paused',
  past: 'Archived',
};

export const planStatusPalettes: Record<HiringPlanStatus, string> = {
  propose: 'blue',
  ongoing: 'green',
  paused: 'orange',
  past: 'gray',
};

export const priorityLabels: Record<HiringPriority, string> = { high: 'High', medium: 'Medium', low: 'Low' };
export const priorityPalettes: Record<HiringPriority, string> = { high: 'red', medium: 'yellow', low: 'gray' };

export const applicationStatusLabels: Record<ApplicationStatus, string> = {
  reviewing: 'Reviewing',
  interviewed: 'Interviewed',
  hired: 'Hired',
  talent_reserved: 'Talent Reserved',
  rejected: 'Rejected',
};

export const applicationStatusPalettes: Record<ApplicationStatus, string> = {
  reviewing: 'blue',
  interviewed: 'purple',
  hired: 'green',
  talent_reserved: 'teal',
  rejected: 'red',
};

export const jobStatusLabels: Record<JobStatus, string> = {
  draft: 'Draft',
  open: 'Open',
  paused: 'Paused',
  closed: 'Closed',
};

/** The Hiring Center's lists (sidebar sub-items): Active is proposed and ongoing plans. */
export type PlanFilter = 'active' | 'paused' | 'past';

export const planFilterStatuses: Record<PlanFilter, HiringPlanStatus[]> = {
  active: ['propose', 'ongoing'],
  paused: ['paused'],
  past: ['past'],
};

/** The candidates list's status filter from the query string (product-spec §2); anything else is all. */
export const candidateFilterStatuses = ['hired', 'talent_reserved', 'rejected'] as const;
export type CandidateFilter = (typeof candidateFilterStatuses)[number];

export function parseCandidateFilter(value: string | null): CandidateFilter | null {
  return (candidateFilterStatuses as readonly string[]).includes(value ?? '') ? (value as CandidateFilter) : null;
}
