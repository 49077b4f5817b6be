// The notifications the database makes as hiring moves: a new application for the company's
// reviewers, a status change for the talent, and a job opening for matching job alerts.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../fixtures/backend';
import { makeHiringWorld, makeJob, type HiringWorld } from '../fixtures/hiring';
import { createUser, type TestUser } from '../fixtures/stack';

interface Note {
  title: string;
  message: string;
  data: Record<string, unknown>;
}

let w: HiringWorld;

beforeAll(async () => {
  w = await makeHiringWorld();
  await sql(`update user_profiles set display_name = 'Tess Talent' where user_id = $1`, [w.talent.id]);
});

async function notesOf(user: TestUser, kind: string): Promise<Note[]> {
  const { data, error } = await user.client
    .from('notifications')
    .select('title, message, data')
    .eq('type', 'application')
    .eq('data->>kind', kind)
    .order('created_at');
  if (error) throw new Error(error.message);
  return data as Note[];
}

describe('hiring notifications', () => {
  it('tells every reviewer of the company, and nobody else, of a new application', async () => {
    const job = await makeJob(w.company.id, { title: 'Notified Engineer' });
    const applied = await w.talent.client
      .from('job_applications')
      .insert({ job_id: job, user_id: w.talent.id })
      .select('id')
      .single<{ id: string }>();
    expect(applied.error).toBeNull();
    for (const reviewer of [w.owner, w.planner, w.reviewer]) {
      const notes = (await notesOf(reviewer, 'new_application')).filter((n) => n.data.job_id === job);
      expect(notes).toEqual([
        {
          title: 'New application received for Notified Engineer',
          message: 'Tess Talent has applied for the position',
          data: expect.objectContaining({ application_id: applied.data!.id, candidate_id: w.talent.id }),
        },
      ]);
    }
    for (const bystander of [w.member, w.otherMember, w.talent]) {
      expect((await notesOf(bystander, 'new_application')).filter((n) => n.data.job_id === job)).toEqual([]);
    }
  });

  it('tells the talent when the company moves their application, not when they withdraw it', async () => {
    const job = await makeJob(w.company.id, { title: 'Moving Role' });
    const { data } = await w.talent.client
      .from('job_applications')
      .insert({ job_id: job, user_id: w.talent.id })
      .select('id')
      .single<{ id: string }>();
    const moved = await w.planner.client.from('job_applications').update({ status: 'interviewed' }).eq('id', data!.id);
    expect(moved.error).toBeNull();
    await w.talent.client.from('job_applications').update({ _deleted: true }).eq('id', data!.id);
    const notes = (await notesOf(w.talent, 'application_status')).filter((n) => n.data.application_id === data!.id);
    expect(notes).toEqual([
      {
        title: 'Application update: Moving Role',
        message: 'Your application to Lakeside Robotics is now Interviewed',
        data: expect.objectContaining({ status: 'interviewed', job_id: job }),
      },
    ]);
  });

  it('tells people whose job alert matches a job the first time it opens, except the company’s own members', async () => {
    const seeker = await createUser();
    const picky = await createUser();
    await seeker.client.from('job_alerts').insert({ name: 'Cobol gigs', query: 'cobol', workplace: 'remote' });
    await picky.client.from('job_alerts').insert({ name: 'Well-paid cobol', query: 'cobol', min_salary: 500000 });
    await w.member.client.from('job_alerts').insert({ name: 'Own company cobol', query: 'cobol' });
    const draft = await w.planner.client
      .from('jobs')
      .insert({
        company_id: w.company.id,
        title: 'COBOL Modernisation Lead',
        slug: `cobol-${Date.now()}`,
        workplace: 'remote',
        salary_max: 120000,
      })
      .select('id, slug')
      .single<{ id: string; slug: string }>();
    expect(draft.error).toBeNull();
    expect(await notesOf(seeker, 'job_alert')).toEqual([]);
    await w.planner.client.from('jobs').update({ status: 'open' }).eq('id', draft.data!.id);
    await w.planner.client.from('jobs').update({ status: 'paused' }).eq('id', draft.data!.id);
    await w.planner.client.from('jobs').update({ status: 'open' }).eq('id', draft.data!.id);
    expect(await notesOf(seeker, 'job_alert')).toEqual([
      {
        title: 'New job matching "Cobol gigs"',
        message: 'COBOL Modernisation Lead at Lakeside Robotics',
        data: expect.objectContaining({
          job_id: draft.data!.id,
          job_slug: draft.data!.slug,
          company_identifier: w.company.identifier,
        }),
      },
    ]);
    expect(await notesOf(picky, 'job_alert')).toEqual([]);
    expect(await notesOf(w.member, 'job_alert')).toEqual([]);
  });

  it('opens many jobs at the same moment without a deadlock, and tells every matching alert of each', async () => {
    const tag = `lockstep${Date.now().toString(36)}`;
    const seekers = await Promise.all(Array.from({ length: 6 }, () => createUser()));
    for (const seeker of seekers) {
      const { error } = await seeker.client
        .from('job_alerts')
        .insert([1, 2, 3, 4, 5].map((n) => ({ name: `${tag} ${n}`, query: tag })));
      expect(error).toBeNull();
    }
    const openings = await Promise.all(
      Array.from({ length: 24 }, (_, n) =>
        w.planner.client
          .from('jobs')
          .insert({ company_id: w.company.id, title: `Engineer ${tag} ${n}`, slug: `${tag}-${n}`, status: 'open' })
          .select('id')
          .single<{ id: string }>(),
      ),
    );
    expect(openings.map((o) => o.error?.message ?? null)).toEqual(openings.map(() => null));
    for (const seeker of seekers) expect(await notesOf(seeker, 'job_alert')).toHaveLength(5 * 24);
  });
});
