/**
 * The person's calendar events as the assistant reads them: rows of table 'calendar_events' in
 * workspace_records, read by table name rather than through the typed registry, so the
 * assistant works once the calendar's table is mirrored and finds none before. Only the fields
 * the assistant uses are typed here.
 */
import type { EveeDatabase } from '../database';

export type CalendarEventKind = 'interview' | 'call' | 'meeting' | 'reminder';
export type CalendarEventStatus = 'proposed' | 'confirmed' | 'cancelled';

export interface CalendarEventLite {
  id: string;
  kind: CalendarEventKind;
  title: string;
  /** ISO timestamps (timestamptz). */
  starts_at: string;
  ends_at: string;
  time_zone: string | null;
  status: CalendarEventStatus;
  job_application_id: string | null;
  company_id: string | null;
  organizer_id: string | null;
  attendee_ids: string[] | null;
}

export const CALENDAR_EVENTS_TABLE = 'calendar_events';

export async function readCalendarEvents(db: EveeDatabase): Promise<CalendarEventLite[]> {
  const docs = await db.workspace_records.find({ selector: { table: CALENDAR_EVENTS_TABLE } }).exec();
  return docs.map((d) => d.row as unknown as CalendarEventLite).filter((e) => !!e.starts_at);
}
