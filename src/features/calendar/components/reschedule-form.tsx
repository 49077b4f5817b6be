// Moving an event: a new date, start and length in the person's zone, checked before anything
// is written (react-hook-form with the slot schema); the attendees are told by the server once it
// has the change.
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { CalendarEventRow } from '@sync/collections/workspace-records/rows';
import { instantToWall } from '@sync/calendar/zoned-time';
import { notify } from '@/components/ui/toaster';
import { useSchemaForm } from '@/lib/form';
import { useCalendarCommands } from '../data/use-calendar';
import { slotFormSchema } from '../utils/schedule-form';
import { SlotFields } from './slot-fields';

export function RescheduleForm({ event, zone, onDone }: { event: CalendarEventRow; zone: string; onDone: () => void }) {
  const commands = useCalendarCommands();
  const schema = useMemo(() => slotFormSchema(event, zone), [event, zone]);
  const form = useSchemaForm(schema, {
    ...instantToWall(event.starts_at, zone),
    minutes: Math.round((Date.parse(event.ends_at) - Date.parse(event.starts_at)) / 60_000),
  });
  const errors = form.formState.errors;

  const save = form.handleSubmit(async (slot) => {
    if (!commands) return;
    try {
      await commands.reschedule(event.id, slot, zone);
      notify('success', { title: 'Event moved', description: 'Everyone invited is told.' });
      onDone();
    } catch (err) {
      notify('error', { title: 'Not moved', description: err instanceof Error ? err.message : String(err) });
    }
  });

  return (
    <Stack as="form" gap="3" borderTopWidth="1px" pt="4" onSubmit={(e) => void save(e)}>
      <Text as="h3" fontWeight="semibold">
        Reschedule
      </Text>
      <SlotFields
        name="New time"
        fields={{
          date: form.register('date'),
          time: form.register('time'),
          minutes: form.register('minutes', { valueAsNumber: true }),
        }}
        errors={{ date: errors.date?.message, time: errors.time?.message, minutes: errors.minutes?.message }}
        minutes={form.watch('minutes')}
      />
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
