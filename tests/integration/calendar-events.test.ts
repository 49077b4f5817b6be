// Calendar events against the real stack: who reads and writes them (organiser, attendee,
// stranger, another company, anon), picking a proposed slot as the only thing an attendee may
// do, the notifications of proposing, confirming, rescheduling and cancelling, and the
// reminders 24 hours and 15 minutes before, each sent once.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../fixtures/backend';
import { makeApplication, makeHiringWorld, makeJob, type HiringWorld } from '../fixtures/hiring';
import { anonClient, createUser, serviceClient, type TestUser } from '../fixtures/stack';

let w: HiringWorld;
let applicationId: string;

const HOUR = 3_600_000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();
const slot = (fromNow: number, minutes = 45) => ({ starts_at: at(fromNow), ends_at: at(fromNow + minutes * 60_000) });

beforeAll(async () => {
  w = await makeHiringWorld();
  const job = await makeJob(w.company.id, { title: 'Calendar Engineer' });
  applicationId = await makeApplication(job, w.talent.id);
});

function interview(fields: Record<string, unknown> = {}) {
  const slots = [slot(48 * HOUR), slot(50 * HOUR)];
  return {
    id: randomUUID(),
    kind: 'interview',
    title: 'Interview: Calendar Engineer',
    starts_at: slots[0]!.starts_at,
    ends_at: slots[0]!.ends_at,
    time_zone: 'Europe/Lisbon',
    video_url: 'https://meet.example.com/x',
    organizer_id: w.owner.id,
    attendee_ids: [w.talent.id],
    status: 'proposed',
    proposed_slots: slots,
    job_application_id: applicationId,
    ...fields,
  };
}

async function propose(fields: Record<string, unknown> = {}, by: TestUser = w.owner) {
  const row = interview({ organizer_id: by.id, ...fields });
  const { error } = await by.client.from('calendar_events').insert(row);
  expect(error).toBeNull();
  return row;
}

async function serverEvent(id: string) {
  const [row] = await sql<Record<string, unknown>>('select * from public.calendar_events where id = $1', [id]);
  return row!;
}

async function notes(user: TestUser, eventId: string) {
  return sql<{ title: string; message: string; data: Record<string, unknown> }>(
    `select title, message, data from public.notifications
      where user_id = $1 and data->>'event_id' = $2 order by created_at, id`,
    [user.id, eventId],
  );
}

