import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getRow } from '@sync/workspace/records';
import { saveScorecard } from '@sync/workspace/scorecards';
import { addMember, sql, type TestCompany } from '../fixtures/backend';
import { createUser, serviceClient, type TestUser } from '../fixtures/stack';
import { syncedDevice, type Device } from '../fixtures/sync-session';
import { untilNothingPending, untilPending } from '../fixtures/pending-records';
import { makeWorkspaceWorld } from '../fixtures/workspace-world';

// Alice owns Acme and organised Tina's interview with Carol (a plain company_member) and Tina
// attending; Dave is Acme's manager (a reviewer) who was not there; Bob owns another company.
let alice: TestUser, carol: TestUser, bob: TestUser, tina: TestUser, dave: TestUser;
let acme: TestCompany;
let tinaApp: string, theoApp: string;

async function interview(application: string, hoursFromNow: number, attendees: string[]): Promise<string> {
  const starts = new Date(Date.now() + hoursFromNow * 3_600_000);
  const { data, error } = await serviceClient()
    .from('calendar_events')
    .insert({
      kind: 'interview',
      title: 'Interview',
      starts_at: starts.toISOString(),
      ends_at: new Date(starts.getTime() + 3_600_000).toISOString(),
      organizer_id: alice.id,
      attendee_ids: attendees,
      status: 'confirmed',
      job_application_id: application,
    })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return data.id as string;
}

const card = (user: TestUser, event: string, application = tinaApp) => ({
  application_id: application,
  event_id: event,
  author_id: user.id,
  ratings: { communication: 3, professional: 4, skills: { React: 2 } },
  recommendation: 'yes',
  notes: `From ${user.email}`,
});

const landed = async (event: string) =>
  (
    await sql<{ author_id: string }>('select author_id from public.interview_scorecards where event_id = $1', [event])
  ).map((r) => r.author_id);

let pastEvent: string;

beforeAll(async () => {
  let theo: TestUser;
  ({ alice, carol, bob, tina, theo, acme, tinaApp, theoApp } = await makeWorkspaceWorld());
  void theo;
  dave = await createUser({ metadata: { display_name: 'Dave Manager' } });
  await addMember(acme.id, dave, 'manager');
  pastEvent = await interview(tinaApp, -3, [carol.id, tina.id]);
});

describe('interview scorecards', () => {
  it("lets each interviewer add theirs, which the company's reviewers read and the talent never sees", async () => {
    const [a, c] = await Promise.all([
      alice.client.from('interview_scorecards').insert(card(alice, pastEvent)).select('company_id').single(),
      carol.client.from('interview_scorecards').insert(card(carol, pastEvent)).select('id').single(),
    ]);
    expect([a.error, c.error]).toEqual([null, null]);
    expect(a.data?.company_id).toBe(acme.id);
    const read = async (user: TestUser) =>
      ((await user.client.from('interview_scorecards').select('author_id').eq('event_id', pastEvent)).data ?? [])
        .map((r) => r.author_id)
        .sort();
    expect(await read(dave)).toEqual([alice.id, carol.id].sort());
    expect(await read(carol)).toEqual([carol.id]);
    expect(await read(tina)).toEqual([]);
    expect(await read(bob)).toEqual([]);
  });

  it("refuses a scorecard from a fresh account, the talent, another company's member and a member who was not there", async () => {
    const event = await interview(tinaApp, -5, [tina.id]);
    const fresh = await createUser();
    const tries = await Promise.all([
      fresh.client.from('interview_scorecards').insert(card(fresh, event)),
      fresh.client.from('interview_scorecards').insert(card(alice, event)),
      tina.client.from('interview_scorecards').insert(card(tina, event)),
      bob.client.from('interview_scorecards').insert(card(bob, event)),
      dave.client.from('interview_scorecards').insert(card(dave, event)),
      // An interview of another application does not score this one.
      alice.client.from('interview_scorecards').insert(card(alice, event, theoApp)),
    ]);
    expect(tries.map((t) => t.error?.code)).toEqual(['42501', '42501', '42501', '42501', '42501', '42501']);
    expect(await landed(event)).toEqual([]);
  });

  it('keeps one scorecard per interviewer and interview, even sent in parallel', async () => {
    const event = await interview(tinaApp, -2, []);
    const tries = await Promise.all(
      [1, 2, 3, 4].map(() => alice.client.from('interview_scorecards').insert(card(alice, event))),
    );
    expect(tries.filter((t) => !t.error)).toHaveLength(1);
    expect(await landed(event)).toEqual([alice.id]);
  });

  it('refuses a scorecard before the interview has ended, and ratings outside 1 to 4', async () => {
    const upcoming = await interview(tinaApp, 2, []);
    const early = await alice.client.from('interview_scorecards').insert(card(alice, upcoming));
    expect(early.error?.message).toBe('A scorecard can be added once the interview has taken place');
    const event = await interview(tinaApp, -4, []);
    const bad = await Promise.all(
      [
        { communication: 5, professional: 3 },
        { communication: 2 },
        { communication: 2, professional: 2, skills: { Go: 0 } },
      ].map((ratings) => alice.client.from('interview_scorecards').insert({ ...card(alice, event), ratings })),
    );
    expect(bad.map((b) => b.error?.code)).toEqual(['22023', '22023', '22023']);
    expect(await landed(upcoming)).toEqual([]);
    expect(await landed(event)).toEqual([]);
  });

  it('lets only the author change a scorecard, and never its interview or author', async () => {
    const event = await interview(tinaApp, -6, []);
    const { data } = await alice.client.from('interview_scorecards').insert(card(alice, event)).select('id').single();
    const id = data!.id as string;
    await Promise.all([
      dave.client.from('interview_scorecards').update({ notes: 'Dave was here' }).eq('id', id),
      tina.client.from('interview_scorecards').update({ notes: 'Tina was here' }).eq('id', id),
    ]);
    const moved = await alice.client.from('interview_scorecards').update({ event_id: pastEvent }).eq('id', id);
    expect(moved.error?.code).toBe('42501');
    const mine = await alice.client.from('interview_scorecards').update({ recommendation: 'strong_yes' }).eq('id', id);
    expect(mine.error).toBeNull();
    const [row] = await sql('select notes, recommendation, event_id from public.interview_scorecards where id = $1', [
      id,
    ]);
    expect(row).toEqual({ notes: `From ${alice.email}`, recommendation: 'strong_yes', event_id: event });
  });
});

describe('interview scorecards offline', () => {
  let device: Device;
  afterAll(async () => device?.close());

  it('are written on the device offline and sent on reconnect', async () => {
    const event = await interview(theoApp, -1, [carol.id]);
    device = await syncedDevice(carol);
    await device.goOffline();
    const written = await saveScorecard(device.db, carol.id, {
      applicationId: theoApp,
      eventId: event,
      ratings: { communication: 2, professional: 3, skills: { React: 4 } },
      recommendation: 'no',
      notes: 'Written on the train',
    });
    await untilPending(device.db, written.id);
    expect(await landed(event)).toEqual([]);
    await device.goOnline();
    await untilNothingPending(device.db);
    const [row] = await sql(
      'select author_id, ratings, recommendation, notes, company_id from public.interview_scorecards where id = $1',
      [written.id],
    );
    expect(row).toEqual({
      author_id: carol.id,
      ratings: { communication: 2, professional: 3, skills: { React: 4 } },
      recommendation: 'no',
      notes: 'Written on the train',
      company_id: acme.id,
    });
    expect((await getRow(device.db, 'interview_scorecards', written.id))?.recommendation).toBe('no');
  });
});
