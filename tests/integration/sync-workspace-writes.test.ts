import { beforeAll, describe, expect, it } from 'vitest';
import { openUserDatabase, removeUserDatabase } from '@sync/database';
import { startSync } from '@sync/sync-engine';
import { getRow } from '@sync/workspace/records';
import { accessSyncedOnDevice } from '@sync/queries/access';
import { recordFailureId } from '@sync/workspace/pending';
import { saveHiringPlan, saveJob, setApplicationStatus } from '@sync/workspace/commands';
import { WorkspaceInputError } from '@sync/workspace/input-error';
import { sql, type TestCompany } from '../fixtures/backend';
import { createUser, serviceClient, type TestUser } from '../fixtures/stack';
import { fakeIndexedDbStorage, offlineClient, waitFor } from '../fixtures/sync';
import { syncedDevice, type Device } from '../fixtures/sync-session';
import { pendingRecordIds, untilNothingPending, untilPending } from '../fixtures/pending-records';
import { makeApplication } from '../fixtures/hiring';
import { makeWorkspaceWorld } from '../fixtures/workspace-world';
import { countingClient } from '../fixtures/counting-client';

let alice: TestUser, carol: TestUser;
let acme: TestCompany, other: TestCompany;
let openJob: string, draftJob: string, tinaApp: string, theoApp: string;

beforeAll(async () => {
  ({ alice, carol, acme, other, openJob, draftJob, tinaApp, theoApp } = await makeWorkspaceWorld());
});

