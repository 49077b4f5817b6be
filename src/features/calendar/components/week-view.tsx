// The week from Monday: a column a day on wide screens, a row a day on narrow ones, each with its
// events in time order. Arrow keys move a day at a time (see calendar-grid's dayAfterKey).
import { Box, Grid, Stack, Text } from '@chakra-ui/react';
import { weekDays } from '../utils/calendar-grid';
import { dayHeading } from '../utils/event-labels';
import type { DayGridProps } from './day-grid-props';
import { DayEvents, dayCellProps } from './day-cell';

export function WeekView({ focused, today, zone, byDay, pending, picks, toPick, onFocusDay, onOpen }: DayGridProps) {
  const days = weekDays(focused);
  return (
    <Box role="grid" aria-label={`Week of ${dayHeading(days[0]!)}`}>
      <Grid role="row" templateColumns={{ base: '1fr', md: 'repeat(7, minmax(0, 1fr))' }} gap="1">
        {days.map((day) => {
          const events = byDay.get(day) ?? [];
          return (
            <Stack
              key={day}
              {...dayCellProps(day, events.length, { focused, today, onFocusDay }, ', no events')}
              gap="1"
              p="1.5"
              minH={{ base: 'auto', md: '64' }}
            >
              <Text
                aria-hidden
                fontSize="sm"
                fontWeight={day === today ? 'bold' : 'medium'}
                color={day === today ? 'brand.fg' : 'fg'}
                px="1"
              >
                {dayHeading(day, { weekday: 'short', month: 'short' })}
              </Text>
              <DayEvents events={events} zone={zone} pending={pending} picks={picks} toPick={toPick} onOpen={onOpen} />
              {events.length === 0 && (
                <Text fontSize="xs" color="fg.muted" px="1" display={{ base: 'none', md: 'block' }}>
                  Free
                </Text>
              )}
            </Stack>
          );
        })}
      </Grid>
    </Box>
  );
}
