import { describe, expect, it } from 'vitest';
import { firstValueFrom } from 'rxjs';
import { watchOwnTalentProfile } from '@sync/talent/records';
import { saveTalentProfile } from '@sync/talent/profile-commands';
import { SEED, sql } from '../fixtures/backend';
import { makeJob, makeTalentProfile } from '../fixtures/hiring';
import { makeCompany } from '../fixtures/backend';
import { untilNothingPending } from '../fixtures/pending-records';
import { createUser, DEMO_PASSWORD, signIn, type TestUser } from '../fixtures/stack';
import { waitFor } from '../fixtures/sync';
import { syncedDevice } from '../fixtures/sync-session';

async function demoUser(email: string, id: string): Promise<TestUser> {
  return { id, email, password: DEMO_PASSWORD, client: await signIn(email, DEMO_PASSWORD) };
}

describe('a person’s own rows on their device', () => {
  it('brings Maya’s and Lena’s own talent profile, names, roles and saved job to a freshly signed-in device', async () => {
    for (const [email, id, profileId] of [
      ['talent@evee.dev', SEED.users.talent, SEED.talentProfiles.maya],
      ['lena.fischer@evee.dev', SEED.users.lena, SEED.talentProfiles.lena],
    ] as const) {
      const device = await syncedDevice(await demoUser(email, id));
      try {
        const profile = await firstValueFrom(watchOwnTalentProfile(device.db, id));
        expect(profile?.id, email).toBe(profileId);
        expect(profile?.headline?.length ?? 0, email).toBeGreaterThan(10);
        expect(profile?.skills.length ?? 0, email).toBeGreaterThan(2);
        expect(profile?.phone, email).toMatch(/^\+/);
        expect(await device.db.user_profiles.count({ selector: { user_id: id } }).exec(), email).toBe(1);
        expect(await device.db.user_roles.count({ selector: { user_id: id } }).exec(), email).toBeGreaterThan(0);
      } finally {
        await device.close();
      }
    }
    const maya = await syncedDevice(await demoUser('talent@evee.dev', SEED.users.talent));
    try {
      const saved = await maya.db.workspace_records.find({ selector: { table: 'saved_jobs' } }).exec();
      expect(saved.map((d) => d.row.job_id)).toEqual([SEED.jobs.initechSeniorFrontend]);
    } finally {
      await maya.close();
    }
  });

  it('brings the company and all-workspaces accounts their own names, roles and every company they belong to', async () => {
    for (const [email, id] of [
      ['company@evee.dev', SEED.users.company],
      ['all@evee.dev', SEED.users.all],
    ] as const) {
      const member = await sql<{ company_id: string }>(
        'select company_id from public.company_team_members where user_id = $1 and not _deleted order by 1',
        [id],
      );
      const roles = await sql<{ id: string }>('select id from public.user_roles where user_id = $1 and not _deleted', [
        id,
      ]);
      const device = await syncedDevice(await demoUser(email, id));
      try {
        expect(await device.db.user_profiles.count({ selector: { user_id: id } }).exec(), email).toBe(1);
        const onDevice = await device.db.user_roles.find({ selector: { user_id: id } }).exec();
        expect(onDevice.map((r) => r.id).sort(), email).toEqual(roles.map((r) => r.id).sort());
        const companies = await device.db.companies.find().exec();
        expect(member.length, email).toBeGreaterThan(0);
        expect(
          companies.map((c) => c.id),
          email,
        ).toEqual(expect.arrayContaining(member.map((m) => m.company_id)));
      } finally {
        await device.close();
      }
    }
  });

  it('refuses a row whose id another records table already has, so nobody can push a person’s own row off their device', async () => {
    const [owner, talent] = await Promise.all([createUser(), createUser()]);
    const profileId = await makeTalentProfile(talent.id, { open_to_recruiters: true });
    const company = await makeCompany(owner, 'Id Borrowers');
    // The attacker names a new job, and then a job alert, after the talent's profile.
    const job = await owner.client
      .from('jobs')
      .insert({ id: profileId, company_id: company.id, title: 'Bait', slug: `bait-${profileId.slice(0, 8)}` })
      .select('id');
    expect(job.error?.code).toBe('23505');
    expect(job.error?.message).toBe('This id is already used by another record');
    const alert = await owner.client.from('job_alerts').insert({ id: profileId, user_id: owner.id, name: 'Bait' });
    expect(alert.error?.code).toBe('23505');
    const rows = await sql<{ n: string }>(
      `select (select count(*) from public.jobs where id = $1) + (select count(*) from public.job_alerts where id = $1) as n`,
      [profileId],
    );
    expect(Number(rows[0]!.n)).toBe(0);
    // The same table may meet its own id again (a retried insert is idempotent).
    const jobId = await makeJob(company.id);
    const again = await owner.client.from('jobs').upsert(
      { id: jobId, company_id: company.id, title: 'Again', slug: `again-${jobId.slice(0, 8)}` },
      {
        onConflict: 'id',
        ignoreDuplicates: true,
      },
    );
    expect(again.error).toBeNull();
    const device = await syncedDevice(talent);
    try {
      expect((await firstValueFrom(watchOwnTalentProfile(device.db, talent.id)))?.id).toBe(profileId);
    } finally {
      await device.close();
    }
  });

  it('updates the server’s talent profile when a device without a copy of it saves one, instead of inserting a second', async () => {
    const talent = await createUser();
    const device = await syncedDevice(talent);
    try {
      await device.goOffline();
      // Another device made the profile meanwhile; this one has not seen it.
      const serverId = await makeTalentProfile(talent.id, { headline: 'From the other device', location: 'Lisbon' });
      await saveTalentProfile(device.db, talent.id, { headline: 'Senior data engineer', skills: ['SQL', 'dbt'] });
      await device.goOnline();
      const rows = await waitFor(async () => {
        const found = await sql<{ id: string; headline: string; location: string | null; skills: string[] }>(
          'select id, headline, location, skills from public.talent_profiles where user_id = $1',
          [talent.id],
        );
        return found[0]?.headline === 'Senior data engineer' ? found : null;
      }, 'the saved headline on the server');
      expect(rows).toEqual([
        { id: serverId, headline: 'Senior data engineer', location: 'Lisbon', skills: ['SQL', 'dbt'] },
      ]);
      await untilNothingPending(device.db, 'nothing pending after the save');
      expect(await device.db.sync_failures.count().exec()).toBe(0);
      // The device's own copy gives way to the server's row a moment after the push is answered.
      const mine = await waitFor(async () => {
        const docs = await device.db.workspace_records.find({ selector: { table: 'talent_profiles' } }).exec();
        return docs.length === 1 ? docs : null;
      }, 'one talent profile on the device');
      expect(mine.map((d) => [d.id, d.row.headline])).toEqual([[serverId, 'Senior data engineer']]);
    } finally {
      await device.close();
    }
  });
});
