// The week from Monday: a column a day on wide screens, a row a day on narrow ones, each with its
// events in time order. Arrow keys move a day at a time (see calendar-grid's dayAfterKey).
import { Box, Grid, Stack, Text } from '@chakra-ui/react';
import { weekDays } from '../utils/calendar-grid';
import { dayHeading } from '../utils/event-labels';
import type { DayGridProps } from './day-grid-props';
import { EventChip } from './event-chip';

export function WeekView({ focused, today, zone, byDay, pending, picks, toPick, onFocusDay, onOpen }: DayGridProps) {
  const days = weekDays(focused);
  return (
    <Box role="grid" aria-label={`Week of ${dayHeading(days[0]!)}`}>
      <Grid role="row" templateColumns={{ base: '1fr', md: 'repeat(7, minmax(0, 1fr))' }} gap="1">
        {days.map((day) => {
          const events = byDay.get(day) ?? [];
          const isFocused = day === focused;
          return (
            <Stack
              key={day}
              role="gridcell"
              data-day={day}
              tabIndex={isFocused ? 0 : -1}
              aria-selected={isFocused}
              aria-current={day === today ? 'date' : undefined}
              aria-label={`${dayHeading(day)}${events.length ? `, ${events.length} ${events.length === 1 ? 'event' : 'events'}` : ', no events'}`}
              onClick={() => onFocusDay(day)}
              gap="1"
              p="1.5"
              minH={{ base: 'auto', md: '64' }}
              borderWidth="1px"
              borderRadius="l2"
              borderColor={isFocused ? 'brand.solid' : 'border'}
              minW="0"
              outline="none"
              _focusVisible={{ boxShadow: '0 0 0 2px var(--chakra-colors-brand-solid)' }}
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
              {events.map((e) => (
                <EventChip
                  key={e.id}
                  event={e}
                  zone={zone}
                  pending={pending.has(e.id) || picks.has(e.id)}
                  needsPick={toPick.has(e.id)}
                  onOpen={onOpen}
                />
              ))}
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
