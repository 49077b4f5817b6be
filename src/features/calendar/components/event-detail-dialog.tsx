// An event's detail: when (in the person's zone, and the organiser's when it differs), where,
// the notes, its state; 'Add to calendar' (.ics); for an attendee of a proposed interview the
// times to pick from; for the organiser Reschedule and Cancel, written on the device and sent
// when online (the attendees are notified by the server).
import { Badge, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { CalendarPlusIcon, MapPinIcon, VideoIcon } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import type { CalendarEventRow } from '@sync/collections/workspace-records/rows';
import { AppIcon } from '@/components/app-icon';
import { PendingSyncBadge, RefusedWrite } from '@/components/sync-state';
import { notify } from '@/components/ui/toaster';
import { WorkspaceDialog } from '@/components/workspace-dialog';
import { usePendingRecordIds, useRecordFailure } from '@/hooks/use-pending-records';
import { useCalendarCommands, useSlotPicks } from '../data/use-calendar';
import { kindLabels, kindPalette, rangeLabel, statusLabels } from '../utils/event-labels';
import { RescheduleForm } from './reschedule-form';
import { SlotPicker } from './slot-picker';
import { importFresh } from '@/utils/module-loads';

interface Props {
  event: CalendarEventRow | null;
  zone: string;
  userId: string | null;
  /** More actions the app composes in (a company interviewer's 'Add scorecard'). */
  actions?: (event: CalendarEventRow) => ReactNode;
  onClose: () => void;
}

/**
 * The .ics writer (ical.js) is most of the calendar's code and only 'Add to calendar' needs it:
 * fetched when an event is opened, not with the calendar, whose first paint waited on it.
 */
const loadIcs = () => importFresh(() => import('../utils/ics'));

async function downloadIcs(event: CalendarEventRow) {
  let ics: Awaited<ReturnType<typeof loadIcs>>;
  try {
    ics = await loadIcs();
  } catch (err) {
    console.error('[calendar] loading the .ics writer failed', err);
    notify('error', {
      title: 'Could not make the calendar file',
      description: navigator.onLine ? 'Please try again.' : "You're offline — try again when connected",
    });
    return;
  }
  const url = URL.createObjectURL(new Blob([ics.eventIcs(event)], { type: 'text/calendar;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = ics.icsFileName(event);
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function EventDetailDialog({ event, zone, userId, actions, onClose }: Props) {
  const commands = useCalendarCommands();
  const pending = usePendingRecordIds().has(event?.id ?? '');
  const { failure, retry, discard } = useRecordFailure(event?.id);
  const pick = useSlotPicks().get(event?.id ?? '');
  const [mode, setMode] = useState<'view' | 'reschedule' | 'cancel'>('view');
  const shown = event !== null;
  // Ready before 'Add to calendar' is pressed; a failure is told when it is.
  useEffect(() => {
    if (shown) loadIcs().catch((err: unknown) => console.warn('[calendar] fetching the .ics writer ahead failed', err));
  }, [shown]);
  const organiser = !!event && event.organizer_id === userId;
  const attendee = !!event && !!userId && event.attendee_ids.includes(userId);
  const open = event?.status !== 'cancelled';

  const cancel = async () => {
    if (!event || !commands) return;
    try {
      await commands.cancel(event.id);
      notify('success', { title: 'Event cancelled', description: 'Everyone invited is told.' });
      setMode('view');
    } catch (err) {
      notify('error', { title: 'Not cancelled', description: err instanceof Error ? err.message : String(err) });
    }
  };

  const footer = (
    <>
      {event && (
        <Button variant="outline" onClick={() => void downloadIcs(event)}>
          <AppIcon icon={CalendarPlusIcon} boxSize="4" />
          Add to calendar
        </Button>
      )}
      {event && mode === 'view' && actions?.(event)}
      {organiser && open && mode === 'view' && (
        <>
          <Button variant="outline" onClick={() => setMode('reschedule')}>
            Reschedule
          </Button>
          <Button variant="outline" colorPalette="red" onClick={() => setMode('cancel')}>
            Cancel event
          </Button>
        </>
      )}
      {mode === 'cancel' && (
        <>
          <Button variant="ghost" onClick={() => setMode('view')}>
            Keep it
          </Button>
          <Button colorPalette="red" onClick={() => void cancel()}>
            Yes, cancel it
          </Button>
        </>
      )}
    </>
  );

  return (
    <WorkspaceDialog open onClose={onClose} title={event?.title ?? 'Event not found'} footer={footer}>
      {!event ? (
        <Text color="fg.muted">This event is not on this device. It may have been cancelled, or not synced yet.</Text>
      ) : (
        <Stack gap="4">
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette={kindPalette[event.kind]}>{kindLabels[event.kind]}</Badge>
            <Badge variant="outline" colorPalette={event.status === 'cancelled' ? 'red' : 'gray'}>
              {statusLabels[event.status]}
            </Badge>
            {pending && <PendingSyncBadge />}
          </HStack>
          <Stack gap="0.5">
            <Text fontWeight="medium">{rangeLabel(event.starts_at, event.ends_at, zone)}</Text>
            {event.time_zone !== zone && (
              <Text fontSize="sm" color="fg.muted">
                {`${rangeLabel(event.starts_at, event.ends_at, event.time_zone)} in ${event.time_zone.replace(/_/g, ' ')}`}
              </Text>
            )}
          </Stack>
          {event.location && (
            <HStack gap="2">
              <AppIcon icon={MapPinIcon} boxSize="4" color="fg.muted" />
              <Text>{event.location}</Text>
            </HStack>
          )}
          {event.video_url && (
            <HStack gap="2" minW="0">
              <AppIcon icon={VideoIcon} boxSize="4" color="fg.muted" />
              <Link href={event.video_url} target="_blank" rel="noreferrer" color="brand.fg" wordBreak="break-all">
                {event.video_url}
              </Link>
            </HStack>
          )}
          {event.notes && <Text whiteSpace="pre-wrap">{event.notes}</Text>}
          {failure && (
            <RefusedWrite message={failure.message} onRetry={() => void retry()} onDiscard={() => void discard()} />
          )}
          {event.status === 'proposed' && attendee && (
            <Stack gap="2">
              <Text as="h3" fontWeight="semibold">
                Pick a time
              </Text>
              <SlotPicker event={event} zone={zone} pick={pick} onPicked={onClose} />
            </Stack>
          )}
          {event.status === 'proposed' && organiser && (
            <Text fontSize="sm" color="fg.muted">
              {`Waiting for a pick among ${event.proposed_slots.map((s) => rangeLabel(s.starts_at, s.ends_at, zone)).join('; ')}.`}
            </Text>
          )}
          {mode === 'reschedule' && <RescheduleForm event={event} zone={zone} onDone={() => setMode('view')} />}
        </Stack>
      )}
    </WorkspaceDialog>
  );
}
