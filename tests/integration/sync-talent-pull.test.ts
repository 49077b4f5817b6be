import { beforeAll, describe, expect, it } from 'vitest';
import { firstValueFrom } from 'rxjs';
import { watchRows } from '@sync/workspace/records';
import { watchJobAlerts, watchMyApplications, watchSavedJobs } from '@sync/talent/records';
import { lastSearch, saveLastSearch, searchJobs } from '@sync/talent/search';
import { serviceClient } from '../fixtures/stack';
import { waitFor } from '../fixtures/sync';
import { syncedDevice } from '../fixtures/sync-session';
import { makeTalentWorld, type TalentWorld } from '../fixtures/talent-world';

let world: TalentWorld;

beforeAll(async () => {
  world = await makeTalentWorld();
});

describe('a talent’s side on the device', () => {
  it('brings their own applications, saved jobs and alerts, and nobody else’s', async () => {
    const { tina, tinaApps, tinaAlert, savedJob, closedSavedJob } = world;
    const device = await syncedDevice(tina);
    try {
      const { db } = device;
      const apps = await firstValueFrom(watchMyApplications(db, tina.id));
      expect(apps.map((a) => a.application.id).sort()).toEqual([...tinaApps].sort());
      const saved = await firstValueFrom(watchRows(db, 'saved_jobs'));
      expect(saved.map((s) => s.job_id).sort()).toEqual([savedJob, closedSavedJob].sort());
      expect((await firstValueFrom(watchJobAlerts(db, tina.id))).map((a) => a.id)).toEqual([tinaAlert]);
      expect(await db.workspace_records.count({ selector: { table: 'job_alerts' } }).exec()).toBe(1);
      expect(await db.workspace_records.count({ selector: { table: 'job_applications' } }).exec()).toBe(2);
    } finally {
      await device.close();
    }
  });

  it('brings the jobs they applied to or saved with their companies, and of a closed saved job only its title and company', async () => {
    const { tina, appliedJob, globexJob, savedJob, closedSavedJob, acme, globex } = world;
    const device = await syncedDevice(tina);
    try {
      const { db } = device;
      await waitFor(
        async () => (await db.workspace_records.count({ selector: { table: 'jobs' } }).exec()) === 3,
        'the three jobs',
      );
      const jobs = await firstValueFrom(watchRows(db, 'jobs'));
      expect(jobs.map((j) => j.id).sort()).toEqual([appliedJob, globexJob, savedJob].sort());
      expect(jobs.map((j) => j.id)).not.toContain(closedSavedJob);
      await waitFor(async () => (await db.companies.count().exec()) === 2, 'the two companies');
      const apps = await firstValueFrom(watchMyApplications(db, tina.id));
      expect(apps.map((a) => [a.job?.title, a.company?.name]).sort()).toEqual([
        ['Frontend Engineer', acme.name],
        ['Platform Engineer', globex.name],
      ]);
      const saved = await firstValueFrom(watchSavedJobs(db, tina.id));
      expect(
        saved
          .map((s) => [s.saved.job_id, s.closed, s.job?.title ?? null, s.saved.job_title, s.saved.company_name])
          .sort(),
      ).toEqual(
        [
          [savedJob, false, 'Data Engineer', 'Data Engineer', acme.name],
          [closedSavedJob, true, null, 'Support Engineer', acme.name],
        ].sort(),
      );
    } finally {
      await device.close();
    }
  });

  it('follows a job applied to on the server, and drops it from the device when withdrawn there', async () => {
    const { tina, freeJobs, globex } = world;
    const device = await syncedDevice(tina);
    try {
      const { db } = device;
      const { data } = await serviceClient()
        .from('job_applications')
        .insert({ job_id: freeJobs[2], user_id: tina.id })
        .select('id')
        .single<{ id: string }>();
      const found = await waitFor(
        async () => (await firstValueFrom(watchMyApplications(db, tina.id))).find((a) => a.application.id === data!.id),
        'the new application',
      );
      await waitFor(
        async () =>
          (await firstValueFrom(watchMyApplications(db, tina.id))).find((a) => a.application.id === data!.id)?.job,
        'its job',
      );
      expect(found.application.job_id).toBe(freeJobs[2]);
      await waitFor(async () => (await db.companies.findOne(globex.id).exec()) !== null, 'its company');
      await serviceClient().from('job_applications').update({ _deleted: true }).eq('id', data!.id);
      await waitFor(async () => (await db.workspace_records.findOne(freeJobs[2]!).exec()) === null, 'the job gone');
    } finally {
      await device.close();
    }
  });

  it('keeps the last search readable offline, companies included', async () => {
    const { tina, freeWord, freeJobs } = world;
    const device = await syncedDevice(tina);
    try {
      const result = await searchJobs(tina.client, { q: freeWord });
      expect(result.total).toBe(4);
      await saveLastSearch(device.db, { q: freeWord }, result);
      await device.goOffline();
      const kept = await lastSearch(device.db);
      expect(kept?.params).toEqual({ q: freeWord });
      expect(kept?.jobs.map((j) => j.id).sort()).toEqual([...freeJobs, world.lonelyJob].sort());
      expect(kept?.jobs.every((j) => j.company_name && j.company_identifier)).toBe(true);
    } finally {
      await device.close();
    }
  });
});
