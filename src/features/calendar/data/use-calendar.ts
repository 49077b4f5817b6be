// The person's calendar from the device, live (undefined until the workspace has synced here
// once), slot picks waiting for the server, and the calendar's writes bound to the signed-in
// person.
import { useCallback, useMemo } from 'react';
import type { CalendarEventRow } from '@sync/collections/workspace-records/rows';
import type { EveeDatabase } from '@sync/database';
import { cancelEvent, pickSlot, rescheduleEvent, scheduleEvent, type NewEventInput } from '@sync/calendar/commands';
import { watchMyEvents, watchRecruitingEvents, watchSlotPicks, type SlotPick } from '@sync/calendar/records';
import type { SlotInput } from '@sync/calendar/validate';
import { onceWorkspaceSynced } from '@sync/workspace/synced';
import { useRxQuery } from '@/hooks/use-rx-query';
import { useSyncSession } from '@/lib/sync-session';

export function useMyEvents(): CalendarEventRow[] | undefined {
  const build = useCallback((db: EveeDatabase) => onceWorkspaceSynced(db, watchMyEvents(db)), []);
  return useRxQuery(build, undefined);
}

/** A recruiter's calendar: events about applications they submitted, and their calls and meetings. */
export function useRecruitingEvents(): CalendarEventRow[] | undefined {
  const build = useCallback(
    (db: EveeDatabase, userId: string) => onceWorkspaceSynced(db, watchRecruitingEvents(db, userId)),
    [],
  );
  return useRxQuery(build, undefined);
}

const noPicks = new Map<string, SlotPick>();

export function useSlotPicks(): Map<string, SlotPick> {
  return useRxQuery(watchSlotPicks, noPicks);
}

export function useCurrentUserId(): string | null {
  return useSyncSession()?.userId ?? null;
}

export function useCalendarCommands() {
  const session = useSyncSession();
  return useMemo(() => {
    if (!session) return null;
    const { db, userId } = session;
    return {
      schedule: (input: NewEventInput) => scheduleEvent(db, userId, input),
      reschedule: (id: string, slot: SlotInput, zone?: string) => rescheduleEvent(db, userId, id, slot, zone),
      cancel: (id: string) => cancelEvent(db, userId, id),
      pick: (id: string, slotIndex: number) => pickSlot(db, userId, id, slotIndex),
    };
  }, [session]);
}
