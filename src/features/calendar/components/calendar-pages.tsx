// The two calendars: everyone's (/calendar: every event the person organises or is invited to)
// and the recruiter's (/workspace/recruiter/calendar: the recruiting ones).
import type { ReactNode } from 'react';
import type { CalendarEventRow } from '@sync/collections/workspace-records/rows';
import { useMyEvents, useRecruitingEvents } from '../data/use-calendar';
import { CalendarScreen } from './calendar-screen';

/** eventActions: what the app adds to an event's detail (a company's 'Add scorecard'). */
export function MyCalendarScreen({ eventActions }: { eventActions?: (event: CalendarEventRow) => ReactNode } = {}) {
  return (
    <CalendarScreen
      eventActions={eventActions}
      title="Calendar"
      description="Interviews, calls and meetings."
      events={useMyEvents()}
      emptyTitle="Nothing on your calendar yet"
      emptyDescription="Interviews you schedule from a candidate's profile, and the ones companies propose to you, show here. Add your own with New event."
    />
  );
}

export function RecruiterCalendarScreen() {
  return (
    <CalendarScreen
      title="Calendar"
      description="Interviews of the candidates you submitted, and your calls and meetings."
      events={useRecruitingEvents()}
      newEventKind="call"
      emptyTitle="No recruiting events yet"
      emptyDescription="Schedule an interview from Placements for a candidate you submitted, or add a call with New event."
    />
  );
}
