/**
 * Checks what a person typed to schedule or move an event, before anything is written: each
 * problem in words, keyed by the field it belongs beside (`slots.0.date`, `video_url`), so the
 * form shows them all at once and changes nothing. The row's own rules (kind, title, lengths)
 * are the calendar_events schema's (sync/schemas); the server checks them again. Pure.
 */
import type { z } from 'zod';
import type { CalendarEventKind, CalendarSlot } from '../collections/workspace-records/rows';
import { nowTimestamp } from '../collections/fields';
import { calendarEventSchema } from '../schemas/calendar-events';
import { isTimeZone, zonedToInstant } from './zoned-time';

export const MAX_SLOTS = 3;

/** One proposed time as typed: a date and start in the event's zone, and a length. */
export interface SlotInput {
  date: string;
  time: string;
  minutes: number;
}

export interface ScheduleInput {
  kind: CalendarEventKind;
  title: string;
  time_zone: string;
  slots: SlotInput[];
  location?: string;
  video_url?: string;
  notes?: string;
}

export type ScheduleErrors = Record<string, string>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export function isWebLink(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !/\s/.test(value) && !!url.hostname;
  } catch {
    return false;
  }
}

/** The slot as an instant pair, or null when its date or time does not parse. */
export function slotTimes(slot: SlotInput, zone: string): CalendarSlot | null {
  if (!DATE.test(slot.date) || !TIME.test(slot.time) || !isTimeZone(zone)) return null;
  const start = zonedToInstant({ date: slot.date, time: slot.time }, zone);
  if (Number.isNaN(start.getTime())) return null;
  const end = new Date(start.getTime() + slot.minutes * 60_000);
  return { starts_at: nowTimestamp(start), ends_at: nowTimestamp(end) };
}

function checkSlot(slot: SlotInput, zone: string, now: Date, at: string, errors: ScheduleErrors) {
  if (!DATE.test(slot.date)) errors[`${at}.date`] = 'Choose a date';
  if (!TIME.test(slot.time)) errors[`${at}.time`] = 'Choose a start time';
  if (!Number.isFinite(slot.minutes) || slot.minutes <= 0) {
    errors[`${at}.minutes`] = 'The end must be after the start';
  } else if (slot.minutes > 24 * 60) {
    errors[`${at}.minutes`] = 'An event lasts at most 24 hours';
  }
  const times = slotTimes(slot, zone);
  if (times && Date.parse(times.starts_at) <= now.getTime()) errors[`${at}.date`] = 'This start is in the past';
}

const field = calendarEventSchema.shape;

/** The first problem the row schema finds with one field's value, under that field's name. */
function checkField(errors: ScheduleErrors, name: string, schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (!result.success) errors[name] = result.error.issues[0]?.message ?? 'Check this field';
}

export function checkSchedule(input: ScheduleInput, now: Date = new Date()): ScheduleErrors {
  const errors: ScheduleErrors = {};
  checkField(errors, 'kind', field.kind, input.kind);
  checkField(errors, 'title', field.title, input.title.trim());
  if (!isTimeZone(input.time_zone)) errors.time_zone = 'Choose a time zone';
  if (input.slots.length === 0) errors.slots = 'Propose at least one time';
  if (input.slots.length > MAX_SLOTS) errors.slots = `Propose at most ${MAX_SLOTS} times`;
  input.slots.forEach((slot, i) => checkSlot(slot, input.time_zone, now, `slots.${i}`, errors));
  const video = input.video_url?.trim();
  if (video && !isWebLink(video)) errors.video_url = 'Enter a web address starting with https://';
  else checkField(errors, 'video_url', field.video_url, video);
  checkField(errors, 'location', field.location, input.location?.trim());
  checkField(errors, 'notes', field.notes, input.notes);
  return errors;
}
