// Submitting talent to jobs open to recruiters: the talent consents first; consent makes an
// application submitted by the recruiter and gives them the talent for that company for 12
// months; the server refuses, with words, another recruiter's submission, a sixth pending one
// (also when ten are sent at once), a job not open to recruiters, a talent who applied already
// and a talent who did not choose 'Open to recruiters'.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../fixtures/backend';
import { makeApplication, makeHiringWorld, makeJob, makeTalentProfile, type HiringWorld } from '../fixtures/hiring';
import { createUser, serviceClient, type TestUser } from '../fixtures/stack';

let w: HiringWorld;
let priya: TestUser;
let rival: TestUser;
let jobId: string;

const recruiterJob = (companyId: string, fields: Record<string, unknown> = {}) =>
  makeJob(companyId, {
    title: 'Platform Engineer',
    open_to_recruiters: true,
    recruiter_fee_type: 'percentage',
    recruiter_fee_percent: 18,
    salary_max: 120000,
    ...fields,
  });

async function recruiter() {
  const user = await createUser();
  await serviceClient().from('user_roles').insert({ user_id: user.id, role_type: 'recruiter', context_type: 'global' });
  return user;
}

/** A person who chose 'Open to recruiters' on their talent profile: recruiters may submit them. */
async function openTalent(metadata?: Record<string, unknown>) {
  const user = await createUser(metadata ? { metadata } : {});
  await makeTalentProfile(user.id, { open_to_recruiters: true });
  return user;
}

const submit = (by: TestUser, talentId: string, job = jobId) =>
  by.client
    .from('recruiter_submissions')
    .insert({ job_id: job, talent_id: talentId, pitch: 'Strong fit for the platform team.' })
    .select('id, status, recruiter_id, company_id')
    .single();

const respond = (talent: TestUser, id: string, accept: boolean) =>
  talent.client.rpc('respond_to_submission', { submission_id: id, accept });

beforeAll(async () => {
  w = await makeHiringWorld();
  [priya, rival] = await Promise.all([recruiter(), recruiter()]);
  jobId = await recruiterJob(w.company.id);
});

