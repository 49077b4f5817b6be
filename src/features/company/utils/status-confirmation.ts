// Which moves of an application ask first: to Rejected, and out of Hired. The talent is told of
// each move (the database's application_status notification), so these are not undone quietly.
import type { ApplicationStatus } from '@sync/collections/workspace-records/rows';

export function needsConfirmation(from: ApplicationStatus, to: ApplicationStatus): boolean {
  if (from === to) return false;
  return to === 'rejected' || from === 'hired';
}
