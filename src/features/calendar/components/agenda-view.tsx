// The agenda: every event from the focused day on, grouped by day (in the person's zone), and
// the day's "nothing yet" when it has none. Past events are a period back (PageUp).
import { Stack, Text } from '@chakra-ui/react';
import type { CalendarEventRow } from '@sync/collections/workspace-records/rows';
import { dayOf } from '../utils/calendar-grid';
import { dayHeading } from '../utils/event-labels';
import type { DayGridProps } from './day-grid-props';
import { DayEvents } from './day-cell';

export function AgendaView({
  focused,
  today,
  zone,
  byDay,
  pending,
  picks,
  toPick,
  onOpen,
  emptyText,
}: DayGridProps & { emptyText?: string }) {
  const days = [...byDay.keys()].filter((d) => d >= focused).sort();
  if (days.length === 0) {
    return (
      <Text color="fg.muted" py="6" textAlign="center">
        {emptyText ?? `Nothing scheduled from ${dayHeading(focused)} on.`}
      </Text>
    );
  }
  return (
    <Stack as="ol" gap="4" listStyleType="none" aria-label="Agenda">
      {days.map((day) => (
        <Stack as="li" key={day} gap="1.5">
          <Text
            as="h3"
            fontSize="sm"
            fontWeight="semibold"
            color={day === today ? 'brand.fg' : 'fg.muted'}
            data-day={day}
          >
            {day === today
              ? `Today · ${dayHeading(day)}`
              : dayHeading(day, {
                  year: dayOf(new Date(), zone).slice(0, 4) === day.slice(0, 4) ? undefined : 'numeric',
                })}
          </Text>
          <Stack gap="1" maxW="2xl">
            <DayEvents
              events={byDay.get(day) as CalendarEventRow[]}
              zone={zone}
              pending={pending}
              picks={picks}
              toPick={toPick}
              onOpen={onOpen}
            />
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
