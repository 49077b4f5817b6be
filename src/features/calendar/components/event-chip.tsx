// One event in a calendar cell or list: its time and title in the kind's colour, grey and struck
// through when cancelled, marked while it waits for a time or for the server. A button: it opens the
// event's detail.
import { Badge, Box, Button, HStack, Text } from '@chakra-ui/react';
import type { CalendarEventRow } from '@sync/collections/workspace-records/rows';
import { PendingSyncBadge } from '@/components/sync-state';
import { kindLabels, kindPalette, rangeLabel, timeLabel } from '../utils/event-labels';

interface Props {
  event: CalendarEventRow;
  zone: string;
  pending: boolean;
  /** Compact: time and title on one line (month cells). */
  compact?: boolean;
  /** Fill its box (the week's hour grid sizes it by the event's length). */
  fill?: boolean;
  needsPick?: boolean;
  onOpen: (id: string) => void;
}

export function EventChip({ event, zone, pending, compact, fill, needsPick, onOpen }: Props) {
  const cancelled = event.status === 'cancelled';
  const label = `${kindLabels[event.kind]}: ${event.title}, ${rangeLabel(event.starts_at, event.ends_at, zone)}${
    cancelled ? ', cancelled' : event.status === 'proposed' ? ', waiting for a time' : ''
  }${pending ? ', pending sync' : ''}`;
  return (
    <Button
      variant="subtle"
      // Grey and struck through rather than faded: fading takes the title below readable contrast.
      colorPalette={cancelled ? 'gray' : kindPalette[event.kind]}
      size="xs"
      minH="6"
      py="1"
      px="1.5"
      w="full"
      h={fill ? 'full' : 'auto'}
      alignItems={fill ? 'flex-start' : undefined}
      overflow={fill ? 'hidden' : undefined}
      justifyContent="flex-start"
      textAlign="start"
      whiteSpace="normal"
      aria-label={label}
      onClick={(e) => {
        e.stopPropagation();
        onOpen(event.id);
      }}
      borderStyle={event.status === 'proposed' ? 'dashed' : undefined}
      borderWidth={event.status === 'proposed' ? '1px' : undefined}
      borderColor="colorPalette.emphasized"
    >
      <Box minW="0" w="full">
        <HStack gap="1" minW="0" wrap={fill ? 'wrap' : undefined}>
          <Text as="span" fontWeight="semibold" flexShrink={0} fontVariantNumeric="tabular-nums">
            {timeLabel(event.starts_at, zone)}
          </Text>
          <Text as="span" lineClamp={compact ? 1 : 2} textDecoration={cancelled ? 'line-through' : undefined}>
            {event.title}
          </Text>
        </HStack>
        {!compact && (needsPick || pending) && (
          <HStack gap="1" mt="1" wrap="wrap">
            {needsPick && (
              <Badge size="sm" colorPalette="purple" variant="solid">
                Pick a time
              </Badge>
            )}
            {pending && <PendingSyncBadge />}
          </HStack>
        )}
      </Box>
    </Button>
  );
}
