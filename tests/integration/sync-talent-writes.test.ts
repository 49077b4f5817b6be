import { beforeAll, describe, expect, it } from 'vitest';
import { firstValueFrom } from 'rxjs';
import { applyToJob, saveJobForLater, unsaveJob, withdrawApplication } from '@sync/talent/commands';
import { watchJobOnDevice } from '@sync/talent/records';
import { saveOwnNames, saveTalentProfile } from '@sync/talent/profile-commands';
import { searchJobs, type SearchJob } from '@sync/talent/search';
import { getRow } from '@sync/workspace/records';
import { recordFailureId } from '@sync/workspace/pending';
import { WorkspaceInputError } from '@sync/workspace/input-error';
import { openUserDatabase, removeUserDatabase } from '@sync/database';
import { startSync } from '@sync/sync-engine';
import { sql } from '../fixtures/backend';
import { countingClient } from '../fixtures/counting-client';
import { serviceClient } from '../fixtures/stack';
import { fakeIndexedDbStorage, offlineClient, waitFor } from '../fixtures/sync';
import { untilNothingPending, untilPending } from '../fixtures/pending-records';
import { syncedDevice } from '../fixtures/sync-session';
import { makeTalentWorld, type TalentWorld } from '../fixtures/talent-world';

let world: TalentWorld;
let results: SearchJob[];

beforeAll(async () => {
  world = await makeTalentWorld();
  results = (await searchJobs(world.tina.client, { q: world.freeWord })).jobs;
});

const resultFor = (jobId: string) => results.find((j) => j.id === jobId)!;

