// The proposed interview times in a notification, to pick one there: the pick is queued
// (offline too) and confirms the event for everyone once the server has it. Once the device
// holds the event confirmed or cancelled, the notification says so instead; 'Open in calendar'
// leads to the event.
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useCallback, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { NotificationDoc } from '@sync/collections/notifications/schema';
import type { CalendarEventRow, CalendarSlot } from '@sync/collections/workspace-records/rows';
import { pickSlot } from '@sync/calendar/commands';
import { watchEvent, watchSlotPicks, type SlotPick } from '@sync/calendar/records';
import type { EveeDatabase } from '@sync/database';
import { paths } from '@/config/paths';
import { useRxQuery } from '@/hooks/use-rx-query';
import { useSyncSession } from '@/lib/sync-session';
import { pickInterviewTime } from '@/utils/interview-toast';

interface ProposalData {
  kind?: string;
  event_id?: string;
  event_title?: string;
  slots?: CalendarSlot[];
}

export const isSlotProposal = (row: NotificationDoc) => (row.data as ProposalData | null)?.kind === 'event_proposed';

const slotLabel = (slot: CalendarSlot) =>
  new Intl.DateTimeFormat(undefined, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(slot.starts_at));

const noPicks = new Map<string, SlotPick>();

export function SlotPickActions({ row }: { row: NotificationDoc }) {
  const data = row.data as ProposalData;
  const eventId = data.event_id ?? '';
  const session = useSyncSession();
  const build = useCallback((db: EveeDatabase) => watchEvent(db, eventId), [eventId]);
  const event = useRxQuery<CalendarEventRow | null>(build, null);
  const pick = useRxQuery(watchSlotPicks, noPicks).get(eventId);
  const [busy, setBusy] = useState(false);
  const slots = event?.status === 'proposed' ? event.proposed_slots : (data.slots ?? []);
  const open = (
    <Button asChild size="2xs" variant="ghost" colorPalette="brand" px="1">
      <RouterLink to={`${paths.calendar}?event=${eventId}`}>Open in calendar</RouterLink>
    </Button>
  );

  const choose = async (index: number) => {
    if (!session) return;
    setBusy(true);
    await pickInterviewTime(
      () => pickSlot(session.db, session.userId, eventId, index),
      event?.title ?? data.event_title ?? 'your interview',
      slots[index]!.starts_at,
    );
    setBusy(false);
  };

  if (event && event.status !== 'proposed') {
    return (
      <HStack gap="2">
        <Text fontSize="xs" color="fg.muted">
          {event.status === 'cancelled' ? 'Cancelled' : `Scheduled for ${slotLabel(event)}`}
        </Text>
        {open}
      </HStack>
    );
  }
  if (pick?.status === 'pending') {
    return (
      <Text fontSize="xs" color="fg.muted" role="status">
        {`You picked ${slotLabel(slots[pick.slotIndex] ?? slots[0]!)} · Pending sync`}
      </Text>
    );
  }
  return (
    <Stack gap="1">
      <HStack gap="1.5" wrap="wrap" role="group" aria-label="Proposed times">
        {slots.map((slot, i) => (
          <Button
            key={slot.starts_at}
            size="2xs"
            variant="outline"
            colorPalette="brand"
            disabled={busy || !event}
            onClick={() => void choose(i)}
          >
            {`Pick ${slotLabel(slot)}`}
          </Button>
        ))}
        {open}
      </HStack>
      {pick?.status === 'failed' && (
        <Text
          fontSize="xs"
          color="fg.error"
          role="alert"
        >{`Not picked: ${pick.error ?? 'the server refused it'}`}</Text>
      )}
    </Stack>
  );
}
