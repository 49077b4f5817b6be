// Saved jobs and job alerts belong to their owner alone; withdrawing an application is the
// talent's, refused once hired; applying twice is refused, and again possible after withdrawing.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../fixtures/backend';
import { makeApplication, makeHiringWorld, makeJob, type HiringWorld } from '../fixtures/hiring';
import { anonClient, createUser, type TestUser } from '../fixtures/stack';

let w: HiringWorld;
let other: TestUser;
let jobId: string;

beforeAll(async () => {
  w = await makeHiringWorld();
  other = await createUser();
  jobId = await makeJob(w.company.id, { title: 'List Engineer', status: 'closed' });
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

  it('keep a closed job readable by the person who saved it, and only by them', async () => {
    await w.talent.client.from('saved_jobs').insert({ job_id: jobId });
    expect((await w.talent.client.from('jobs').select('id, status').eq('id', jobId)).data).toEqual([
      { id: jobId, status: 'closed' },
    ]);
    expect((await other.client.from('jobs').select('id').eq('id', jobId)).data).toEqual([]);
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
