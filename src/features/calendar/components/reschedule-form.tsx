// Moving an event: a new date, start and length in the person's zone, checked before anything
// is written; the attendees are told by the server once it has the change.
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { CalendarEventRow } from '@sync/collections/workspace-records/rows';
import { instantToWall } from '@sync/calendar/zoned-time';
import { checkSchedule, type SlotInput } from '@sync/calendar/validate';
import { notify } from '@/components/ui/toaster';
import { useCalendarCommands } from '../data/use-calendar';
import { SlotFields } from './slot-fields';

export function RescheduleForm({ event, zone, onDone }: { event: CalendarEventRow; zone: string; onDone: () => void }) {
  const commands = useCalendarCommands();
  const [slot, setSlot] = useState<SlotInput>(() => ({
    ...instantToWall(event.starts_at, zone),
    minutes: Math.round((Date.parse(event.ends_at) - Date.parse(event.starts_at)) / 60_000),
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = async () => {
    const found = checkSchedule({ kind: event.kind, title: event.title, time_zone: zone, slots: [slot] });
    setErrors(found);
    if (Object.keys(found).length || !commands) return;
    try {
      await commands.reschedule(event.id, slot, zone);
      notify('success', { title: 'Event moved', description: 'Everyone invited is told.' });
      onDone();
    } catch (err) {
      notify('error', { title: 'Not moved', description: err instanceof Error ? err.message : String(err) });
    }
  };

  return (
    <Stack
      as="form"
      gap="3"
      borderTopWidth="1px"
      pt="4"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Text as="h3" fontWeight="semibold">
        Reschedule
      </Text>
      <SlotFields slot={slot} name="New time" prefix="slots.0" errors={errors} onChange={setSlot} />
      <HStack gap="2">
        <Button type="submit" colorPalette="brand" size="sm">
          Save new time
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone}>
          Keep the time
        </Button>
      </HStack>
    </Stack>
  );
}
