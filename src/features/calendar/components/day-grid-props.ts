// What the month and week views take: the focused day, today, the zone, the events by day, and
// what to do when a day is focused or an event opened.
import type { CalendarEventRow } from '@sync/collections/workspace-records/rows';
import type { SlotPick } from '@sync/calendar/records';

export interface DayGridProps {
  focused: string;
  today: string;
  zone: string;
  byDay: Map<string, CalendarEventRow[]>;
  pending: Set<string>;
  picks: Map<string, SlotPick>;
  /** Events waiting for the user to pick a time. */
  toPick: Set<string>;
  onFocusDay: (day: string) => void;
  onOpen: (id: string) => void;
}
