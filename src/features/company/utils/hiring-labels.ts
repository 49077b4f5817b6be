// Words and colours for the hiring statuses (product-spec §4): a plan's status colour, a
// priority, an application's status. Colour always comes with the word, never alone.
import {
  applicationStatuses,
  type ApplicationStatus,
  type HiringPlanStatus,
  type HiringPriority,
  type JobStatus,
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

/** The candidates list's status filter from the query string (product-spec §2: hired,
 * talent_reserved, rejected; the other statuses work too). Anything else means all. */
export function parseCandidateFilter(value: string | null): ApplicationStatus | null {
  return (applicationStatuses as readonly string[]).includes(value ?? '') ? (value as ApplicationStatus) : null;
}
