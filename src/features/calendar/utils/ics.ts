// 'Add to calendar': one event as an iCalendar file (RFC 5545) written with ical.js, in the
// shape Google Calendar and Outlook import: VCALENDAR with PRODID, VERSION and METHOD:PUBLISH,
// and a VEVENT with UID, DTSTAMP, DTSTART and DTEND in UTC, SUMMARY, LOCATION, URL, DESCRIPTION
// and STATUS. Pure.
import ICAL from 'ical.js';
import type { CalendarEventRow } from '@sync/collections/workspace-records/rows';

const utc = (instant: string | Date) => ICAL.Time.fromJSDate(new Date(instant), true);

export function eventIcs(event: CalendarEventRow, now: Date = new Date()): string {
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.addPropertyWithValue('prodid', '-//Evee//Calendar//EN');
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('calscale', 'GREGORIAN');
  calendar.addPropertyWithValue('method', 'PUBLISH');
  const vevent = new ICAL.Component('vevent');
  vevent.addPropertyWithValue('uid', `${event.id}@evee.dev`);
  vevent.addPropertyWithValue('dtstamp', utc(now));
  vevent.addPropertyWithValue('dtstart', utc(event.starts_at));
  vevent.addPropertyWithValue('dtend', utc(event.ends_at));
  vevent.addPropertyWithValue('summary', event.title);
  const place = event.location ?? event.video_url;
  if (place) vevent.addPropertyWithValue('location', place);
  if (event.video_url) vevent.addPropertyWithValue('url', event.video_url);
  const description = [event.notes, event.video_url && `Join: ${event.video_url}`].filter(Boolean).join('\n\n');
  if (description) vevent.addPropertyWithValue('description', description);
  vevent.addPropertyWithValue(
    'status',
    event.status === 'cancelled' ? 'CANCELLED' : event.status === 'proposed' ? 'TENTATIVE' : 'CONFIRMED',
  );
  calendar.addSubcomponent(vevent);
  // RFC 5545 lines end with CRLF.
  return calendar.toString().replace(/\r?\n/g, '\r\n') + '\r\n';
}

/** A file name from the title: letters, digits and dashes. */
export function icsFileName(event: Pick<CalendarEventRow, 'title'>): string {
  const base = event.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `${base || 'event'}.ics`;
}
