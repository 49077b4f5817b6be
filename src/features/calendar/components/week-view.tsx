// The week from Monday on an hour grid: a column a day, the hours down the side, each event
// placed at its time and as tall as it lasts (overlapping ones side by side). The grid shows
// working hours, widened to hold the week's events; a phone scrolls it sideways. Each day is a
// cell of the grid's one row, so the arrow keys move a day at a time (calendar-grid's dayAfterKey).
import { Box, Flex, Text } from '@chakra-ui/react';
import { useLayoutEffect, useRef } from 'react';
import type { CalendarEventRow } from '@sync/collections/workspace-records/rows';
import { weekDays } from '../utils/calendar-grid';
import { dayHeading } from '../utils/event-labels';
import { hourRange, layoutDay, minutesIntoDay, MIN_EVENT_MINUTES, type Span } from '../utils/week-layout';
import type { DayGridProps } from './day-grid-props';
import { dayCellProps } from './day-cell';
import { EventChip } from './event-chip';

const HOUR_REM = 3;
const HEAD_REM = 2.25;
const hourFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric' });
const hourLabel = (h: number) => hourFormat.format(new Date(2000, 0, 1, h));
const rem = (minutes: number) => `${(minutes / 60) * HOUR_REM}rem`;

export function WeekView({ focused, today, zone, byDay, pending, picks, toPick, onFocusDay, onOpen }: DayGridProps) {
  const days = weekDays(focused);
  const spanOf =
    (day: string) =>
    (e: CalendarEventRow): Span => ({
      startMin: minutesIntoDay(e.starts_at, day, zone),
      endMin: minutesIntoDay(e.ends_at, day, zone),
    });
  const placedByDay = new Map(days.map((day) => [day, layoutDay(byDay.get(day) ?? [], spanOf(day))]));
  const [from, to] = hourRange([...placedByDay.values()].flat());
  const hours = Array.from({ length: to - from }, (_, i) => from + i);
  const height = `${(to - from) * HOUR_REM}rem`;
  const scroller = useRef<HTMLDivElement>(null);
  // A phone shows part of the week: bring the focused day (today, at first) into view.
  useLayoutEffect(() => {
    const box = scroller.current;
    const cell = box?.querySelector<HTMLElement>(`[data-day="${focused}"]`);
    if (!box || !cell || box.scrollWidth <= box.clientWidth) return;
    // The hour labels stay pinned at the left, so the day goes just right of them.
    const gutter = box.querySelector<HTMLElement>('[data-hours]')?.getBoundingClientRect().width ?? 0;
    box.scrollLeft += cell.getBoundingClientRect().left - box.getBoundingClientRect().left - gutter - 4;
  }, [focused]);
  return (
    <Box ref={scroller} overflowX="auto" pb="1">
      <Flex minW={{ base: '46rem', md: '0' }} gap="1">
        <Box
          aria-hidden
          data-hours
          w="3.5rem"
          flexShrink={0}
          pt={`${HEAD_REM}rem`}
          position="sticky"
          left="0"
          bg="bg"
          zIndex="1"
        >
          <Box position="relative" h={height}>
            {hours.map((h) => (
              <Text
                key={h}
                position="absolute"
                top={`${(h - from) * HOUR_REM}rem`}
                right="1.5"
                transform="translateY(-50%)"
                fontSize="2xs"
                color="fg.muted"
                fontVariantNumeric="tabular-nums"
              >
                {hourLabel(h)}
              </Text>
            ))}
          </Box>
        </Box>
        <Box
          role="grid"
          aria-label={`Week of ${dayHeading(days[0]!)}`}
          flex="1"
          minW="0"
          data-testid="week-grid"
          data-first-hour={from}
        >
          <Box role="row" display="grid" gridTemplateColumns="repeat(7, minmax(0, 1fr))" gap="1">
            {days.map((day) => {
              const placed = placedByDay.get(day)!;
              return (
                <Box key={day} {...dayCellProps(day, placed.length, { focused, today, onFocusDay }, ', no events')}>
                  <Text
                    aria-hidden
                    h={`${HEAD_REM}rem`}
                    display="flex"
                    alignItems="center"
                    px="1.5"
                    fontSize="sm"
                    truncate
                    fontWeight={day === today ? 'bold' : 'medium'}
                    color={day === today ? 'brand.fg' : 'fg'}
                    borderBottomWidth="1px"
                  >
                    {dayHeading(day, { weekday: 'short', month: 'short' })}
                  </Text>
                  <Box
                    position="relative"
                    h={height}
                    bgImage="linear-gradient(to bottom, var(--chakra-colors-border-muted) 1px, transparent 1px)"
                    bgSize={`100% ${HOUR_REM}rem`}
                    data-testid="hour-grid"
                  >
                    {placed.map((p) => (
                      <Box
                        key={p.item.id}
                        position="absolute"
                        top={rem(p.startMin - from * 60)}
                        h={rem(Math.max(p.endMin - p.startMin, MIN_EVENT_MINUTES))}
                        left={`calc(${(p.lane / p.lanes) * 100}% + 1px)`}
                        w={`calc(${100 / p.lanes}% - 2px)`}
                        overflow="hidden"
                        display="flex"
                      >
                        <EventChip
                          event={p.item}
                          zone={zone}
                          pending={pending.has(p.item.id) || picks.has(p.item.id)}
                          needsPick={toPick.has(p.item.id)}
                          fill
                          onOpen={onOpen}
                        />
                      </Box>
                    ))}
                  </Box>
                </Box>
              );
            })}
          </Box>
        </Box>
      </Flex>
    </Box>
  );
}
