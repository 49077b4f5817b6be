// The calendar on the device: an interview scheduled offline is shown at once and sent once on
// reconnect; the talent's device mirrors it, and a slot picked offline waits in the outbox and
// confirms the event for everyone when back online. Cancelling goes out as a change.
import { firstValueFrom } from 'rxjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { cancelEvent, pickSlot, scheduleEvent } from '@sync/calendar/commands';
import { watchMyEvents, watchSlotPicks } from '@sync/calendar/records';
import { instantToWall } from '@sync/calendar/zoned-time';
import { WorkspaceInputError } from '@sync/workspace/input-error';
import { sql } from '../fixtures/backend';
import { countingClient } from '../fixtures/counting-client';
import { waitFor } from '../fixtures/sync';
import { untilNothingPending, untilPending } from '../fixtures/pending-records';
import { syncedDevice, type Device } from '../fixtures/sync-session';
import { makeWorkspaceWorld, type WorkspaceWorld } from '../fixtures/workspace-world';

let w: WorkspaceWorld;

beforeAll(async () => {
  w = await makeWorkspaceWorld();
});

const ZONE = 'Europe/Lisbon';
const inDays = (days: number, time: string) => ({
  date: instantToWall(new Date(Date.now() + days * 86_400_000), ZONE).date,
  time,
  minutes: 45,
});

describe('the calendar on the device', () => {
  it('schedules an interview offline, shows it at once, sends it once on reconnect, and the talent picks a slot', async () => {
    const alice = await syncedDevice(w.alice);
    const posts = await countingClient(w.alice, '/rest/v1/calendar_events', 'POST');
    let tina: Device | undefined;
    try {
      await alice.goOffline();
      const event = await scheduleEvent(alice.db, w.alice.id, {
        kind: 'interview',
        title: 'Interview: Frontend Engineer',
        time_zone: ZONE,
        slots: [inDays(2, '10:00'), inDays(3, '14:30')],
        video_url: 'https://meet.example.com/tina',
        attendee_ids: [w.tina.id],
        job_application_id: w.tinaApp,
        company_id: w.acme.id,
      });
      expect(event.status).toBe('proposed');
      expect((await firstValueFrom(watchMyEvents(alice.db))).map((e) => e.id)).toContain(event.id);
      await untilPending(alice.db, event.id);

      await alice.goOnline(posts.client);
      await untilNothingPending(alice.db, 'the event sent');
      expect(posts.count()).toBe(1);
      const [row] = await sql<{ status: string; company_id: string }>(
        'select status, company_id from public.calendar_events where id = $1',
        [event.id],
      );
      expect(row).toEqual({ status: 'proposed', company_id: w.acme.id });

      // One open database at a time: open-core RxDB allows 13 collections per process.
      await alice.close();
      tina = await syncedDevice(w.tina);
      await waitFor(
        async () => (await firstValueFrom(watchMyEvents(tina!.db))).some((e) => e.id === event.id),
        'the talent’s device has the event',
      );
      await tina.goOffline();
      await pickSlot(tina.db, w.tina.id, event.id, 1);
      expect((await firstValueFrom(watchSlotPicks(tina.db))).get(event.id)).toMatchObject({
        slotIndex: 1,
        status: 'pending',
      });
      await tina.goOnline();
      await waitFor(async () => {
        const mine = (await firstValueFrom(watchMyEvents(tina!.db))).find((e) => e.id === event.id);
        return (
          mine?.status === 'confirmed' && Date.parse(mine.starts_at) === Date.parse(event.proposed_slots[1]!.starts_at)
        );
      }, 'the confirmed event on the talent’s device');
      expect((await firstValueFrom(watchSlotPicks(tina.db))).size).toBe(0);
      expect(await tina.db.sync_failures.count().exec()).toBe(0);
      await tina.close();
      tina = undefined;

      const again = await syncedDevice(w.alice);
      try {
        const theirs = (await firstValueFrom(watchMyEvents(again.db))).find((e) => e.id === event.id);
        expect(theirs?.status).toBe('confirmed');
        await cancelEvent(again.db, w.alice.id, event.id);
        const status = async () =>
          (await sql<{ status: string }>('select status from public.calendar_events where id = $1', [event.id]))[0]!
            .status;
        await waitFor(async () => (await status()) === 'cancelled', 'the cancel on the server');
        expect(await again.db.sync_failures.count().exec()).toBe(0);
      } finally {
        await again.close();
      }
    } finally {
      await tina?.close();
      if (!alice.db.closed) await alice.close();
      await posts.client.removeAllChannels();
    }
  });

  it('refuses a start in the past, a bad link and a fourth slot before writing anything', async () => {
    const alice = await syncedDevice(w.alice);
    try {
      const base = {
        kind: 'interview' as const,
        title: 'Interview',
        time_zone: ZONE,
        attendee_ids: [w.theo.id],
        job_application_id: w.theoApp,
      };
      const refusal = (input: Parameters<typeof scheduleEvent>[2]) =>
        scheduleEvent(alice.db, w.alice.id, input).then(
          () => null,
          (e: WorkspaceInputError) => [e.field, e.message],
        );
      expect(await refusal({ ...base, slots: [inDays(-1, '10:00')] })).toEqual([
        'slots.0.date',
        'This start is in the past',
      ]);
      expect(await refusal({ ...base, slots: [inDays(1, '10:00')], video_url: 'meet.example.com' })).toEqual([
        'video_url',
        'Enter a web address starting with https://',
      ]);
      const four = [1, 2, 3, 4].map((d) => inDays(d, '10:00'));
      expect(await refusal({ ...base, slots: four })).toEqual(['slots', 'Propose at most 3 times']);
      const theirs = await firstValueFrom(watchMyEvents(alice.db));
      expect(theirs.filter((e) => e.job_application_id === w.theoApp)).toEqual([]);
    } finally {
      await alice.close();
    }
  });
});
