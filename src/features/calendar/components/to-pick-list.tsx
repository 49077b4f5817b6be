// Interviews waiting for the user to pick a time, above the calendar, each opening its detail
// where the times are.
import { Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import type { CalendarEventRow } from '@sync/collections/workspace-records/rows';
import { rangeLabel } from '../utils/event-labels';

export function ToPickList({
  events,
  zone,
  onOpen,
}: {
  events: CalendarEventRow[];
  zone: string;
  onOpen: (id: string) => void;
}) {
  return (
    <Card.Root variant="outline" borderColor="purple.emphasized" size="sm">
      <Card.Body gap="2">
        <Text as="h2" fontWeight="semibold">
          {events.length === 1 ? 'Pick a time for your interview' : `Pick times for ${events.length} interviews`}
        </Text>
        <Stack as="ul" gap="2" listStyleType="none">
          {events.map((e) => (
            <HStack as="li" key={e.id} justify="space-between" wrap="wrap" gap="2">
              <Stack gap="0" minW="0">
                <Text fontWeight="medium">{e.title}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {`${e.proposed_slots.length} ${e.proposed_slots.length === 1 ? 'time' : 'times'} proposed, first ${rangeLabel(e.starts_at, e.ends_at, zone)}`}
                </Text>
              </Stack>
              <Button
                size="sm"
                colorPalette="brand"
                onClick={() => onOpen(e.id)}
                aria-label={`Pick a time for ${e.title}`}
              >
                Pick a time
              </Button>
            </HStack>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
