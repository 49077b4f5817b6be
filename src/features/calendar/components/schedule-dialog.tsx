// Scheduling an event: its kind and title, up to 3 times for the attendees to pick from (date,
// start, length, in the person's zone), a place or video link, and notes. Every problem shows
// beside its field and nothing is written until all are fixed; the draft stays while the dialog
// is open (react-hook-form with the schedule form's schema). Written on the device, sent when
// online; the server notifies the attendees.
import { Button, Grid, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { PlusIcon, XIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { calendarEventKinds, type CalendarEventKind } from '@sync/collections/workspace-records/rows';
import type { NewEventInput } from '@sync/calendar/commands';
import { MAX_SLOTS, type SlotInput } from '@sync/calendar/validate';
import { deviceTimeZone, instantToWall } from '@sync/calendar/zoned-time';
import { AppIcon } from '@/components/app-icon';
import { FormDialog } from '@/components/form-dialog';
import { PlainSelect } from '@/components/plain-select';
import { FormField } from '@/components/ui/form-field';
import { notify } from '@/components/ui/toaster';
import { useSchemaForm } from '@/lib/form';
import { useCalendarCommands } from '../data/use-calendar';
import { kindLabels } from '../utils/event-labels';
import { scheduleFormSchema } from '../utils/schedule-form';
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
  const schema = useMemo(() => scheduleFormSchema(zone), [zone]);
  const form = useSchemaForm(schema, {
    kind: target.defaultKind,
    title: target.defaultTitle,
    slots: [nextSlot(zone, 1)],
    location: '',
    video_url: '',
    notes: '',
  });
  const { register, control } = form;
  const errors = form.formState.errors;
  const slots = useFieldArray({ control, name: 'slots' });
  const minutes = form.watch('slots').map((slot) => slot.minutes);
  const [busy, setBusy] = useState(false);
  const invites = target.attendeeIds.length > 0;

  const submit = form.handleSubmit(async (values) => {
    if (!commands) return;
    const { kind } = values;
    const input: NewEventInput = {
      ...values,
      time_zone: zone,
      attendee_ids: target.attendeeIds,
      job_application_id: target.applicationId ?? null,
      company_id: target.companyId ?? null,
    };
    const count = values.slots.length;
    setBusy(true);
    try {
      const row = await commands.schedule(input);
      notify('success', {
        title: row.status === 'proposed' ? `${kindLabels[kind]} proposed` : `${kindLabels[kind]} scheduled`,
        description:
          row.status === 'proposed'
            ? `${target.attendeeName ?? 'They'} will pick one of ${count === 1 ? 'the time' : `the ${count} times`}.`
            : 'It is on your calendar.',
      });
      onClose();
    } catch (err) {
      notify('error', { title: 'Not scheduled', description: err instanceof Error ? err.message : String(err) });
    } finally {
      setBusy(false);
    }
  });

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
        <FormField label="Kind" error={errors.kind?.message}>
          <PlainSelect aria-label="Kind" {...register('kind')}>
            {calendarEventKinds.map((k) => (
              <option key={k} value={k}>
                {kindLabels[k]}
              </option>
            ))}
          </PlainSelect>
        </FormField>
        <FormField label="Title" error={errors.title?.message} required>
          <Input {...register('title')} />
        </FormField>
      </Grid>
      <Stack gap="3" role="group" aria-label={invites ? 'Times to propose' : 'Time'}>
        <Text fontSize="sm" color="fg.muted">
          {invites
            ? `Propose up to ${MAX_SLOTS} times; ${target.attendeeName ? `${target.attendeeName} picks` : 'they pick'} one. Times in ${zone.replace(/_/g, ' ')}.`
            : `Times in ${zone.replace(/_/g, ' ')}.`}
        </Text>
        {slots.fields.map((slot, i) => (
          <Stack key={slot.id} gap="1">
            <SlotFields
              name={slots.fields.length > 1 ? `Time ${i + 1}` : 'Time'}
              fields={{
                date: register(`slots.${i}.date`),
                time: register(`slots.${i}.time`),
                minutes: register(`slots.${i}.minutes`, { valueAsNumber: true }),
              }}
              errors={{
                date: errors.slots?.[i]?.date?.message,
                time: errors.slots?.[i]?.time?.message,
                minutes: errors.slots?.[i]?.minutes?.message,
              }}
              minutes={minutes[i] ?? slot.minutes}
            />
            {slots.fields.length > 1 && (
              <Button size="xs" variant="ghost" alignSelf="flex-start" onClick={() => slots.remove(i)}>
                <AppIcon icon={XIcon} boxSize="3" />
                {`Remove time ${i + 1}`}
              </Button>
            )}
          </Stack>
        ))}
        {errors.slots?.message && (
          <Text color="fg.error" fontSize="sm" role="alert">
            {errors.slots.message}
          </Text>
        )}
        {invites && (
          <Button
            size="sm"
            variant="outline"
            alignSelf="flex-start"
            onClick={() => slots.append(nextSlot(zone, slots.fields.length + 1))}
            disabled={slots.fields.length >= MAX_SLOTS}
          >
            <AppIcon icon={PlusIcon} boxSize="4" />
            Add another time
          </Button>
        )}
      </Stack>
      <Grid templateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="3">
        <FormField
          label="Location"
          error={errors.location?.message}
          helper="An address, or leave empty for a video call"
        >
          <Input {...register('location')} />
        </FormField>
        <FormField label="Video link" error={errors.video_url?.message} helper="https://…">
          <Input type="url" inputMode="url" {...register('video_url')} />
        </FormField>
      </Grid>
      <FormField label="Notes" error={errors.notes?.message}>
        <Textarea rows={3} {...register('notes')} />
      </FormField>
    </FormDialog>
  );
}
