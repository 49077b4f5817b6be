/**
 * The person's calendar from the device, live: the events they organise or are invited to
 * (row-level security mirrors exactly those), soonest first, with the slot they picked while
 * the pick waits in the outbox (or its refusal), and the recruiting subset a recruiter's
 * calendar shows. Readable offline.
 */
import { combineLatest, map, type Observable } from 'rxjs';
import type { OutboxDoc } from '../collections/outbox/schema';
import type { CalendarEventRow } from '../collections/workspace-records/rows';
import type { EveeDatabase } from '../database';
import { watchRow, watchRows } from '../workspace/records';

/** A slot pick the server has not confirmed yet ('pending'), or refused ('failed', with its words). */
export interface SlotPick {
  slotIndex: number;
  status: 'pending' | 'failed';
  error: string | null;
  outboxId: string;
}

const byStart = (a: CalendarEventRow, b: CalendarEventRow) =>
  a.starts_at === b.starts_at ? a.id.localeCompare(b.id) : Date.parse(a.starts_at) - Date.parse(b.starts_at);

/** Every event on the device (the user's own, as the server mirrors them), soonest first. */
export function watchMyEvents(db: EveeDatabase): Observable<CalendarEventRow[]> {
  return watchRows(db, 'calendar_events').pipe(map((rows) => [...rows].sort(byStart)));
}

export function watchEvent(db: EveeDatabase, id: string): Observable<CalendarEventRow | null> {
  return watchRow(db, 'calendar_events', id);
}

/** Slot picks not yet confirmed by the server, by event id. */
export function watchSlotPicks(db: EveeDatabase): Observable<Map<string, SlotPick>> {
  return db.outbox
    .find({ selector: { command: 'confirm_interview_slot', status: { $in: ['pending', 'failed'] } } })
    .$.pipe(
      map((docs) => {
        const picks = new Map<string, SlotPick>();
        for (const doc of docs) {
          const entry = doc.toJSON() as OutboxDoc;
          const args = entry.args as { event_id: string; slot_index: number };
          picks.set(args.event_id, {
            slotIndex: args.slot_index,
            status: entry.status === 'failed' ? 'failed' : 'pending',
            error: entry.error ?? null,
            outboxId: entry.id,
          });
        }
        return picks;
      }),
    );
}

/**
 * Whether an event belongs on a recruiter's calendar: tied to an application they submitted,
 * or one of their own calls and meetings.
 */
export function isRecruitingEvent(event: CalendarEventRow, recruiterId: string, submitted: Set<string>): boolean {
  if (event.job_application_id && submitted.has(event.job_application_id)) return true;
  return event.organizer_id === recruiterId && (event.kind === 'call' || event.kind === 'meeting');
}

/** The recruiter's recruiting events (see isRecruitingEvent), soonest first. */
export function watchRecruitingEvents(db: EveeDatabase, recruiterId: string): Observable<CalendarEventRow[]> {
  return combineLatest([watchMyEvents(db), watchRows(db, 'recruiter_submissions', { scope: recruiterId })]).pipe(
    map(([events, submissions]) => {
      const submitted = new Set(submissions.flatMap((s) => (s.application_id ? [s.application_id] : [])));
      return events.filter((e) => isRecruitingEvent(e, recruiterId, submitted));
    }),
  );
}
