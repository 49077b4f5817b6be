// An application's status in words and colour (product-spec §4), for the company's candidates
// and the talent's own applications alike. Colour always comes with the word, never alone.
import type { ApplicationStatus } from '@sync/collections/workspace-records/rows';

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