describe('a talent’s writes', () => {
  it('apply offline to a job from a search, show it at once, and send it once on reconnect', async () => {
    const { tina, freeJobs, acme } = world;
    const jobId = freeJobs[0]!;
    const device = await syncedDevice(tina);
    // Inserts into jobs or job_applications: the application once, the job's copy never.
    const posts = await countingClient(tina, '/rest/v1/job', 'POST');
    try {
      const { db } = device;
      expect(await getRow(db, 'jobs', jobId)).toBeNull();
      await device.goOffline();
      const application = await applyToJob(db, tina.id, { jobId, coverNote: 'Hello', job: resultFor(jobId) });
      const shown = await firstValueFrom(watchJobOnDevice(db, jobId));
      expect([shown?.job.title, shown?.company?.name]).toEqual([resultFor(jobId).title, acme.name]);
      await untilPending(db, application.id);

      await device.goOnline(posts.client);
      await untilNothingPending(device.db);
      const rows = await sql(
        'select status, cover_note from public.job_applications where job_id = $1 and user_id = $2',
        [jobId, tina.id],
      );
      expect(rows).toEqual([{ status: 'reviewing', cover_note: 'Hello' }]);
      expect(posts.count()).toBe(1);
      await waitFor(async () => {
        const row = await getRow(db, 'jobs', jobId);
        return row && !('_copy' in row);
      }, 'the server’s job in place of the copy');
      expect(await db.sync_failures.count().exec()).toBe(0);
    } finally {
      await device.close();
      await posts.client.removeAllChannels();
    }
  });

  it('refuse a second application on the device at once, and keep the server’s refusal with words', async () => {
    const { tina, appliedJob, freeJobs } = world;
    const device = await syncedDevice(tina);
    try {
      const { db } = device;
      const refusal = await applyToJob(db, tina.id, { jobId: appliedJob }).catch((e: unknown) => e);
      expect(refusal).toBeInstanceOf(WorkspaceInputError);
      expect((refusal as Error).message).toBe('You have already applied to this job');

      const jobId = freeJobs[1]!;
      await device.goOffline();
      await serviceClient().from('job_applications').insert({ job_id: jobId, user_id: tina.id });
      const second = await applyToJob(db, tina.id, { jobId, job: resultFor(jobId) });
      await device.goOnline();
      const failure = await waitFor(
        () => db.sync_failures.findOne(recordFailureId(second.id)).exec(),
        'the refusal of the duplicate',
      );
      expect([failure.code, failure.message]).toEqual(['23505', 'You have already applied to this job']);
      const [counted] = await sql<{ count: string }>(
        'select count(*) from public.job_applications where job_id = $1 and user_id = $2',
        [jobId, tina.id],
      );
      expect(Number(counted?.count)).toBe(1);
    } finally {
      await device.close();
    }
  });

  it('save and unsave offline, and leave the server right after reconnecting', async () => {
    const { tina, savedJob, freeJobs, appliedJob } = world;
    const device = await syncedDevice(tina);
    try {
      const { db } = device;
      const [kept, dropped] = [freeJobs[2]!, appliedJob];
      await device.goOffline();
      await saveJobForLater(db, tina.id, kept, resultFor(kept));
      await saveJobForLater(db, tina.id, dropped);
      await unsaveJob(db, tina.id, dropped);
      await unsaveJob(db, tina.id, savedJob);
      expect((await firstValueFrom(watchJobOnDevice(db, kept)))?.job.title).toBe(resultFor(kept).title);
      await device.goOnline();
      await untilNothingPending(device.db);
      const rows = await sql<{ job_id: string; _deleted: boolean }>(
        'select job_id, _deleted from public.saved_jobs where user_id = $1 order by job_id',
        [tina.id],
      );
      const live = rows.filter((r) => !r._deleted).map((r) => r.job_id);
      expect(live).toContain(kept);
      expect(live).not.toContain(savedJob);
      expect(rows.some((r) => r.job_id === dropped)).toBe(false);
      expect(await db.sync_failures.count().exec()).toBe(0);
    } finally {
      await device.close();
    }
  });

  it('saved offline with the app closed, bring the job and its company once back online', async () => {
    const { tina, lonelyJob, initech } = world;
    const storage = fakeIndexedDbStorage();
    const open = () => openUserDatabase({ userId: tina.id, storage, multiInstance: false });
    let db = await open();
    let engine = startSync({ db, client: tina.client, userId: tina.id });
    try {
      await engine.awaitInitialSync();
      await engine.stop();
      const token = (await tina.client.auth.getSession()).data.session!.access_token;
      engine = startSync({ db, client: offlineClient(token), userId: tina.id });
      await saveJobForLater(db, tina.id, lonelyJob, resultFor(lonelyJob));
      expect((await firstValueFrom(watchJobOnDevice(db, lonelyJob)))?.company?.name).toBe(initech.name);
      await engine.stop();
      await db.close();

      db = await open();
      engine = startSync({ db, client: tina.client, userId: tina.id });
      await engine.awaitInSync();
      await waitFor(() => db.companies.findOne(initech.id).exec(), 'the job’s company');
      await waitFor(async () => {
        const row = await getRow(db, 'jobs', lonelyJob);
        return row && !('_copy' in row);
      }, 'the server’s job');
      expect((await firstValueFrom(watchJobOnDevice(db, lonelyJob)))?.company?.name).toBe(initech.name);
    } finally {
      await engine.stop();
      await db.close();
      await removeUserDatabase(tina.id, storage);
    }
  });

  it('create the talent profile and change the names, and refuse bad input naming the field', async () => {
    const { theo } = world;
    const device = await syncedDevice(theo);
    try {
      const { db } = device;
      const field = await saveTalentProfile(db, theo.id, { experience_years: 99 }).catch(
        (e: unknown) => (e as WorkspaceInputError).field,
      );
      expect(field).toBe('experience_years');
      await device.goOffline();
      await saveTalentProfile(db, theo.id, { headline: 'Designer', skills: ['Figma'], open_to_recruiters: true });
      await saveOwnNames(db, theo.id, { first_name: 'Theo', last_name: 'Talent' });
      await device.goOnline();
      await untilNothingPending(device.db);
      const [profile] = await sql(
        'select headline, skills, open_to_recruiters from public.talent_profiles where user_id = $1',
        [theo.id],
      );
      expect(profile).toEqual({ headline: 'Designer', skills: ['Figma'], open_to_recruiters: true });
      const [names] = await sql('select first_name, last_name from public.user_profiles where user_id = $1', [theo.id]);
      expect(names).toEqual({ first_name: 'Theo', last_name: 'Talent' });

      // The first entry of a list that is empty on the server (jsonb '[]').
      const position = { title: 'Designer', company: 'Acme', period: '2024–2026', description: 'Design systems' };
      await saveTalentProfile(db, theo.id, { work_experience: [position] });
      // The server's row, not the pending set, which may not list a write made a moment ago.
      const experience = await waitFor(async () => {
        const [row] = await sql<{ work_experience: unknown[] }>(
          'select work_experience from public.talent_profiles where user_id = $1',
          [theo.id],
        );
        return row?.work_experience.length ? row : null;
      }, 'the position on the server');
      expect(experience).toEqual({ work_experience: [position] });
      await untilNothingPending(device.db);
      expect(await db.sync_failures.count().exec()).toBe(0);
    } finally {
      await device.close();
    }
  });

  it('withdraw an application, refuse to withdraw a hired one, and apply again as a new row', async () => {
    const { tina, tinaApps, appliedJob } = world;
    await serviceClient().from('job_applications').update({ status: 'hired' }).eq('id', tinaApps[1]);
    const device = await syncedDevice(tina);
    try {
      const { db } = device;
      const refusal = await withdrawApplication(db, tina.id, tinaApps[1]!).catch((e: unknown) => e);
      expect((refusal as Error).message).toBe('A hired application cannot be withdrawn');
      await withdrawApplication(db, tina.id, tinaApps[0]!);
      const rows = await waitFor(async () => {
        const found = await sql<{ id: string; _deleted: boolean }>(
          'select id, _deleted from public.job_applications where id = any($1) order by id',
          [tinaApps],
        );
        return found.some((r) => r.id === tinaApps[0] && r._deleted) ? found : null;
      }, 'the withdrawal on the server');
      expect(rows.map((r) => [r.id, r._deleted]).sort()).toEqual(
        [
          [tinaApps[0], true],
          [tinaApps[1], false],
        ].sort(),
      );
      await applyToJob(db, tina.id, { jobId: appliedJob, coverNote: 'Again' });
      // The server's row, not the device's pending set: right after a write the set may not
      // list the new row yet, and an empty set proved nothing.
      const again = await waitFor(async () => {
        const rows = await sql<{ _deleted: boolean; cover_note: string | null }>(
          'select _deleted, cover_note from public.job_applications where job_id = $1 and user_id = $2',
          [appliedJob, tina.id],
        );
        return rows.length === 2 ? rows : null;
      }, 'the new application on the server');
      await untilNothingPending(device.db, 'nothing pending after applying again');
      expect(again).toHaveLength(2);
      expect(again).toContainEqual({ _deleted: false, cover_note: 'Again' });
      expect(await db.sync_failures.count().exec()).toBe(0);
    } finally {
      await device.close();
    }
  });
});
