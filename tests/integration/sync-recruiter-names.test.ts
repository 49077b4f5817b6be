// A recruiter's device holds the profiles of the Evee talent they submitted and the jobs they
// submitted them to, so Placements names both, also offline: the person even when not among
// their candidates, the job even once it is no longer open.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../fixtures/backend';
import { makeHiringWorld, makeJob, makeTalentProfile, type HiringWorld } from '../fixtures/hiring';
import { createUser, serviceClient, type TestUser } from '../fixtures/stack';
import { syncedDevice, type Device } from '../fixtures/sync-session';
import { waitFor } from '../fixtures/sync';

let w: HiringWorld;
let priya: TestUser;
let device: Device | undefined;

beforeAll(async () => {
  w = await makeHiringWorld();
  priya = await createUser();
  // Only talent who chose 'Open to recruiters' may be submitted.
  await makeTalentProfile(w.talent.id, { open_to_recruiters: true });
  await serviceClient()
    .from('user_roles')
    .insert({ user_id: priya.id, role_type: 'recruiter', context_type: 'global' });
});

afterAll(async () => {
  await device?.close();
});

describe("a recruiter's device", () => {
  it('holds the profile of a talent they submitted who is not among their candidates, and the closed job', async () => {
    const job = await makeJob(w.company.id, {
      title: 'Platform Engineer',
      open_to_recruiters: true,
      recruiter_fee_type: 'percentage',
      recruiter_fee_percent: 18,
    });
    const { error } = await priya.client
      .from('recruiter_submissions')
      .insert({ job_id: job, talent_id: w.talent.id, pitch: 'Strong fit for the platform team.' });
    expect(error).toBeNull();
    await sql(`update public.jobs set status = 'closed' where id = $1`, [job]);

    device = await syncedDevice(priya);
    await device.engine.awaitInitialSync();
    const profile = await waitFor(
      () => device!.db.user_profiles.findOne({ selector: { user_id: w.talent.id } }).exec(),
      "the submitted talent's profile on the device",
    );
    const [server] = (await serviceClient().from('user_profiles').select('display_name').eq('user_id', w.talent.id))
      .data!;
    expect(profile.display_name).toBe(server!.display_name);
    const record = await waitFor(
      () => device!.db.workspace_records.findOne(job).exec(),
      'the job they submitted to, closed since, on the device',
    );
    expect(record.row).toMatchObject({ title: 'Platform Engineer', status: 'closed' });
  });
});
