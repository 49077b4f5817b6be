// How tickets read to staff: category and status labels, and which filters the query string
// may carry (anything else reads as "all").
import {
  ticketCategories,
  ticketStatuses,
  type TicketCategory,
  type TicketStatus,
} from '@sync/collections/workspace-records/rows';

export const categoryLabels: Record<TicketCategory, string> = {
  general: 'General',
  account: 'Account',
  billing: 'Billing',
  bug: 'Bug report',
  recruiter_application: 'Recruiter application',
};

export const statusLabels: Record<TicketStatus, string> = {
  open: 'Open',
  in_progress: 'In progress',
  resolved: 'Resolved',
  closed: 'Closed',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const statusPalette: Record<TicketStatus, string> = {
  open: 'blue',
  in_progress: 'orange',
  resolved: 'green',
  closed: 'gray',
  approved: 'green',
  rejected: 'red',
};

export const categoryOf = (value: string | null): TicketCategory | null =>
  (ticketCategories as readonly string[]).includes(value ?? '') ? (value as TicketCategory) : null;

export const statusOf = (value: string | null): TicketStatus | null =>
  (ticketStatuses as readonly string[]).includes(value ?? '') ? (value as TicketStatus) : null;
