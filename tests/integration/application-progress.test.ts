// An application's progress follows what happened, set by the database
// (20261129190300_application_progress_follows_events.sql): the résumé is submitted only when
// one was sent and reviewed once the company opens it; screening follows the application's
// interviews on the calendar, to completed after one has ended.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../fixtures/backend';
import { makeHiringWorld, makeJob, type HiringWorld } from '../fixtures/hiring';
import { anonClient, createUser, serviceClient } from '../fixtures/stack';

let w: HiringWorld;
let jobId: string;

const HOUR = 3_600_000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();

beforeAll(async () => {
  w = await makeHiringWorld();
  jobId = await makeJob(w.company.id, { title: 'Progress Engineer' });
});

const progress = async (id: string) =>
  (
    await sql<{ progress_resume: string | null; progress_screening: string | null }>(
      'select progress_resume, progress_screening from public.job_applications where id = $1',
      [id],
    )
  )[0];

async function apply(resumeUrl: string | null) {
  const talent = await createUser();
  const { data, error } = await talent.client
    .from('job_applications')
    .insert({ job_id: jobId, user_id: talent.id, resume_url: resumeUrl, progress_resume: 'reviewed' })
    .select('id')
    .single<{ id: string }>();
  if (error) throw new Error(error.message);
  return { talent, id: data.id };
}

describe('Résumé progress', () => {
  it('is submitted only when the application carries a résumé, whatever the applicant sends', async () => {
    const [without, withOne] = await Promise.all([apply(null), apply('https://files.example/cv.pdf')]);
    expect((await progress(without.id))?.progress_resume).toBeNull();
    expect((await progress(withOne.id))?.progress_resume).toBe('submitted');
  });

  it('becomes reviewed when a member of the company opens it, and by nobody else', async () => {
    const { talent, id } = await apply('https://files.example/cv.pdf');
    const stranger = await createUser();
    const refused = await Promise.all([
      talent.client.rpc('mark_resume_reviewed', { application_id: id }),
      stranger.client.rpc('mark_resume_reviewed', { application_id: id }),
      w.otherMember.client.rpc('mark_resume_reviewed', { application_id: id }),
      anonClient().rpc('mark_resume_reviewed', { application_id: id }),
    ]);
    for (const { error } of refused) expect(error?.code).toBe('42501');
    expect((await progress(id))?.progress_resume).toBe('submitted');

    const { error } = await w.member.client.rpc('mark_resume_reviewed', { application_id: id });
    expect(error).toBeNull();
    expect((await progress(id))?.progress_resume).toBe('reviewed');
  });

  it('cannot be set by a reviewer by hand', async () => {
    const { id } = await apply(null);
    const { error } = await w.reviewer.client
      .from('job_applications')
      .update({ progress_resume: 'reviewed' })
      .eq('id', id);
    expect(error?.message).toMatch(/cannot be changed: progress_resume/);
  });
});

describe('Screening progress', () => {
  it('is pending while an interview is proposed, scheduled once confirmed, and none again when cancelled', async () => {
    const { talent, id } = await apply(null);
    const slots = [
      { starts_at: at(48 * HOUR), ends_at: at(49 * HOUR) },
      { starts_at: at(50 * HOUR), ends_at: at(51 * HOUR) },
    ];
    const eventId = randomUUID();
    const proposed = await w.owner.client.from('calendar_events').insert({
      id: eventId,
      kind: 'interview',
      title: 'Interview: Progress Engineer',
      starts_at: slots[0]!.starts_at,
      ends_at: slots[0]!.ends_at,
      organizer_id: w.owner.id,
      attendee_ids: [talent.id],
      status: 'proposed',
      proposed_slots: slots,
      job_application_id: id,
    });
    expect(proposed.error).toBeNull();
    expect((await progress(id))?.progress_screening).toBe('pending');

    const picked = await talent.client.rpc('confirm_interview_slot', { event_id: eventId, slot_index: 1 });
    expect(picked.error).toBeNull();
    expect((await progress(id))?.progress_screening).toBe('scheduled');

    const cancelled = await w.owner.client.from('calendar_events').update({ status: 'cancelled' }).eq('id', eventId);
    expect(cancelled.error).toBeNull();
    expect((await progress(id))?.progress_screening).toBeNull();
  });

  it('becomes completed once a confirmed interview has ended, by the scheduled job only', async () => {
    const { talent, id } = await apply(null);
    const eventId = randomUUID();
    const booked = await w.owner.client.from('calendar_events').insert({
      id: eventId,
      kind: 'interview',
      title: 'Interview: Progress Engineer',
      starts_at: at(HOUR),
      ends_at: at(2 * HOUR),
      organizer_id: w.owner.id,
      attendee_ids: [talent.id],
      status: 'confirmed',
      job_application_id: id,
    });
    expect(booked.error).toBeNull();
    expect((await progress(id))?.progress_screening).toBe('scheduled');
    // The interview took place: moved into the past directly, as time would.
    await sql(
      `update public.calendar_events set starts_at = now() - interval '2 hours', ends_at = now() - interval '1 hour' where id = $1`,
      [eventId],
    );
    expect((await progress(id))?.progress_screening).toBe('completed');

    // The scheduled job completes what passed without a change to the event: an application
    // still marked scheduled, as it was before its interview's end went by.
    await sql(`update public.job_applications set progress_screening = 'scheduled' where id = $1`, [id]);
    const byTalent = await talent.client.rpc('complete_past_interviews');
    expect(byTalent.error?.code).toBe('42501');
    expect((await progress(id))?.progress_screening).toBe('scheduled');
    const { error } = await serviceClient().rpc('complete_past_interviews');
    expect(error).toBeNull();
    expect((await progress(id))?.progress_screening).toBe('completed');
  });
});
