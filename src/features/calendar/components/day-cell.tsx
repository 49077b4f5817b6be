// What a day of the month and week grids shares: the grid cell's keyboard and screen-reader
// props (only the focused day is in the tab order), and its events as chips.
import type { StackProps } from '@chakra-ui/react';
import type { CalendarEventRow } from '@sync/collections/workspace-records/rows';
import { dayHeading } from '../utils/event-labels';
import type { DayGridProps } from './day-grid-props';
import { EventChip } from './event-chip';

export function dayCellProps(
  day: string,
  eventCount: number,
  { focused, today, onFocusDay }: Pick<DayGridProps, 'focused' | 'today' | 'onFocusDay'>,
  /** Read after the day when it has no event (', no events'), or nothing. */
  noEvents = '',
): StackProps & { 'data-day': string } {
  const isFocused = day === focused;
  const count = eventCount ? `, ${eventCount} ${eventCount === 1 ? 'event' : 'events'}` : noEvents;
  return {
    role: 'gridcell',
    'data-day': day,
    tabIndex: isFocused ? 0 : -1,
    'aria-selected': isFocused,
    'aria-current': day === today ? 'date' : undefined,
    'aria-label': `${dayHeading(day)}${count}`,
    onClick: () => onFocusDay(day),
    borderWidth: '1px',
    borderRadius: 'l2',
    borderColor: isFocused ? 'brand.solid' : 'border',
    minW: '0',
    outline: 'none',
    _focusVisible: { boxShadow: '0 0 0 2px var(--chakra-colors-brand-solid)' },
  };
}

interface DayEventsProps extends Pick<DayGridProps, 'zone' | 'pending' | 'picks' | 'onOpen'> {
  events: CalendarEventRow[];
  toPick?: Set<string>;
  compact?: boolean;
}

export function DayEvents({ events, zone, pending, picks, toPick, onOpen, compact }: DayEventsProps) {
  return events.map((e) => (
    <EventChip
      key={e.id}
      event={e}
      zone={zone}
      compact={compact}
      pending={pending.has(e.id) || picks.has(e.id)}
      needsPick={toPick?.has(e.id)}
      onOpen={onOpen}
    />
  ));
}
