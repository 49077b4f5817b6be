/**
 * An event as the database takes it (calendar_events' CHECKs): the kind, the title, where, the
 * notes and who is asked. The schedule form's checks of dates, times and zones
 * (sync/calendar/validate.ts) are made of these fields, so the words are the form's.
 */
import { z } from 'zod';
import { calendarEventKinds, calendarEventStatuses } from '../collections/workspace-records/rows';
import { oneOf, optionalText, trimmedText } from './fields';

export const calendarEventSchema = z
  .object({
    kind: oneOf(calendarEventKinds, 'Choose what kind of event this is'),
    title: trimmedText(1, 200, { empty: 'Give the event a title', long: 'Keep the title under 200 characters' }),
    location: optionalText(500, 'Keep the location under 500 characters'),
    video_url: optionalText(2048, 'Keep the link under 2,048 characters'),
    notes: optionalText(5000, 'Keep the notes under 5,000 characters'),
    status: oneOf(calendarEventStatuses, 'The event is proposed, confirmed or cancelled'),
    attendee_ids: z.array(z.string()).max(50, { error: 'Invite at most 50 people' }),
    proposed_slots: z.array(z.unknown(), { error: 'The proposed times are a list' }),
    starts_at: z.string(),
    ends_at: z.string(),
  })
  .refine((e) => Date.parse(e.ends_at) > Date.parse(e.starts_at), {
    path: ['ends_at'],
    error: 'The end must be after the start',
  });