describe('workspace writes', () => {
  it('made offline stay through a restart, are sent once on reconnect, and take the server’s copy', async () => {
    const storage = fakeIndexedDbStorage();
    const open = () => openUserDatabase({ userId: alice.id, storage, multiInstance: false });
    let db = await open();
    let engine = startSync({ db, client: alice.client, userId: alice.id });
    await engine.awaitInitialSync();
    await engine.stop();
    const token = (await alice.client.auth.getSession()).data.session!.access_token;
    engine = startSync({ db, client: offlineClient(token), userId: alice.id });

    await setApplicationStatus(db, tinaApp, 'rejected', { rejection_reason: 'Position filled' });
    const newPlan = await saveHiringPlan(db, alice.id, { company_id: acme.id, title: 'Data team', positions: 2 });
    const newJob = await saveJob(db, alice.id, {
      company_id: acme.id,
      title: 'Data Engineer',
      hiring_plan_id: newPlan.id,
      status: 'open',
    });
    await waitFor(async () => {
      const pending = await pendingRecordIds(db);
      return [tinaApp, newPlan.id, newJob.id].every((id) => pending.has(id));
    }, 'three pending rows');
    await engine.stop();
    await db.close();

    db = await open();
    expect((await getRow(db, 'job_applications', tinaApp))?.status).toBe('rejected');
    expect((await getRow(db, 'jobs', newJob.id))?.slug).toBe('data-engineer');
    const counting = await countingClient(alice, '/rest/v1/job_applications', 'PATCH');
    engine = startSync({ db, client: counting.client, userId: alice.id });
    try {
      await engine.awaitInSync();
      await untilNothingPending(db);
      const [app] = await sql('select status, rejection_reason from public.job_applications where id = $1', [tinaApp]);
      expect(app).toEqual({ status: 'rejected', rejection_reason: 'Position filled' });
      expect(counting.count()).toBe(1);
      const [job] = await sql<{ hiring_plan_id: string; published_at: Date | null; created_by: string }>(
        'select hiring_plan_id, published_at, created_by from public.jobs where id = $1',
        [newJob.id],
      );
      expect([job!.hiring_plan_id, job!.created_by, job!.published_at !== null]).toEqual([newPlan.id, alice.id, true]);
      const [server] = await sql<{ updated_at: Date }>('select updated_at from public.job_applications where id = $1', [
        tinaApp,
      ]);
      await waitFor(
        async () =>
          Date.parse(String((await getRow(db, 'job_applications', tinaApp))?.updated_at)) ===
          server!.updated_at.getTime(),
        'the server’s copy of the application on the device',
      );
    } finally {
      await engine.stop();
      await db.close();
      await removeUserDatabase(alice.id, storage);
      await counting.client.removeAllChannels();
    }
  });

  it('send the skills and the experience a job asks for, when it is created and when it is edited', async () => {
    const device = await syncedDevice(alice);
    try {
      const { db } = device;
      const job = await saveJob(db, alice.id, {
        company_id: acme.id,
        title: 'Platform Engineer',
        required_skills: ['Kubernetes', 'Go'],
        nice_to_have_skills: ['Terraform'],
        min_experience_years: 4,
      });
      await untilNothingPending(db);
      const read = () =>
        sql('select required_skills, nice_to_have_skills, min_experience_years from public.jobs where id = $1', [
          job.id,
        ]);
      expect(await read()).toEqual([
        { required_skills: ['Kubernetes', 'Go'], nice_to_have_skills: ['Terraform'], min_experience_years: 4 },
      ]);
      await saveJob(db, alice.id, { id: job.id, required_skills: ['Go'], min_experience_years: null });
      await expect
        .poll(read, { timeout: 10_000 })
        .toEqual([{ required_skills: ['Go'], nice_to_have_skills: ['Terraform'], min_experience_years: null }]);
    } finally {
      await device.close();
    }
  });

  it('with bad input are refused at once, naming the field, and write nothing', async () => {
    const device = await syncedDevice(alice);
    try {
      const { db } = device;
      // The membership check needs the device to know her companies (recorded after the first pull).
      await waitFor(() => accessSyncedOnDevice(db), 'her companies known on the device');
      const before = await db.workspace_records.count().exec();
      const fieldOf = (run: Promise<unknown>) =>
        run.then(
          () => null,
          (err: unknown) => (err instanceof WorkspaceInputError ? err.field : String(err)),
        );
      expect(
        await fieldOf(saveJob(db, alice.id, { company_id: acme.id, title: 'Paid', salary_min: 9, salary_max: 1 })),
      ).toBe('salary_max');
      expect(await fieldOf(saveHiringPlan(db, alice.id, { company_id: acme.id, title: '  ' }))).toBe('title');
      expect(await fieldOf(saveHiringPlan(db, alice.id, { company_id: other.id, title: 'Not mine' }))).toBe(
        'company_id',
      );
      expect(await fieldOf(setApplicationStatus(db, tinaApp, 'archived' as never))).toBe('status');
      const taken = (await getRow(db, 'jobs', openJob))!.slug!;
      expect(await fieldOf(saveJob(db, alice.id, { company_id: acme.id, title: 'Twin', slug: taken }))).toBe('slug');
      expect(await db.workspace_records.count().exec()).toBe(before);
      expect((await getRow(db, 'job_applications', tinaApp))?.status).not.toBe('archived');
      expect((await pendingRecordIds(db)).size).toBe(0);
    } finally {
      await device.close();
    }
  });

  it('for a company before the device knows her companies are left to the server, which refuses one she is not in', async () => {
    const storage = fakeIndexedDbStorage();
    const db = await openUserDatabase({ userId: alice.id, storage, multiInstance: false });
    const token = (await alice.client.auth.getSession()).data.session!.access_token;
    // Signed in a moment ago and cut off at once: no membership has reached the device.
    let engine = startSync({ db, client: offlineClient(token), userId: alice.id });
    try {
      expect(await accessSyncedOnDevice(db)).toBe(false);
      const mine = await saveHiringPlan(db, alice.id, { company_id: acme.id, title: 'Before the first sync' });
      const notMine = await saveHiringPlan(db, alice.id, { company_id: other.id, title: 'Not hers' });
      await untilPending(db, mine.id, true);
      await untilPending(db, notMine.id, true);

      await engine.stop();
      engine = startSync({ db, client: alice.client, userId: alice.id });
      const refused = await waitFor(() => db.sync_failures.findOne(recordFailureId(notMine.id)).exec(), 'the refusal');
      expect(refused.code).toBe('42501');
      await untilPending(db, mine.id, false);
      expect(
        await sql('select company_id from public.hiring_plans where id = any($1)', [[mine.id, notMine.id]]),
      ).toEqual([{ company_id: acme.id }]);
      // Once the device knows her companies, the next one is refused at once.
      await waitFor(() => accessSyncedOnDevice(db), 'her companies known on the device');
      await expect(saveHiringPlan(db, alice.id, { company_id: other.id, title: 'Not hers' })).rejects.toThrow(
        'You are not a member of this company',
      );
    } finally {
      await engine.stop();
      await db.close();
      await removeUserDatabase(alice.id, storage);
    }
  });

  it('lose to the server’s on the same field and merge with it on another', async () => {
    const talent = await createUser();
    const [first, second] = await Promise.all([
      makeApplication(openJob, talent.id),
      makeApplication(draftJob, talent.id),
    ]);
    const device = await syncedDevice(alice);
    try {
      const { db } = device;
      await device.goOffline();
      await setApplicationStatus(db, first, 'hired');
      await setApplicationStatus(db, second, 'reviewing', { rejection_reason: 'Kept for the next round' });
      await serviceClient().from('job_applications').update({ status: 'rejected' }).eq('id', first);
      await serviceClient().from('job_applications').update({ match_score: 42 }).eq('id', second);
      await device.goOnline();
      await untilNothingPending(db);
      const rows = await sql(
        'select id, status, match_score, rejection_reason from public.job_applications where id = any($1)',
        [[first, second]],
      );
      expect(rows).toContainEqual(expect.objectContaining({ id: first, status: 'rejected', rejection_reason: null }));
      expect(rows).toContainEqual({
        id: second,
        status: 'reviewing',
        match_score: 42,
        rejection_reason: 'Kept for the next round',
      });
      await waitFor(
        async () => (await getRow(db, 'job_applications', first))?.status === 'rejected',
        'the server’s status on the device',
      );
      await waitFor(
        async () => (await getRow(db, 'job_applications', second))?.match_score === 42,
        'both changes on the device',
      );
      expect((await getRow(db, 'job_applications', second))?.rejection_reason).toBe('Kept for the next round');
      expect(await db.sync_failures.count().exec()).toBe(0);
    } finally {
      await device.close();
    }
  });

  it('refused by the server are recorded with its words, not retried, and put back on Discard', async () => {
    const counting = await countingClient(carol, '/rest/v1/job_applications', 'PATCH');
    let device: Device | undefined;
    try {
      device = await syncedDevice({ ...carol, client: counting.client });
      const { db, engine } = device;
      await setApplicationStatus(db, theoApp, 'hired');
      const refused = await waitFor(() => db.sync_failures.findOne(recordFailureId(theoApp)).exec(), 'the refusal');
      expect(refused.code).toBe('42501');
      expect(refused.message).toMatch(/may not change this job application/);
      await untilPending(db, theoApp, false);
      const sent = counting.count();
      await new Promise((r) => setTimeout(r, 2500));
      expect(counting.count()).toBe(sent);

      await engine.discardFailure(refused.id);
      await waitFor(
        async () => (await getRow(db, 'job_applications', theoApp))?.status !== 'hired',
        'the server’s status back on the device',
      );
      expect(await db.sync_failures.count().exec()).toBe(0);
    } finally {
      await device?.close();
      await counting.client.removeAllChannels();
    }
  });

  it('with a value the server’s checks refuse are recorded with the server’s own message', async () => {
    const device = await syncedDevice(alice);
    try {
      const [before] = await sql('select rejection_reason from public.job_applications where id = $1', [tinaApp]);
      const doc = (await device.db.workspace_records.findOne(tinaApp).exec())!;
      // rejection_reason is at most 1,000 characters (a CHECK the device's schema is bypassed for here).
      await doc.incrementalPatch({ row: { ...doc.row, rejection_reason: 'x'.repeat(1001) } });
      const refused = await waitFor(
        () => device.db.sync_failures.findOne(recordFailureId(tinaApp)).exec(),
        'the refusal',
      );
      expect(refused.code).toMatch(/^23/);
      expect(refused.message).toMatch(/check constraint/);
      const [server] = await sql('select rejection_reason from public.job_applications where id = $1', [tinaApp]);
      expect(server).toEqual(before);

      await device.engine.retryFailure(refused.id);
      const again = await waitFor(
        () => device.db.sync_failures.findOne(recordFailureId(tinaApp)).exec(),
        'the refusal of the retry',
      );
      expect(again.failed_at > refused.failed_at).toBe(true);
      expect((await getRow(device.db, 'job_applications', tinaApp))?.rejection_reason).toHaveLength(1001);
    } finally {
      await device.close();
    }
  });
});