describe('calendar events: who may do what', () => {
  it('lets only the organiser and the attendees read an event', async () => {
    const e = await propose();
    const seen = async (client = anonClient()) =>
      ((await client.from('calendar_events').select('id').eq('id', e.id)).data ?? []).length;
    expect(await seen(w.owner.client)).toBe(1);
    expect(await seen(w.talent.client)).toBe(1);
    expect(await seen(w.member.client)).toBe(0);
    expect(await seen(w.reviewer.client)).toBe(0);
    expect(await seen(w.otherMember.client)).toBe(0);
    expect(await seen(anonClient())).toBe(0);
  });

  it('lets a reviewer of the company schedule about an application, and nobody from outside it', async () => {
    const reviewer = await propose({}, w.reviewer);
    expect((await serverEvent(reviewer.id)).company_id).toBe(w.company.id);
    for (const who of [w.member, w.otherMember, w.talent]) {
      const row = interview({ organizer_id: who.id });
      const { error } = await who.client.from('calendar_events').insert(row);
      expect(error?.code, `insert as ${who === w.member ? 'member' : who === w.talent ? 'talent' : 'other'}`).toBe(
        '42501',
      );
    }
    const anon = await anonClient().from('calendar_events').insert(interview());
    expect(anon.error).not.toBeNull();
    const asSomeoneElse = await w.reviewer.client.from('calendar_events').insert(interview());
    expect(asSomeoneElse.error?.code).toBe('42501');
  });

  it('lets the recruiter who submitted an application schedule about it, and no other recruiter', async () => {
    const [recruiter, otherRecruiter, candidate] = await Promise.all([createUser(), createUser(), createUser()]);
    const job = await makeJob(w.company.id, { title: 'Recruited Engineer' });
    const submitted = await makeApplication(job, candidate.id, { submitted_by: recruiter.id });
    const row = (by: TestUser) =>
      interview({ organizer_id: by.id, attendee_ids: [candidate.id], job_application_id: submitted });
    expect((await recruiter.client.from('calendar_events').insert(row(recruiter))).error).toBeNull();
    expect((await otherRecruiter.client.from('calendar_events').insert(row(otherRecruiter))).error?.code).toBe('42501');
  });

  it('lets anyone keep personal events, but not invite strangers to them', async () => {
    const own = {
      id: randomUUID(),
      kind: 'reminder',
      title: 'Prepare portfolio',
      starts_at: at(HOUR),
      ends_at: at(2 * HOUR),
      time_zone: 'UTC',
      organizer_id: w.talent.id,
      status: 'confirmed',
    };
    expect((await w.talent.client.from('calendar_events').insert(own)).error).toBeNull();
    const stranger = { ...own, id: randomUUID(), attendee_ids: [w.otherMember.id] };
    expect((await w.talent.client.from('calendar_events').insert(stranger)).error?.code).toBe('42501');
  });

  it('refuses bad times, links and too many slots with words', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ status: 'confirmed', proposed_slots: [], ends_at: at(47 * HOUR) }, /ends_after_start|check/i],
      [{ video_url: 'not a link' }, /web address/],
      [{ proposed_slots: [slot(HOUR), slot(2 * HOUR), slot(3 * HOUR), slot(4 * HOUR)] }, /at most 3/],
      [{ time_zone: 'Mars/Olympus' }, /Unknown time zone/],
    ];
    for (const [fields, message] of cases) {
      const { error } = await w.owner.client.from('calendar_events').insert(interview(fields));
      expect(error?.message).toMatch(message);
    }
  });

  it('lets an attendee do nothing but pick one of the proposed slots', async () => {
    const e = await propose();
    await w.talent.client.from('calendar_events').update({ title: 'Mine now' }).eq('id', e.id);
    await w.talent.client.from('calendar_events').update({ status: 'confirmed' }).eq('id', e.id);
    expect(await serverEvent(e.id)).toMatchObject({ title: e.title, status: 'proposed' });

    const stranger = await w.member.client.rpc('confirm_interview_slot', { event_id: e.id, slot_index: 1 });
    expect(stranger.error?.code).toBe('42501');
    const outOfRange = await w.talent.client.rpc('confirm_interview_slot', { event_id: e.id, slot_index: 3 });
    expect(outOfRange.error?.message).toBe('Pick one of the proposed times');

    const picked = await w.talent.client.rpc('confirm_interview_slot', { event_id: e.id, slot_index: 1 });
    expect(picked.error).toBeNull();
    expect(picked.data).toMatchObject({ success: true, changed: true });
    const row = await serverEvent(e.id);
    expect(row.status).toBe('confirmed');
    expect((row.starts_at as Date).toISOString()).toBe(e.proposed_slots[1]!.starts_at);

    const again = await w.talent.client.rpc('confirm_interview_slot', { event_id: e.id, slot_index: 1 });
    expect(again.data).toMatchObject({ changed: false });
    const other = await w.talent.client.rpc('confirm_interview_slot', { event_id: e.id, slot_index: 0 });
    expect(other.error?.message).toBe('A time was already picked for this event');
  });

  it('keeps the organiser, application and company the server set, and no one hard-deletes', async () => {
    const e = await propose();
    const moved = await w.owner.client.from('calendar_events').update({ organizer_id: w.talent.id }).eq('id', e.id);
    expect(moved.error?.code).toBe('42501');
    const other = await w.owner.client.from('calendar_events').update({ company_id: w.otherCompany.id }).eq('id', e.id);
    expect(other.error?.code).toBe('42501');
    await w.owner.client.from('calendar_events').delete().eq('id', e.id);
    expect(await serverEvent(e.id)).toBeDefined();
  });
});

describe('calendar notifications', () => {
  it('sends the talent the proposed slots, so they can pick from the notification', async () => {
    const e = await propose();
    const [note] = await notes(w.talent, e.id);
    expect(note!.title).toBe('Pick a time: Interview: Calendar Engineer');
    expect(note!.data).toMatchObject({ kind: 'event_proposed', slots: e.proposed_slots, time_zone: 'Europe/Lisbon' });
    expect(await notes(w.owner, e.id)).toEqual([]);
  });

  it('tells the organiser and the other attendees when a slot is picked, and not the one who picked', async () => {
    const e = await propose({ attendee_ids: [w.talent.id, w.planner.id] });
    await w.talent.client.rpc('confirm_interview_slot', { event_id: e.id, slot_index: 0 });
    const [organiser] = await notes(w.owner, e.id);
    expect(organiser).toMatchObject({
      title: 'Interview scheduled for Interview: Calendar Engineer',
      data: { kind: 'event_confirmed' },
    });
    expect(organiser!.message).toMatch(/^Scheduled for .* \(Europe\/Lisbon\)$/);
    expect((await notes(w.planner, e.id)).map((n) => n.data.kind)).toEqual(['event_proposed', 'event_confirmed']);
    expect((await notes(w.talent, e.id)).map((n) => n.data.kind)).toEqual(['event_proposed']);
  });

  it('tells the attendees when the organiser reschedules or cancels', async () => {
    const e = await propose();
    await w.talent.client.rpc('confirm_interview_slot', { event_id: e.id, slot_index: 0 });
    const later = slot(72 * HOUR);
    const moved = await w.owner.client.from('calendar_events').update(later).eq('id', e.id);
    expect(moved.error).toBeNull();
    const cancelled = await w.owner.client.from('calendar_events').update({ status: 'cancelled' }).eq('id', e.id);
    expect(cancelled.error).toBeNull();
    const kinds = (await notes(w.talent, e.id)).map((n) => n.data.kind);
    expect(kinds).toEqual(['event_proposed', 'event_rescheduled', 'event_cancelled']);
    const after = await w.owner.client.from('calendar_events').update({ title: 'Back again' }).eq('id', e.id);
    expect(after.error?.message).toBe('A cancelled event cannot change');
  });
});

