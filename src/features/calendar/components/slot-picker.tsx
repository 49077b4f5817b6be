// The proposed times of an interview, for an attendee to pick one: the pick is queued (offline
// too) and the spec's toast says when it is. While the pick waits for the server it shows as
// pending; a refusal shows the server's words.
import { Button, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { CalendarEventRow } from '@sync/collections/workspace-records/rows';
import type { SlotPick } from '@sync/calendar/records';
import { PendingSyncBadge } from '@/components/sync-state';
import { pickInterviewTime } from '@/utils/interview-toast';
import { useCalendarCommands } from '../data/use-calendar';
import { rangeLabel } from '../utils/event-labels';

interface Props {
  event: CalendarEventRow;
  zone: string;
  pick: SlotPick | undefined;
  onPicked: () => void;
}

export function SlotPicker({ event, zone, pick, onPicked }: Props) {
  const commands = useCalendarCommands();
  const [choice, setChoice] = useState<string>(String(pick?.slotIndex ?? ''));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (pick?.status === 'pending') {
    const slot = event.proposed_slots[pick.slotIndex];
    return (
      <Stack gap="1" role="status">
        <Text fontWeight="medium">{`You picked ${slot ? rangeLabel(slot.starts_at, slot.ends_at, zone) : 'a time'}`}</Text>
        <PendingSyncBadge />
      </Stack>
    );
  }

  const confirm = async () => {
    if (choice === '') {
      setError('Choose one of the times');
      return;
    }
    if (!commands) return;
    setBusy(true);
    const index = Number(choice);
    const taken = await pickInterviewTime(
      () => commands.pick(event.id, index),
      event.title,
      event.proposed_slots[index]!.starts_at,
    );
    setBusy(false);
    if (taken) onPicked();
  };

  return (
    <Stack gap="3">
      <RadioGroup.Root
        colorPalette="brand"
        value={choice}
        onValueChange={(e) => {
          setChoice(e.value ?? '');
          setError(null);
        }}
        aria-label="Proposed times"
      >
        <Stack gap="2">
          {event.proposed_slots.map((slot, i) => (
            <RadioGroup.Item key={slot.starts_at} value={String(i)}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{rangeLabel(slot.starts_at, slot.ends_at, zone)}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      {error && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {error}
        </Text>
      )}
      {pick?.status === 'failed' && (
        <Text
          color="fg.error"
          fontSize="sm"
          role="alert"
        >{`Not picked: ${pick.error ?? 'the server refused it'}`}</Text>
      )}
      <Button colorPalette="brand" alignSelf="flex-start" loading={busy} onClick={() => void confirm()}>
        Confirm this time
      </Button>
    </Stack>
  );
}
