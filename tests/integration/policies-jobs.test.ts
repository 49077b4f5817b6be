import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../fixtures/backend';
import { makeApplication, makeHiringWorld, makeJob, makePlan, type HiringWorld } from '../fixtures/hiring';
import { anonClient } from '../fixtures/stack';

let w: HiringWorld;
let openJob: string;
let draftJob: string;

async function jobTitle(id: string) {
  const [row] = await sql<{ title: string }>(`select title from jobs where id = $1`, [id]);
  return row?.title;
}

beforeAll(async () => {
  w = await makeHiringWorld();
  [openJob, draftJob] = await Promise.all([
    makeJob(w.company.id, { title: 'Controls Engineer' }),
    makeJob(w.company.id, { title: 'Unannounced Role', status: 'draft' }),
  ]);
});

describe('job policies', () => {
  it("shows every member all of their company's jobs, drafts included", async () => {
    for (const user of [w.owner, w.planner, w.reviewer, w.member]) {
      const { data } = await user.client.from('jobs').select('id').eq('company_id', w.company.id);
      expect(data?.map((j) => j.id).sort(), user.email).toEqual([openJob, draftJob].sort());
    }
  });

  it('shows everyone else, signed out included, open jobs only', async () => {
    for (const client of [w.otherMember.client, w.talent.client, anonClient()]) {
      const { data, error } = await client.from('jobs').select('id, title').eq('company_id', w.company.id);
      expect(error).toBeNull();
      expect(data).toEqual([{ id: openJob, title: 'Controls Engineer' }]);
    }
    const deleted = await makeJob(w.company.id, { title: 'Withdrawn Posting', _deleted: true });
    expect((await anonClient().from('jobs').select('id').eq('id', deleted)).data).toEqual([]);
  });

  it('keeps showing a talent the job they applied to after it closes', async () => {
    const job = await makeJob(w.company.id, { title: 'Short-lived Role' });
    await makeApplication(job, w.talent.id);
    await sql(`update jobs set status = 'closed' where id = $1`, [job]);
    expect((await w.talent.client.from('jobs').select('id, status').eq('id', job)).data).toEqual([
      { id: job, status: 'closed' },
    ]);
    expect((await w.otherMember.client.from('jobs').select('id').eq('id', job)).data).toEqual([]);
  });

  it('lets planners post jobs as themselves; published_at is stamped the first time a job opens, and kept', async () => {
    const created = await w.planner.client
      .from('jobs')
      .insert({
        company_id: w.company.id,
        title: 'Firmware Engineer',
        slug: 'firmware-engineer',
        created_by: w.owner.id,
      })
      .select('id, status, created_by, published_at')
      .single();
    expect(created.error).toBeNull();
    expect(created.data).toMatchObject({ status: 'draft', created_by: w.planner.id, published_at: null });
    const id = created.data!.id as string;

    const opened = await w.planner.client.from('jobs').update({ status: 'open' }).eq('id', id).select('published_at');
    const firstPublished = opened.data![0]!.published_at as string;
    expect(Date.parse(firstPublished)).toBeGreaterThan(Date.now() - 60_000);
    await w.planner.client.from('jobs').update({ status: 'paused' }).eq('id', id);
    const reopened = await w.owner.client.from('jobs').update({ status: 'open' }).eq('id', id).select('published_at');
    expect(reopened.data).toEqual([{ published_at: firstPublished }]);

    const forged = await w.owner.client.from('jobs').update({ published_at: '2001-01-01T00:00:00Z' }).eq('id', id);
    expect(forged.error?.code).toBe('42501');
    expect(forged.error?.message).toContain('published_at');
  });

  it('refuses jobs from plain members, recruiters, other companies, talent and visitors', async () => {
    for (const client of [w.member.client, w.reviewer.client, w.otherMember.client, w.talent.client, anonClient()]) {
      const res = await client.from('jobs').insert({ company_id: w.company.id, title: 'Fake Opening', status: 'open' });
      expect(res.error?.code).toBe('42501');
    }
    expect(await sql(`select 1 from jobs where title = 'Fake Opening'`)).toEqual([]);
  });

  it('changes nothing when plain members, recruiters, other companies, talent or visitors update a job', async () => {
    for (const user of [w.member, w.reviewer, w.otherMember, w.talent]) {
      const res = await user.client.from('jobs').update({ title: 'Hijacked' }).eq('id', openJob).select();
      expect(res.data, user.email).toEqual([]);
    }
    expect((await anonClient().from('jobs').update({ title: 'Hijacked' }).eq('id', openJob)).error?.code).toBe('42501');
    expect(await jobTitle(openJob)).toBe('Controls Engineer');
  });

  it('refuses every hard delete, even by the owner', async () => {
    for (const client of [w.owner.client, w.member.client, w.otherMember.client, w.talent.client, anonClient()]) {
      expect((await client.from('jobs').delete().eq('id', openJob)).error?.code).toBe('42501');
    }
    expect(await jobTitle(openJob)).toBe('Controls Engineer');
  });

  it('keeps slugs unique per company among jobs not deleted, and well formed', async () => {
    await makeJob(w.company.id, { slug: 'robot-whisperer' });
    const dup = await w.planner.client
      .from('jobs')
      .insert({ company_id: w.company.id, title: 'Robot Whisperer', slug: 'robot-whisperer' });
    expect(dup.error?.code).toBe('23505');
    const elsewhere = await w.otherMember.client
      .from('jobs')
      .insert({ company_id: w.otherCompany.id, title: 'Robot Whisperer', slug: 'robot-whisperer' });
    expect(elsewhere.error).toBeNull();
    await sql(`update jobs set _deleted = true where company_id = $1 and slug = 'robot-whisperer'`, [w.company.id]);
    const reused = await w.planner.client
      .from('jobs')
      .insert({ company_id: w.company.id, title: 'Robot Whisperer', slug: 'robot-whisperer' });
    expect(reused.error).toBeNull();
    for (const slug of ['Robot', 'a', 'two--dashes', '-edge', 'under_score']) {
      const bad = await w.planner.client.from('jobs').insert({ company_id: w.company.id, title: 'Role', slug });
      expect(bad.error?.code, slug).toBe('23514');
    }
  });

  it('refuses a hiring plan of another company and a salary range that runs backwards', async () => {
    const foreignPlan = await makePlan(w.otherCompany.id);
    const res = await w.planner.client
      .from('jobs')
      .insert({ company_id: w.company.id, title: 'Role', hiring_plan_id: foreignPlan });
    expect(res.error?.code).toBe('23503');
    const ownPlan = await makePlan(w.company.id);
    const ok = await w.planner.client
      .from('jobs')
      .insert({ company_id: w.company.id, title: 'Role', hiring_plan_id: ownPlan })
      .select('hiring_plan_id')
      .single();
    expect(ok.data).toEqual({ hiring_plan_id: ownPlan });
    const salary = await w.planner.client
      .from('jobs')
      .insert({ company_id: w.company.id, title: 'Role', salary_min: 90000, salary_max: 80000 });
    expect(salary.error?.code).toBe('23514');
  });
});
