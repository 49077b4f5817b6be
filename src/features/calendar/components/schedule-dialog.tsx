// Scheduling an event: its kind and title, up to 3 times for the attendees to pick from (date,
// start, length, in the person's zone), a place or video link, and notes. Every problem shows
// beside its field and nothing is written until all are fixed; the draft stays while the dialog
// is open. Written on the device, sent when online; the server notifies the attendees.
import { Button, Grid, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { PlusIcon, XIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { calendarEventKinds, type CalendarEventKind } from '@sync/collections/workspace-records/rows';
import type { NewEventInput } from '@sync/calendar/commands';
import { checkSchedule, MAX_SLOTS, type SlotInput } from '@sync/calendar/validate';
import { deviceTimeZone, instantToWall } from '@sync/calendar/zoned-time';
import { AppIcon } from '@/components/app-icon';
import { FormDialog } from '@/components/form-dialog';
import { PlainSelect } from '@/components/plain-select';
import { FormField } from '@/components/ui/form-field';
import { notify } from '@/components/ui/toaster';
import { useCalendarCommands } from '../data/use-calendar';
import { kindLabels } from '../utils/event-labels';
import { SlotFields } from './slot-fields';

export interface ScheduleTarget {
  /** The people invited (the talent of an application); none for a personal event. */
  attendeeIds: string[];
  applicationId?: string | null;
  companyId?: string | null;
  defaultTitle: string;
  defaultKind: CalendarEventKind;
  /** Said in the confirmation: who picks a time. */
  attendeeName?: string;
}

function nextSlot(zone: string, daysAhead: number): SlotInput {
  const wall = instantToWall(new Date(Date.now() + daysAhead * 86_400_000), zone);
  return { date: wall.date, time: '10:00', minutes: 45 };
}

interface Props {
  target: ScheduleTarget;
  open: boolean;
  onClose: () => void;
}

export function ScheduleDialog({ target, open, onClose }: Props) {
  const zone = useMemo(() => deviceTimeZone(), []);
  const commands = useCalendarCommands();
  const [kind, setKind] = useState<CalendarEventKind>(target.defaultKind);
  const [title, setTitle] = useState(target.defaultTitle);
  const [slots, setSlots] = useState<SlotInput[]>(() => [nextSlot(zone, 1)]);
  const [location, setLocation] = useState('');
  const [video, setVideo] = useState('');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const invites = target.attendeeIds.length > 0;

  const submit = async () => {
    const input: NewEventInput = {
      kind,
      title,
      time_zone: zone,
      slots,
      location,
      video_url: video,
      notes,
      attendee_ids: target.attendeeIds,
      job_application_id: target.applicationId ?? null,
      company_id: target.companyId ?? null,
    };
    const found = checkSchedule(input);
    setErrors(found);
    if (Object.keys(found).length || !commands) return;
    setBusy(true);
    try {
      const row = await commands.schedule(input);
      notify('success', {
        title: row.status === 'proposed' ? `${kindLabels[kind]} proposed` : `${kindLabels[kind]} scheduled`,
        description:
          row.status === 'proposed'
            ? `${target.attendeeName ?? 'They'} will pick one of ${slots.length === 1 ? 'the time' : `the ${slots.length} times`}.`
            : 'It is on your calendar.',
      });
      onClose();
    } catch (err) {
      notify('error', { title: 'Not scheduled', description: err instanceof Error ? err.message : String(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      size="lg"
      title={invites ? `Schedule with ${target.attendeeName ?? 'the candidate'}` : 'New event'}
      submitLabel={invites ? 'Send times' : 'Add event'}
      busy={busy}
      onSubmit={() => void submit()}
    >
      <Grid templateColumns={{ base: '1fr', sm: '1fr 2fr' }} gap="3">
        <FormField label="Kind" error={errors.kind}>
          <PlainSelect aria-label="Kind" value={kind} onChange={(e) => setKind(e.target.value as CalendarEventKind)}>
            {calendarEventKinds.map((k) => (
              <option key={k} value={k}>
                {kindLabels[k]}
              </option>
            ))}
          </PlainSelect>
        </FormField>
        <FormField label="Title" error={errors.title} required>
          <Input value={title} onChange={(e) => setTitle(e.target.value)} />
        </FormField>
      </Grid>
      <Stack gap="3" role="group" aria-label={invites ? 'Times to propose' : 'Time'}>
        <Text fontSize="sm" color="fg.muted">
          {invites
            ? `Propose up to ${MAX_SLOTS} times; ${target.attendeeName ? `${target.attendeeName} picks` : 'they pick'} one. Times in ${zone.replace(/_/g, ' ')}.`
            : `Times in ${zone.replace(/_/g, ' ')}.`}
        </Text>
        {slots.map((slot, i) => (
          <Stack key={i} gap="1">
            <SlotFields
              slot={slot}
              name={slots.length > 1 ? `Time ${i + 1}` : 'Time'}
              prefix={`slots.${i}`}
              errors={errors}
              onChange={(next) => setSlots(slots.map((s, j) => (j === i ? next : s)))}
            />
            {slots.length > 1 && (
              <Button
                size="xs"
                variant="ghost"
                alignSelf="flex-start"
                onClick={() => setSlots(slots.filter((_, j) => j !== i))}
              >
                <AppIcon icon={XIcon} boxSize="3" />
                {`Remove time ${i + 1}`}
              </Button>
            )}
          </Stack>
        ))}
        {errors.slots && (
          <Text color="fg.error" fontSize="sm" role="alert">
            {errors.slots}
          </Text>
        )}
        {invites && (
          <Button
            size="sm"
            variant="outline"
            alignSelf="flex-start"
            onClick={() => setSlots([...slots, nextSlot(zone, slots.length + 1)])}
            disabled={slots.length >= MAX_SLOTS}
          >
            <AppIcon icon={PlusIcon} boxSize="4" />
            Add another time
          </Button>
        )}
      </Stack>
      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="3">
        <FormField label="Location" error={errors.location} helper="An address, or leave empty for a video call">
          <Input value={location} onChange={(e) => setLocation(e.target.value)} />
        </FormField>
        <FormField label="Video link" error={errors.video_url} helper="https://…">
          <Input type="url" inputMode="url" value={video} onChange={(e) => setVideo(e.target.value)} />
        </FormField>
      </Grid>
      <FormField label="Notes" error={errors.notes}>
        <Textarea rows={3} value={notes} onChange={(e) => setNotes(e.target.value)} />
      </FormField>
    </FormDialog>
  );
}
