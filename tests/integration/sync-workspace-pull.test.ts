import { beforeAll, describe, expect, it } from 'vitest';
import { firstValueFrom } from 'rxjs';
import { openUserDatabase } from '@sync/database';
import { watchRows, getRow } from '@sync/workspace/records';
import { watchWorkspaceSynced } from '@sync/workspace/synced';
import { addMember, sql, type TestCompany } from '../fixtures/backend';
import { createUser, serviceClient, type TestUser } from '../fixtures/stack';
import { memoryStorage, waitFor } from '../fixtures/sync';
import { syncedDevice } from '../fixtures/sync-session';
import { makeApplication, makeTalentProfile } from '../fixtures/hiring';
import { makeWorkspaceWorld } from '../fixtures/workspace-world';

let alice: TestUser, bob: TestUser, tina: TestUser, theo: TestUser, uma: TestUser;
let acme: TestCompany;
let plan: string, openJob: string, draftJob: string, theirJob: string, tinaApp: string, theoApp: string, umaApp: string;

beforeAll(async () => {
  ({ alice, bob, tina, theo, uma, acme, plan, openJob, draftJob, theirJob, tinaApp, theoApp, umaApp } =
    await makeWorkspaceWorld());
});

describe('the company workspace on the device', () => {
  it('brings the company’s plans, jobs and applications, with the applicants’ profiles and names', async () => {
    const fresh = await openUserDatabase({ userId: alice.id, storage: memoryStorage(), multiInstance: false });
    expect(await firstValueFrom(watchWorkspaceSynced(fresh))).toBe(false);
    await fresh.remove();
    const device = await syncedDevice(alice);
    try {
      const { db } = device;
      await waitFor(() => firstValueFrom(watchWorkspaceSynced(db)), 'the workspace recorded as synced');
      const plans = await firstValueFrom(watchRows(db, 'hiring_plans', { scope: acme.id }));
      expect(plans.map((p) => [p.id, p.title, p.status])).toEqual([[plan, 'Platform team', 'ongoing']]);
      const jobs = await firstValueFrom(watchRows(db, 'jobs', { scope: acme.id }));
      expect(jobs.map((j) => j.id).sort()).toEqual([openJob, draftJob].sort());
      const underPlan = await firstValueFrom(watchRows(db, 'jobs', { scope: acme.id, parent: plan }));
      expect(underPlan.map((j) => j.title)).toEqual(['Frontend Engineer']);
      const apps = await firstValueFrom(watchRows(db, 'job_applications', { scope: acme.id, parent: openJob }));
      expect(apps.map((a) => a.id).sort()).toEqual([tinaApp, theoApp].sort());
      expect(apps.find((a) => a.id === tinaApp)?.match_score).toBe(80);
      await waitFor(
        async () => (await db.workspace_records.count({ selector: { table: 'talent_profiles' } }).exec()) === 2,
        'the two applicants’ talent profiles',
      );
      const profiles = await firstValueFrom(watchRows(db, 'talent_profiles'));
      expect(profiles.map((p) => p.user_id).sort()).toEqual([tina.id, theo.id].sort());
      expect(profiles.find((p) => p.user_id === tina.id)?.work_experience[0]?.company).toBe('Initech');
      await waitFor(async () => {
        const names = (await db.user_profiles.find().exec()).map((p) => p.display_name);
        return ['Alice Owner', 'Carol Member', 'Tina Talent', 'Theo Talent'].every((n) => names.includes(n));
      }, 'the names of the teammate and the applicants');
      expect(await db.user_profiles.findOne({ selector: { user_id: uma.id } }).exec()).toBeNull();
    } finally {
      await device.close();
    }
  });

  it('keeps an applicant’s hidden phone off the company’s device, and the talent’s own number on theirs, live too', async () => {
    await sql(`update public.talent_profiles set phone = '+44 20 7946 0018', show_phone = false where user_id = $1`, [
      tina.id,
    ]);
    await sql(`update public.talent_profiles set phone = '+1 555 010 0100', show_phone = true where user_id = $1`, [
      theo.id,
    ]);
    // One device at a time: the open-core RxDB caps the collections a process may hold.
    const phoneOf = async (db: Awaited<ReturnType<typeof syncedDevice>>['db'], userId: string) =>
      (await firstValueFrom(watchRows(db, 'talent_profiles'))).find((p) => p.user_id === userId)?.phone;
    const company = await syncedDevice(alice);
    try {
      await waitFor(async () => (await phoneOf(company.db, theo.id)) === '+1 555 010 0100', 'the shown phone');
      expect(await phoneOf(company.db, tina.id)).toBeNull();
    } finally {
      await company.close();
    }
    const own = await syncedDevice(tina);
    try {
      await waitFor(async () => (await phoneOf(own.db, tina.id)) === '+44 20 7946 0018', 'the talent’s own phone');
      await serviceClient().from('talent_profiles').update({ phone: '+44 20 7946 0999' }).eq('user_id', tina.id);
      await waitFor(async () => (await phoneOf(own.db, tina.id)) === '+44 20 7946 0999', 'the own phone, changed live');
    } finally {
      await own.close();
    }
  });

  it('gives a user of another company none of it', async () => {
    const device = await syncedDevice(bob);
    try {
      const records = await device.db.workspace_records.find().exec();
      expect(records.some((r) => r.scope === acme.id)).toBe(false);
      expect(records.map((r) => r.id).sort()).toEqual(
        [
          theirJob,
          umaApp,
          (await sql<{ id: string }>('select id from public.talent_profiles where user_id = $1', [uma.id]))[0]!.id,
        ].sort(),
      );
    } finally {
      await device.close();
    }
  });

  it('shows a change made on the server without a pull', async () => {
    const device = await syncedDevice(alice);
    try {
      await serviceClient().from('job_applications').update({ status: 'interviewed' }).eq('id', theoApp);
      await waitFor(
        async () => (await getRow(device.db, 'job_applications', theoApp))?.status === 'interviewed',
        'the status changed on the server',
      );
      const newcomer = await createUser({ metadata: { display_name: 'Nina Newcomer' } });
      await makeTalentProfile(newcomer.id, { headline: 'Newcomer' });
      const app = await makeApplication(openJob, newcomer.id);
      await waitFor(() => getRow(device.db, 'job_applications', app), 'the new application');
      await waitFor(
        () => firstValueFrom(watchRows(device.db, 'talent_profiles', { scope: newcomer.id })).then((r) => r[0]),
        'the new applicant’s older profile',
      );
    } finally {
      await device.close();
    }
  });
});

describe('leaving a company', () => {
  it('takes its plans, jobs and applications off the device', async () => {
    const leaver = await createUser();
    await addMember(acme.id, leaver, 'recruiter');
    const device = await syncedDevice(leaver);
    try {
      const count = () => device.db.workspace_records.count({ selector: { scope: acme.id } }).exec();
      expect(await count()).toBeGreaterThanOrEqual(5);
      await sql('update public.company_team_members set _deleted = true where company_id = $1 and user_id = $2', [
        acme.id,
        leaver.id,
      ]);
      device.engine.reSync();
      await waitFor(async () => (await count()) === 0, 'no records of the company left');
      await waitFor(
        async () => (await device.db.workspace_records.count({ selector: { table: 'talent_profiles' } }).exec()) === 0,
        'no profiles of its applicants left',
      );
    } finally {
      await device.close();
    }
  });
});
