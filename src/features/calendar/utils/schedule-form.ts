// The calendar forms' schemas: what was typed, judged by checkSchedule (whose row rules come from
// the calendar_events schema in sync/schemas), with each problem put beside its field
// ('slots.1.date' is the second time's date).
import { z } from 'zod';
import { calendarEventKinds, type CalendarEventKind } from '@sync/collections/workspace-records/rows';
import { checkSchedule, type ScheduleInput, type SlotInput } from '@sync/calendar/validate';

const slotShape = z.object({ date: z.string(), time: z.string(), minutes: z.number() });

const pathOf = (key: string) => key.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

export interface ScheduleFormValues {
  kind: CalendarEventKind;
  title: string;
  slots: SlotInput[];
  location: string;
  video_url: string;
  notes: string;
}

/** Scheduling an event in `zone`. */
export function scheduleFormSchema(zone: string): z.ZodType<ScheduleFormValues, ScheduleFormValues> {
  return z
    .object({
      kind: z.enum(calendarEventKinds),
      title: z.string(),
      slots: z.array(slotShape),
      location: z.string(),
      video_url: z.string(),
      notes: z.string(),
    })
    .superRefine((values, ctx) => {
      const input: ScheduleInput = { ...values, time_zone: zone };
      for (const [key, message] of Object.entries(checkSchedule(input)))
        ctx.addIssue({ code: 'custom', path: pathOf(key), message });
    });
}

/** Moving an event of this kind and title to one new time in `zone`. */
export function slotFormSchema(
  event: { kind: CalendarEventKind; title: string },
  zone: string,
): z.ZodType<SlotInput, SlotInput> {
  return slotShape.superRefine((slot, ctx) => {
    const found = checkSchedule({ kind: event.kind, title: event.title, time_zone: zone, slots: [slot] });
    for (const [key, message] of Object.entries(found))
      ctx.addIssue({ code: 'custom', path: pathOf(key.replace(/^slots\.0\./, '')), message });
  });
}
