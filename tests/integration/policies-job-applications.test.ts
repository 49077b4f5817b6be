import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../fixtures/backend';
import { makeApplication, makeHiringWorld, makeJob, type HiringWorld } from '../fixtures/hiring';
import { anonClient, createUser } from '../fixtures/stack';

let w: HiringWorld;
let openJob: string;
let otherJob: string;
let appId: string;

async function appRow(id: string) {
  const [row] = await sql<{ status: string; cover_note: string | null; _deleted: boolean }>(
    `select status, cover_note, _deleted from job_applications where id = $1`,
    [id],
  );
  return row;
}

beforeAll(async () => {
  w = await makeHiringWorld();
  [openJob, otherJob] = await Promise.all([
    makeJob(w.company.id, { title: 'Perception Engineer' }),
    makeJob(w.otherCompany.id, { title: 'Fleet Analyst' }),
  ]);
  appId = await makeApplication(openJob, w.talent.id, { cover_note: 'I build perception stacks.' });
});

describe('job application policies', () => {
  it('lets a talent apply to an open job as themselves; the server sets the company, status and submitter', async () => {
    const applicant = await createUser();
    const { data, error } = await applicant.client
      .from('job_applications')
      .insert({
        job_id: openJob,
        user_id: applicant.id,
        company_id: w.otherCompany.id,
        status: 'hired',
        match_score: 100,
        assessment: { summary: 'Perfect' },
        submitted_by: w.owner.id,
        cover_note: 'Keen to help.',
      })
      .select('company_id, status, match_score, assessment, submitted_by, progress_resume, cover_note')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({
      company_id: w.company.id,
      status: 'reviewing',
      // The database's own score and reasons (application-match.test.ts), not the applicant's.
      match_score: 50,
      assessment: {
        matched_skills: [],
        missing_skills: [],
        extra_skills: [],
        nice_matched_skills: [],
        reasons: ['The job names no skills, experience, pay or place to compare yet'],
      },
      submitted_by: applicant.id,
      // No résumé was sent, so none is submitted (application progress follows events).
      progress_resume: null,
      cover_note: 'Keen to help.',
    });
    const again = await applicant.client.from('job_applications').insert({ job_id: openJob, user_id: applicant.id });
    expect(again.error?.code).toBe('23505');
  });

  it('refuses applications to jobs that are not open, and on behalf of someone else', async () => {
    const applicant = await createUser();
    for (const status of ['draft', 'paused', 'closed']) {
      const job = await makeJob(w.company.id, { status });
      const res = await applicant.client.from('job_applications').insert({ job_id: job, user_id: applicant.id });
      expect(res.error?.code, status).toBe('42501');
      expect(res.error?.message).toBe('Applications are accepted only for open jobs');
    }
    for (const client of [w.member.client, w.otherMember.client, w.talent.client]) {
      const res = await client.from('job_applications').insert({ job_id: openJob, user_id: applicant.id });
      expect(res.error?.code).toBe('42501');
    }
    const anon = await anonClient().from('job_applications').insert({ job_id: openJob, user_id: applicant.id });
    expect(anon.error?.code).toBe('42501');
    expect(await sql(`select 1 from job_applications where user_id = $1`, [applicant.id])).toEqual([]);
  });

  it("shows an application to its talent and to every member of the job's company, and to nobody else", async () => {
    for (const user of [w.talent, w.owner, w.planner, w.reviewer, w.member]) {
      const { data } = await user.client.from('job_applications').select('id').eq('id', appId);
      expect(data, user.email).toEqual([{ id: appId }]);
    }
    const stranger = await createUser();
    for (const user of [w.otherMember, stranger]) {
      expect((await user.client.from('job_applications').select('id').eq('id', appId)).data).toEqual([]);
    }
    expect((await anonClient().from('job_applications').select('id')).error?.code).toBe('42501');
  });

  it('lets reviewers move an application along, stamping status_changed_at, but not set its progress', async () => {
    const id = await makeApplication(openJob, (await createUser()).id, { status_changed_at: '2026-01-05T00:00:00Z' });
    const progress = await w.reviewer.client
      .from('job_applications')
      .update({ progress_screening: 'scheduled' })
      .eq('id', id);
    expect(progress.error?.message).toMatch(/cannot be changed: progress_screening/);
    const { data, error } = await w.reviewer.client
      .from('job_applications')
      .update({ status: 'interviewed' })
      .eq('id', id)
      .select('status, progress_screening, status_changed_at')
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: 'interviewed', progress_screening: null });
    expect(Date.parse(data!.status_changed_at as string)).toBeGreaterThan(Date.now() - 60_000);
    const reject = await w.planner.client
      .from('job_applications')
      .update({ status: 'rejected', rejection_reason: 'Role filled internally.' })
      .eq('id', id)
      .select('status, rejection_reason');
    expect(reject.data).toEqual([{ status: 'rejected', rejection_reason: 'Role filled internally.' }]);
  });

  it('refuses a reviewer changing anything else of an application, naming the columns', async () => {
    const res = await w.owner.client
      .from('job_applications')
      .update({ cover_note: 'Edited', assessment: { summary: 'Made up' } })
      .eq('id', appId);
    expect(res.error?.code).toBe('42501');
    expect(res.error?.message).toContain('assessment, cover_note');
    const remove = await w.owner.client.from('job_applications').update({ _deleted: true }).eq('id', appId);
    expect(remove.error?.code).toBe('42501');
    expect(await appRow(appId)).toEqual({
      status: 'reviewing',
      cover_note: 'I build perception stacks.',
      _deleted: false,
    });
  });

  it('changes nothing when plain members, other companies or visitors update an application', async () => {
    for (const user of [w.member, w.otherMember]) {
      const res = await user.client.from('job_applications').update({ status: 'hired' }).eq('id', appId).select();
      expect(res.data, user.email).toEqual([]);
    }
    const anon = await anonClient().from('job_applications').update({ status: 'hired' }).eq('id', appId);
    expect(anon.error?.code).toBe('42501');
    expect((await appRow(appId))?.status).toBe('reviewing');
  });

  it('lets the talent withdraw their application, and nothing more', async () => {
    const applicant = await createUser();
    const id = await makeApplication(openJob, applicant.id);
    const promote = await applicant.client.from('job_applications').update({ status: 'hired' }).eq('id', id);
    expect(promote.error?.code).toBe('42501');
    expect(promote.error?.message).toContain('status');
    const withdraw = await applicant.client
      .from('job_applications')
      .update({ _deleted: true })
      .eq('id', id)
      .select('_deleted');
    expect(withdraw.data).toEqual([{ _deleted: true }]);
    const restore = await applicant.client.from('job_applications').update({ _deleted: false }).eq('id', id);
    expect(restore.error?.code).toBe('42501');
    expect((await appRow(id))?._deleted).toBe(true);
  });

  it('refuses every hard delete, the talent and owner included', async () => {
    for (const client of [w.talent.client, w.owner.client, w.member.client, w.otherMember.client, anonClient()]) {
      expect((await client.from('job_applications').delete().eq('id', appId)).error?.code).toBe('42501');
    }
    expect((await appRow(appId))?._deleted).toBe(false);
  });

  it("keeps each company's applications apart: the other company sees only its own", async () => {
    const id = await makeApplication(otherJob, w.talent.id);
    const { data } = await w.otherMember.client.from('job_applications').select('id, company_id');
    expect(data).toEqual([{ id, company_id: w.otherCompany.id }]);
    expect((await w.owner.client.from('job_applications').select('id').eq('id', id)).data).toEqual([]);
  });
});