describe('a submission', () => {
  it('waits for the talent, who is asked in a notification, and becomes an application on consent', async () => {
    const talent = await openTalent({ display_name: 'Cleo Marsh' });
    const { data, error } = await submit(priya, talent.id);
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: 'pending_consent', recruiter_id: priya.id, company_id: w.company.id });
    const asked = await talent.client.from('notifications').select('title, data').eq('data->>submission_id', data!.id);
    expect(asked.data![0]!.title).toMatch(/wants to submit you for Platform Engineer$/);
    expect((asked.data![0]!.data as { kind: string }).kind).toBe('recruiter_submission');
    expect((await w.owner.client.from('job_applications').select('id').eq('user_id', talent.id)).data).toEqual([]);

    const accepted = await respond(talent, data!.id, true);
    expect(accepted.error).toBeNull();
    expect(accepted.data).toMatchObject({ status: 'submitted' });
    const application = await w.owner.client
      .from('job_applications')
      .select('id, status, submitted_by, user_id')
      .eq('id', accepted.data!.application_id)
      .single();
    expect(application.data).toMatchObject({ status: 'reviewing', submitted_by: priya.id, user_id: talent.id });
    const seen = await priya.client.from('job_applications').select('status').eq('id', accepted.data!.application_id);
    expect(seen.data).toEqual([{ status: 'reviewing' }]);
    const reviewers = await sql<{ title: string }>(
      `select title from public.notifications where user_id = $1 and data->>'application_id' = $2`,
      [w.owner.id, accepted.data!.application_id],
    );
    expect(reviewers.map((n) => n.title)).toEqual(['New application received for Platform Engineer']);
    const told = await priya.client.from('notifications').select('title').eq('data->>submission_id', data!.id);
    expect(told.data).toEqual([{ title: 'Cleo Marsh agreed to be submitted for Platform Engineer' }]);
    expect((await respond(talent, data!.id, false)).error?.message).toBe('This request has already been answered');
  });

  it('declined tells the recruiter and makes no application; only the talent may answer', async () => {
    const talent = await openTalent({ display_name: 'Ravi Shah' });
    const { data } = await submit(priya, talent.id);
    expect((await respond(w.owner, data!.id, true)).error?.message).toBe(
      'Only the person asked can answer this request',
    );
    expect((await respond(talent, data!.id, false)).data).toMatchObject({ status: 'declined', application_id: null });
    const told = await priya.client.from('notifications').select('title').eq('data->>submission_id', data!.id);
    expect(told.data).toEqual([{ title: 'Ravi Shah declined to be submitted for Platform Engineer' }]);
  });

  it("gives the talent to the first recruiter accepted, for 12 months, and refuses the others' without naming them", async () => {
    const talent = await openTalent();
    const mine = await submit(priya, talent.id);
    await respond(talent, mine.data!.id, true);
    const otherJob = await recruiterJob(w.company.id, { title: 'Data Engineer' });
    const theirs = await submit(rival, talent.id, otherJob);
    expect(theirs.error?.message).toBe(
      'This candidate is already represented for Lakeside Robotics by another recruiter',
    );
    const check = async (by: TestUser) =>
      (await by.client.rpc('check_candidate_ownership', { talent_id: talent.id, company_id: w.company.id })).data as {
        status: string;
      };
    expect((await check(priya)).status).toBe('yours');
    expect(await check(rival)).toEqual({ status: 'taken' });
    // Another company is free.
    const elsewhere = await recruiterJob(w.otherCompany.id);
    expect((await submit(rival, talent.id, elsewhere)).error).toBeNull();
    // Twelve months on, the ownership has lapsed.
    await sql(
      `update public.recruiter_ownerships set starts_at = now() - interval '12 months 1 day', expires_at = now() - interval '1 day' where talent_id = $1`,
      [talent.id],
    );
    expect(await check(rival)).toEqual({ status: 'free' });
    expect((await submit(rival, talent.id, otherJob)).error).toBeNull();
  });

  it('is capped at 5 pending per recruiter and job', async () => {
    const job = await recruiterJob(w.company.id, { title: 'Capped Role' });
    const people = await Promise.all(Array.from({ length: 6 }, () => openTalent()));
    for (const person of people.slice(0, 5)) expect((await submit(priya, person.id, job)).error).toBeNull();
    const sixth = await submit(priya, people[5]!.id, job);
    expect(sixth.error?.message).toBe(
      'You have 5 pending submissions for this job; wait for a decision before submitting more',
    );
    expect((await submit(rival, people[5]!.id, job)).error).toBeNull();
  });

  it('holds the cap of 5 pending when a recruiter sends ten submissions to one job at once', async () => {
    const job = await recruiterJob(w.company.id, { title: 'Raced Role' });
    const people = await Promise.all(Array.from({ length: 10 }, () => openTalent()));
    const results = await Promise.all(people.map((person) => submit(priya, person.id, job)));
    expect(results.filter((r) => r.error === null)).toHaveLength(5);
    for (const refused of results.filter((r) => r.error !== null)) {
      expect(refused.error?.message).toBe(
        'You have 5 pending submissions for this job; wait for a decision before submitting more',
      );
    }
    const landed = await sql<{ count: string }>(
      `select count(*) from public.recruiter_submissions where recruiter_id = $1 and job_id = $2`,
      [priya.id, job],
    );
    expect(Number(landed[0]?.count)).toBe(5);
  });

  it('is refused, with words and no request to the person, for talent who did not choose Open to recruiters', async () => {
    const closedProfile = await createUser();
    await makeTalentProfile(closedProfile.id, { open_to_recruiters: false });
    const noProfile = await createUser();
    const leftProfile = await createUser();
    await makeTalentProfile(leftProfile.id, { open_to_recruiters: true, _deleted: true });
    for (const person of [closedProfile, noProfile, leftProfile]) {
      const refused = await submit(priya, person.id);
      expect(refused.error?.message).toBe('This talent is not open to recruiters');
      expect(refused.error?.code).toBe('42501');
      expect((await person.client.from('notifications').select('id')).data).toEqual([]);
    }
    expect(
      await sql(`select 1 from public.recruiter_submissions where talent_id = any($1)`, [
        [closedProfile.id, noProfile.id, leftProfile.id],
      ]),
    ).toEqual([]);
    // An id that is no account at all gets the same words.
    expect((await submit(priya, '00000000-0000-4000-8000-00000000dead')).error?.message).toBe(
      'This talent is not open to recruiters',
    );
  });

  it('is refused for a job not open to recruiters, a talent who applied, a repeat, and a non-recruiter', async () => {
    const talent = await openTalent();
    const closed = await makeJob(w.company.id, { title: 'Direct Only' });
    expect((await submit(priya, talent.id, closed)).error?.message).toBe('This job is not open to recruiters');
    const applied = await openTalent();
    await makeApplication(jobId, applied.id);
    expect((await submit(priya, applied.id)).error?.message).toBe('This person has already applied to this job');
    expect((await submit(priya, talent.id)).error).toBeNull();
    expect((await submit(priya, talent.id)).error?.message).toBe('You have already submitted this person to this job');
    expect((await submit(w.talent, talent.id)).error?.message).toBe('Only recruiters submit candidates');
  });

  it('is read by its recruiter and the talent only, and withdrawn only while waiting', async () => {
    const talent = await openTalent();
    const { data } = await submit(priya, talent.id);
    expect((await talent.client.from('recruiter_submissions').select('id').eq('id', data!.id)).data).toHaveLength(1);
    expect((await rival.client.from('recruiter_submissions').select('id').eq('id', data!.id)).data).toEqual([]);
    expect((await w.owner.client.from('recruiter_submissions').select('id').eq('id', data!.id)).data).toEqual([]);
    const withdrawn = await priya.client
      .from('recruiter_submissions')
      .update({ status: 'withdrawn' })
      .eq('id', data!.id)
      .select('status');
    expect(withdrawn.data).toEqual([{ status: 'withdrawn' }]);
    const back = await priya.client
      .from('recruiter_submissions')
      .update({ status: 'pending_consent' })
      .eq('id', data!.id);
    expect(back.error?.code).toBe('42501');
  });
});

describe('a job open to recruiters', () => {
  it('needs its fee', async () => {
    const refused = await w.planner.client
      .from('jobs')
      .insert({ company_id: w.company.id, title: 'No Fee', open_to_recruiters: true, recruiter_fee_type: 'fixed' });
    expect(refused.error?.message).toBe('Set the recruiter fee');
    const job = await makeJob(w.company.id, { title: 'Fee Later' });
    const opened = await w.planner.client
      .from('jobs')
      .update({ open_to_recruiters: true, recruiter_fee_type: 'fixed', recruiter_fee_amount: 9000 })
      .eq('id', job)
      .select('open_to_recruiters, recruiter_guarantee_days');
    expect(opened.data).toEqual([{ open_to_recruiters: true, recruiter_guarantee_days: 90 }]);
  });
});