describe('calendar reminders', () => {
  async function confirmedAt(fromNow: number) {
    const e = await propose({
      status: 'confirmed',
      proposed_slots: [],
      starts_at: at(fromNow),
      ends_at: at(fromNow + HOUR),
    });
    return e.id;
  }
  const reminders = (eventId: string) =>
    sql<{ user_id: string; lead: string }>(
      `select user_id, data->>'lead' as lead from public.notifications
        where data->>'kind' = 'event_reminder' and data->>'event_id' = $1 order by user_id`,
      [eventId],
    );

  it('reminds organiser and attendees 24 hours before and 15 minutes before, once each', async () => {
    const tomorrow = await confirmedAt(24 * HOUR - 60_000);
    const soon = await confirmedAt(10 * 60_000);
    const later = await confirmedAt(30 * HOUR);
    await sql('select public.send_calendar_reminders()');
    await sql('select public.send_calendar_reminders()');
    const people = [w.owner.id, w.talent.id].sort();
    expect(await reminders(tomorrow)).toEqual(people.map((user_id) => ({ user_id, lead: '24h' })));
    expect(await reminders(soon)).toEqual(people.map((user_id) => ({ user_id, lead: '15m' })));
    expect(await reminders(later)).toEqual([]);

    // A moved event is reminded again for its new time.
    await sql(
      `update public.calendar_events set starts_at = now() + interval '5 minutes',
                 ends_at = now() + interval '1 hour' where id = $1`,
      [tomorrow],
    );
    await sql('select public.send_calendar_reminders()');
    expect((await reminders(tomorrow)).map((r) => r.lead).sort()).toEqual(['15m', '15m', '24h', '24h']);
  });

  it('lets only the scheduler and internal admins send reminders', async () => {
    expect((await w.owner.client.rpc('send_calendar_reminders')).error?.code).toBe('42501');
    expect((await serviceClient().rpc('send_calendar_reminders')).error).toBeNull();
  });

  it('does not remind of proposed or cancelled events', async () => {
    const proposed = await propose({ proposed_slots: [slot(10 * 60_000)] });
    const cancelled = await confirmedAt(10 * 60_000);
    await w.owner.client.from('calendar_events').update({ status: 'cancelled' }).eq('id', cancelled);
    await sql('select public.send_calendar_reminders()');
    expect(await reminders(proposed.id)).toEqual([]);
    expect(await reminders(cancelled)).toEqual([]);
  });
});

describe('calendar demo data', () => {
  it('seeds the demo accounts’ events around today, with the proposal Maya picks from', async () => {
    const rows = await sql<{ title: string; status: string; days: number; slots: number }>(
      `select title, status, extract(epoch from starts_at - now()) / 86400 as days,
              jsonb_array_length(proposed_slots) as slots
         from public.calendar_events where id::text like 'ae000000-%' order by starts_at`,
    );
    expect(rows).toHaveLength(5);
    for (const row of rows) expect(Math.abs(Number(row.days))).toBeLessThan(8);
    expect(rows.filter((r) => r.status === 'proposed')).toEqual([
      expect.objectContaining({ title: 'Final interview: Senior Frontend Engineer', slots: 3 }),
    ]);
    const [note] = await sql<{ slots: number }>(
      `select jsonb_array_length(data->'slots') as slots from public.notifications
        where user_id = 'd0000000-0000-4000-8000-000000000001' and data->>'kind' = 'event_proposed'`,
    );
    expect(note!.slots).toBe(3);
  });
});
