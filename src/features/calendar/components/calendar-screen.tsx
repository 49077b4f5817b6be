// A person's calendar (/calendar, and the recruiter's filtered one): month, week and agenda in
// the device's time zone, from the device (readable offline, unsent changes marked). The focused
// day moves with the arrow keys, PageUp and PageDown move the period, Home goes to today. Times
// waiting for the user's pick come first. ?event={id} opens an event (from a notification).
import { Stack, Text } from '@chakra-ui/react';
import { CalendarIcon } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { CalendarEventRow } from '@sync/collections/workspace-records/rows';
import { deviceTimeZone } from '@sync/calendar/zoned-time';
import { EmptyList, ListSkeleton, OfflineNote } from '@/components/list-states';
import { PageHeader } from '@/components/page-header';
import { useOnline } from '@/hooks/use-online';
import { usePendingRecordIds } from '@/hooks/use-pending-records';
import { useCurrentUserId, useSlotPicks } from '../data/use-calendar';
import {
  dayAfterKey,
  dayOf,
  eventsByDay,
  monthGrid,
  movePeriod,
  weekDays,
  type CalendarView,
} from '../utils/calendar-grid';
import { dayHeading, periodLabel } from '../utils/event-labels';
import { AgendaView } from './agenda-view';
import { CalendarToolbar } from './calendar-toolbar';
import { EventDetailDialog } from './event-detail-dialog';
import { MonthView } from './month-view';
import { ScheduleButton } from './schedule-button';
import { ToPickList } from './to-pick-list';
import { WeekView } from './week-view';

interface Props {
  title: string;
  /** The kind a new event starts as (a recruiter's calendar: a call). */
  newEventKind?: CalendarEventRow['kind'];
  description: string;
  events: CalendarEventRow[] | undefined;
  emptyTitle: string;
  emptyDescription: string;
  /** More actions in an event's detail, composed by the app (a company's 'Add scorecard'). */
  eventActions?: (event: CalendarEventRow) => ReactNode;
}

const GRID_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home']);

export function CalendarScreen({
  title,
  description,
  events,
  emptyTitle,
  emptyDescription,
  newEventKind = 'meeting',
  eventActions,
}: Props) {
  const zone = useMemo(() => deviceTimeZone(), []);
  const today = dayOf(new Date(), zone);
  const [view, setView] = useState<CalendarView>('month');
  const [focused, setFocused] = useState(today);
  const [params, setParams] = useSearchParams();
  const openId = params.get('event');
  const userId = useCurrentUserId();
  const pending = usePendingRecordIds();
  const picks = useSlotPicks();
  const online = useOnline();
  const moveFocus = useRef(false);

  const byDay = useMemo(() => eventsByDay(events ?? [], zone), [events, zone]);
  const toPick = useMemo(
    () =>
      (events ?? []).filter(
        (e) => e.status === 'proposed' && userId && e.attendee_ids.includes(userId) && !picks.has(e.id),
      ),
    [events, userId, picks],
  );
  const toPickIds = useMemo(() => new Set(toPick.map((e) => e.id)), [toPick]);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    document.querySelector<HTMLElement>(`[data-day="${focused}"][tabindex]`)?.focus();
  }, [focused, view]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const target = e.target as HTMLElement;
    if (!GRID_KEYS.has(e.key) || !target.dataset.day) return;
    const next = dayAfterKey(focused, e.key, view, today);
    if (!next) return;
    e.preventDefault();
    moveFocus.current = true;
    setFocused(next);
  };
  const open = (id: string | null) =>
    setParams(
      (p) => {
        if (id) p.set('event', id);
        else p.delete('event');
        return p;
      },
      { replace: !id },
    );

  const days = view === 'month' ? monthGrid(focused) : weekDays(focused);
  const gridProps = {
    focused,
    today,
    zone,
    byDay,
    pending,
    picks,
    toPick: toPickIds,
    onFocusDay: setFocused,
    onOpen: open,
  };
  const openEvent = openId ? (events ?? []).find((e) => e.id === openId) : undefined;

  return (
    <Stack gap="5" pb="16">
      <PageHeader
        title={title}
        description={description}
        actions={
          <ScheduleButton
            label="New event"
            variant="solid"
            target={{ attendeeIds: [], defaultTitle: '', defaultKind: newEventKind }}
          />
        }
      />
      <OfflineNote online={online} />
      {events === undefined ? (
        <ListSkeleton rows={4} height="24" label="Loading your calendar" />
      ) : (
        <>
          {toPick.length > 0 && <ToPickList events={toPick} zone={zone} onOpen={open} />}
          <CalendarToolbar
            view={view}
            label={periodLabel(days, view, focused)}
            onView={setView}
            onMove={(n) => setFocused(movePeriod(focused, view, n))}
            onToday={() => setFocused(today)}
          />
          <Text
            fontSize="xs"
            color="fg.muted"
          >{`Times in ${zone.replace(/_/g, ' ')}. Arrow keys move the day, Page Up and Page Down the ${view === 'month' ? 'month' : 'week'}, Home goes to today.`}</Text>
          <div onKeyDown={onKeyDown}>
            {view === 'month' && <MonthView {...gridProps} />}
            {view === 'week' && <WeekView {...gridProps} />}
            {view === 'agenda' && <AgendaView {...gridProps} />}
          </div>
          {view === 'month' && <DayAgenda {...gridProps} />}
          {events.length === 0 && <EmptyList icon={CalendarIcon} title={emptyTitle} description={emptyDescription} />}
        </>
      )}
      {openId && (
        <EventDetailDialog
          event={openEvent ?? null}
          zone={zone}
          userId={userId}
          actions={eventActions}
          onClose={() => open(null)}
        />
      )}
    </Stack>
  );
}

/** Under the month: the focused day's events as a list (the month's cells are too small on a phone). */
function DayAgenda(props: Parameters<typeof AgendaView>[0]) {
  const events = props.byDay.get(props.focused) ?? [];
  return (
    <Stack gap="1.5" aria-label="Events of the selected day" role="region">
      <AgendaView
        {...props}
        byDay={new Map(events.length ? [[props.focused, events]] : [])}
        emptyText={`Nothing on ${dayHeading(props.focused)}.`}
      />
    </Stack>
  );
}
