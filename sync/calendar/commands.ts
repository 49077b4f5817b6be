/**
 * The calendar's writes, offline-first. Scheduling, moving and cancelling are the organiser's
 * and go as workspace records: checked (./validate.ts), written on the device at once (pending
 * until the server takes them) and sent by the records replication. Picking a proposed slot is
 * the attendee's and needs the server's authority, so it is an outbox command
 * (confirm_interview_slot), queued offline too. The server decides in the end.
 */
import { nowTimestamp } from '../collections/fields';
import type { CalendarEventRow } from '../collections/workspace-records/rows';
import type { EveeDatabase } from '../database';
import { enqueueCommand } from '../outbox/commands';
import { getRow, writeRow } from '../workspace/records';
import { WorkspaceInputError } from '../workspace/input-error';
import { checkSchedule, slotTimes, type ScheduleInput, type SlotInput } from './validate';

export interface NewEventInput extends ScheduleInput {
  attendee_ids: string[];
  job_application_id?: string | null;
  company_id?: string | null;
}

function refuseFirst(errors: Record<string, string>) {
  const [field, message] = Object.entries(errors)[0] ?? [];
  if (field) throw new WorkspaceInputError(field, message!);
}

const optional = (value: string | undefined) => value?.trim() || null;

/**
 * Schedules an event organised by the user. With attendees and more than one time, or an
 * interview with attendees, it is proposed: the attendees pick a time. Otherwise confirmed.
 */
export async function scheduleEvent(db: EveeDatabase, userId: string, input: NewEventInput): Promise<CalendarEventRow> {
  refuseFirst(checkSchedule(input));
  const slots = input.slots.map((s) => slotTimes(s, input.time_zone)!);
  const attendees = [...new Set(input.attendee_ids.filter((id) => id !== userId))];
  const proposed = attendees.length > 0 && (slots.length > 1 || input.kind === 'interview');
  const at = nowTimestamp();
  const row: CalendarEventRow = {
    id: crypto.randomUUID(),
    kind: input.kind,
    title: input.title.trim(),
    starts_at: slots[0]!.starts_at,
    ends_at: slots[0]!.ends_at,
    time_zone: input.time_zone,
    location: optional(input.location),
    video_url: optional(input.video_url),
    organizer_id: userId,
    attendee_ids: attendees,
    status: proposed ? 'proposed' : 'confirmed',
    proposed_slots: proposed ? slots : [],
    job_application_id: input.job_application_id ?? null,
    company_id: input.company_id ?? null,
    notes: optional(input.notes),
    created_at: at,
    updated_at: at,
  };
  await writeRow(db, 'calendar_events', row);
  return row;
}

async function organisersEvent(db: EveeDatabase, userId: string, eventId: string) {
  const row = await getRow(db, 'calendar_events', eventId);
  if (!row) throw new WorkspaceInputError('id', 'This event is not on this device');
  if (row.organizer_id !== userId) throw new WorkspaceInputError('id', 'Only the organiser can change this event');
  if (row.status === 'cancelled') throw new WorkspaceInputError('status', 'A cancelled event cannot change');
  return row;
}

/**
 * Moves an event to a new time, typed in `zone` (the event's own by default), which becomes the
 * event's zone. A proposed one gets the new time as its only proposal (the
 * attendees pick again); a confirmed one moves, and the attendees are told.
 */
export async function rescheduleEvent(
  db: EveeDatabase,
  userId: string,
  eventId: string,
  slot: SlotInput,
  zone?: string,
): Promise<CalendarEventRow> {
  const row = await organisersEvent(db, userId, eventId);
  const time_zone = zone ?? row.time_zone;
  refuseFirst(
    checkSchedule({ ...row, time_zone, slots: [slot], location: undefined, video_url: undefined, notes: undefined }),
  );
  const times = slotTimes(slot, time_zone)!;
  // A confirmed event keeps its (empty) proposals: only the time moves.
  const next: CalendarEventRow = {
    ...row,
    ...times,
    time_zone,
    proposed_slots: row.status === 'proposed' ? [times] : row.proposed_slots,
    updated_at: nowTimestamp(),
  };
  await writeRow(db, 'calendar_events', next);
  return next;
}

export async function cancelEvent(db: EveeDatabase, userId: string, eventId: string): Promise<CalendarEventRow> {
  const row = await organisersEvent(db, userId, eventId);
  const next: CalendarEventRow = { ...row, status: 'cancelled', updated_at: nowTimestamp() };
  await writeRow(db, 'calendar_events', next);
  return next;
}

/**
 * The attendee picks one of the proposed times: queued for the server (offline too), which
 * confirms it for everyone. Picking again while one is pending returns the pending entry.
 */
export async function pickSlot(db: EveeDatabase, userId: string, eventId: string, slotIndex: number) {
  const row = await getRow(db, 'calendar_events', eventId);
  if (!row) throw new WorkspaceInputError('id', 'This event is not on this device');
  if (!row.attendee_ids.includes(userId))
    throw new WorkspaceInputError('id', 'Only the people invited can pick a time');
  if (row.status !== 'proposed') throw new WorkspaceInputError('status', 'A time was already picked for this event');
  if (!row.proposed_slots[slotIndex]) throw new WorkspaceInputError('slot', 'Pick one of the proposed times');
  return enqueueCommand(db, 'confirm_interview_slot', { event_id: eventId, slot_index: slotIndex });
}
