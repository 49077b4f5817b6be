// The month: 6 weeks of days from Monday, each with its events. The grid takes the keyboard
// (see calendar-grid's dayAfterKey); only the focused day is in the tab order.
import { Box, Grid, Stack, Text } from '@chakra-ui/react';
import { monthGrid, sameMonth } from '../utils/calendar-grid';
import { dayHeading } from '../utils/event-labels';
import { DayEvents, dayCellProps } from './day-cell';
import type { DayGridProps } from './day-grid-props';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const MAX_SHOWN = 3;

export function MonthView({ focused, today, zone, byDay, pending, picks, onFocusDay, onOpen }: DayGridProps) {
  const days = monthGrid(focused);
  const weeks = Array.from({ length: 6 }, (_, i) => days.slice(i * 7, i * 7 + 7));
  return (
    <Box role="grid" aria-label={dayHeading(focused, { day: undefined, weekday: undefined, year: 'numeric' })}>
      <Grid role="row" templateColumns="repeat(7, minmax(0, 1fr))" gap="1" mb="1">
        {WEEKDAYS.map((d) => (
          <Text key={d} role="columnheader" fontSize="xs" fontWeight="semibold" color="fg.muted" textAlign="center">
            {d}
          </Text>
        ))}
      </Grid>
      <Stack gap="1" role="rowgroup">
        {weeks.map((week) => (
          <Grid role="row" key={week[0]} templateColumns="repeat(7, minmax(0, 1fr))" gap="1">
            {week.map((day) => {
              const events = byDay.get(day) ?? [];
              return (
                <Stack
                  key={day}
                  {...dayCellProps(day, events.length, { focused, today, onFocusDay })}
                  gap="0.5"
                  minH={{ base: '16', md: '24' }}
                  p="1"
                  bg={sameMonth(day, focused) ? 'bg' : 'bg.subtle'}
                >
                  <Text
                    fontSize="xs"
                    fontWeight={day === today ? 'bold' : 'medium'}
                    color={day === today ? 'brand.fg' : sameMonth(day, focused) ? 'fg' : 'fg.muted'}
                    aria-hidden
                  >
                    {Number(day.slice(8))}
                  </Text>
                  <Box display={{ base: 'none', md: 'contents' }}>
                    <DayEvents
                      events={events.slice(0, MAX_SHOWN)}
                      zone={zone}
                      pending={pending}
                      picks={picks}
                      onOpen={onOpen}
                      compact
                    />
                    {events.length > MAX_SHOWN && (
                      <Text fontSize="xs" color="fg.muted">{`${events.length - MAX_SHOWN} more`}</Text>
                    )}
                  </Box>
                  {events.length > 0 && (
                    <Box display={{ base: 'flex', md: 'none' }} gap="0.5" aria-hidden>
                      {events.slice(0, 4).map((e) => (
                        <Box key={e.id} boxSize="1.5" borderRadius="full" bg="brand.solid" />
                      ))}
                    </Box>
                  )}
                </Stack>
              );
            })}
          </Grid>
        ))}
      </Stack>
    </Box>
  );
}
