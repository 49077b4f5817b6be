// Saved jobs and job alerts belong to their owner alone; only open jobs may be saved, and a saved
// job that closes keeps only its title and company; withdrawing an application is the
// talent's, refused once hired; applying twice is refused, and again possible after withdrawing.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../fixtures/backend';
import { makeApplication, makeHiringWorld, makeJob, type HiringWorld } from '../fixtures/hiring';
import { anonClient, createUser, serviceClient, type TestUser } from '../fixtures/stack';

let w: HiringWorld;
let other: TestUser;
let jobId: string;

beforeAll(async () => {
  w = await makeHiringWorld();
  other = await createUser();
  jobId = await makeJob(w.company.id, { title: 'List Engineer' });
});

describe('saved jobs', () => {
  it('are added for oneself whatever user_id is sent, read by their owner only, and unsaved by a soft delete', async () => {
    const id = randomUUID();
    const saved = await w.talent.client
      .from('saved_jobs')
      .insert({ id, job_id: jobId, user_id: other.id })
      .select('user_id')
      .single();
    expect(saved.error).toBeNull();
    expect(saved.data).toEqual({ user_id: w.talent.id });
    for (const stranger of [other, w.owner]) {
      expect((await stranger.client.from('saved_jobs').select('id').eq('id', id)).data).toEqual([]);
      const update = await stranger.client.from('saved_jobs').update({ _deleted: true }).eq('id', id).select('id');
      expect(update.data ?? []).toEqual([]);
    }
    expect((await anonClient().from('saved_jobs').select('id')).error?.code).toBe('42501');
    expect((await w.talent.client.from('saved_jobs').delete().eq('id', id)).error?.code).toBe('42501');
    const unsave = await w.talent.client
      .from('saved_jobs')
      .update({ _deleted: true })
      .eq('id', id)
      .select('_deleted')
      .single();
    expect(unsave.data).toEqual({ _deleted: true });
    const restore = await w.talent.client.from('saved_jobs').update({ _deleted: false }).eq('id', id);
    expect(restore.error?.message).toBe('An unsaved job cannot be restored; save it again instead');
  });

  it('refuse a draft, paused or closed job with the same words as an id that does not exist, and never show it', async () => {
    const attacker = await createUser();
    const hidden = await Promise.all(
      (['draft', 'paused', 'closed'] as const).map((status) =>
        makeJob(w.company.id, { title: `Secret ${status}`, status, salary_max: 250000, description: 'Unannounced' }),
      ),
    );
    const answers = await Promise.all(
      [...hidden, randomUUID()].map((id) => attacker.client.from('saved_jobs').insert({ job_id: id }).select('id')),
    );
    for (const answer of answers) {
      expect(answer.error).toMatchObject({ code: '42501', message: 'Only open jobs can be saved' });
    }
    expect(await sql(`select 1 from saved_jobs where user_id = $1`, [attacker.id])).toEqual([]);
    expect((await attacker.client.from('jobs').select('id, title').in('id', hidden)).data).toEqual([]);
  });

  it('keep only the title and company of a saved job once it closes, and no longer show the job', async () => {
    const saver = await createUser();
    const job = await makeJob(w.company.id, { title: 'Closing Soon', salary_max: 99000 });
    const saved = await saver.client
      .from('saved_jobs')
      .insert({ job_id: job, job_title: 'Forged title', company_name: 'Forged company', job_open: false })
      .select('id, job_title, company_name, job_open')
      .single();
    expect(saved.data).toMatchObject({ job_title: 'Closing Soon', company_name: w.company.name, job_open: true });
    const forge = await saver.client.from('saved_jobs').update({ job_title: 'Renamed' }).eq('id', saved.data!.id);
    expect(forge.error?.code).toBe('42501');
    const { error } = await serviceClient()
      .from('jobs')
      .update({ status: 'closed', title: 'Closed and renamed' })
      .eq('id', job);
    expect(error).toBeNull();
    expect((await saver.client.from('jobs').select('id').eq('id', job)).data).toEqual([]);
    const after = await saver.client
      .from('saved_jobs')
      .select('job_title, company_name, job_open')
      .eq('id', saved.data!.id);
    expect(after.data).toEqual([{ job_title: 'Closing Soon', company_name: w.company.name, job_open: false }]);
    await serviceClient().from('jobs').update({ status: 'open' }).eq('id', job);
    const reopened = await saver.client.from('saved_jobs').select('job_title, job_open').eq('id', saved.data!.id);
    expect(reopened.data).toEqual([{ job_title: 'Closed and renamed', job_open: true }]);
  });

  it('refuse saving the same job twice while the first is live', async () => {
    const job = await makeJob(w.company.id, { title: 'Twice Saved' });
    expect((await other.client.from('saved_jobs').insert({ job_id: job })).error).toBeNull();
    expect((await other.client.from('saved_jobs').insert({ job_id: job })).error?.code).toBe('23505');
  });
});

describe('job alerts', () => {
  it('belong to their owner, who may keep at most 20 active', async () => {
    const alert = await other.client
      .from('job_alerts')
      .insert({
        name: 'Remote design',
        query: 'designer',
        workplace: 'remote',
        user_id: w.talent.id,
        last_notified_at: '2001-01-01T00:00:00Z',
      })
      .select('id, user_id, last_notified_at')
      .single<{ id: string; user_id: string; last_notified_at: string | null }>();
    expect(alert.data).toMatchObject({ user_id: other.id, last_notified_at: null });
    expect((await w.talent.client.from('job_alerts').select('id').eq('id', alert.data!.id)).data).toEqual([]);
    expect((await anonClient().from('job_alerts').select('id')).error?.code).toBe('42501');
    const rows = Array.from({ length: 19 }, (_, i) => ({ name: `Alert ${i}` }));
    expect((await other.client.from('job_alerts').insert(rows)).error).toBeNull();
    const one = await other.client.from('job_alerts').insert({ name: 'One too many' });
    expect(one.error?.message).toBe('You can keep at most 20 active job alerts');
    const blank = await other.client.from('job_alerts').insert({ name: '   ', active: false });
    expect(blank.error?.code).toBe('23514');
  });
});

describe('withdrawing and applying again', () => {
  it('stamps the withdrawal, refuses it once hired, and lets the talent apply again afterwards', async () => {
    const job = await makeJob(w.company.id, { title: 'Withdrawable Role' });
    const first = await w.talent.client
      .from('job_applications')
      .insert({ job_id: job, user_id: w.talent.id })
      .select('id')
      .single<{ id: string }>();
    expect(first.error).toBeNull();
    const twice = await w.talent.client.from('job_applications').insert({ job_id: job, user_id: w.talent.id });
    expect(twice.error?.code).toBe('23505');
    const withdraw = await w.talent.client
      .from('job_applications')
      .update({ _deleted: true })
      .eq('id', first.data!.id)
      .select('withdrawn_at')
      .single<{ withdrawn_at: string | null }>();
    expect(withdraw.data?.withdrawn_at).toBeTruthy();
    const again = await w.talent.client.from('job_applications').insert({ job_id: job, user_id: w.talent.id });
    expect(again.error).toBeNull();

    const hiredJob = await makeJob(w.company.id, { title: 'Hired Role' });
    const hired = await makeApplication(hiredJob, w.talent.id, { status: 'hired' });
    const refused = await w.talent.client.from('job_applications').update({ _deleted: true }).eq('id', hired);
    expect(refused.error?.message).toBe('A hired application cannot be withdrawn');
    const [row] = await sql<{ _deleted: boolean }>('select _deleted from job_applications where id = $1', [hired]);
    expect(row?._deleted).toBe(false);
  });
});
