/**
 * The person's calendar events as the assistant reads them: the calendar's mirrored rows
 * (workspace_records, table 'calendar_events'), typed down to the fields the answers use so
 * tests can hand them plain objects.
 */
import type { CalendarEventRow } from '../collections/workspace-records/rows';
import type { EveeDatabase } from '../database';
import { rowsQuery } from '../workspace/records';
import { plainRow } from '../replication/records';

export type CalendarEventLite = Pick<
  CalendarEventRow,
  | 'id'
  | 'kind'
  | 'title'
  | 'starts_at'
  | 'ends_at'
  | 'time_zone'
  | 'status'
  | 'job_application_id'
  | 'company_id'
  | 'organizer_id'
  | 'attendee_ids'
>;

export async function readCalendarEvents(db: EveeDatabase): Promise<CalendarEventLite[]> {
  const docs = await rowsQuery(db, 'calendar_events').exec();
  return docs.map((d) => plainRow<CalendarEventRow>(d));
}
