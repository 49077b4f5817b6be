import { describe, expect, it } from 'vitest';
import { firstValueFrom } from 'rxjs';
import { watchSubmissionsDetailed } from '@sync/recruiter/records';
import { SEED } from '../fixtures/backend';
import { DEMO_PASSWORD, signIn } from '../fixtures/stack';
import { syncedDevice } from '../fixtures/sync-session';
import { gatedClient, memoryStorage, waitFor } from '../fixtures/sync';
import { openUserDatabase } from '@sync/database';
import { startSync } from '@sync/sync-engine';

const REJECTED = 'a9100000-0000-4000-8000-000000000007';
const IN_REVIEW = 'a9100000-0000-4000-8000-000000000005';

describe('the applications a recruiter submitted, on their device', () => {
  it('shows Placements each submitted application’s status and the company’s reason from the device, offline too', async () => {
    const priya = {
      id: SEED.users.recruiter,
      email: 'recruiter@evee.dev',
      password: DEMO_PASSWORD,
      client: await signIn('recruiter@evee.dev', DEMO_PASSWORD),
    };
    const device = await syncedDevice(priya);
    try {
      const held = await device.db.workspace_records
        .find({ selector: { table: 'job_applications', 'row.submitted_by': priya.id } })
        .exec();
      expect(held.map((d) => d.id)).toEqual(expect.arrayContaining([REJECTED, IN_REVIEW]));
      await device.goOffline();
      const submissions = await firstValueFrom(watchSubmissionsDetailed(device.db, priya.id));
      const of = (id: string) => submissions.find((s) => s.submission.application_id === id)?.application;
      expect(of(REJECTED)).toMatchObject({
        status: 'rejected',
        rejection_reason: 'We need more production experience with fleet planning for this role.',
      });
      expect(of(IN_REVIEW)).toMatchObject({ status: 'reviewing', rejection_reason: null });
    } finally {
      await device.close();
    }
  });

  it('says a submission’s job is arriving while the first sync has not brought it, and names it once it has', async () => {
    const client = await signIn('recruiter@evee.dev', DEMO_PASSWORD);
    const token = (await client.auth.getSession()).data.session!.access_token;
    // The jobs' reads are held: the submissions arrive first, as they do on a slow first sync.
    const { client: gated, gates } = gatedClient(token, [
      { matches: (method, url) => method === 'GET' && url.includes('/rest/v1/jobs?'), when: 'before sending' },
    ]);
    const db = await openUserDatabase({ userId: SEED.users.recruiter, storage: memoryStorage(), multiInstance: false });
    const engine = startSync({ db, client: gated, userId: SEED.users.recruiter });
    try {
      await gates[0]!.reached();
      const arriving = await waitFor(async () => {
        const items = await firstValueFrom(watchSubmissionsDetailed(db, SEED.users.recruiter));
        return items.length ? items : null;
      }, 'the submissions before their jobs');
      expect(arriving.map((i) => [i.jobArriving, i.job])).toEqual(arriving.map(() => [true, null]));

      gates[0]!.release();
      await engine.awaitInitialSync();
      const named = await waitFor(async () => {
        const items = await firstValueFrom(watchSubmissionsDetailed(db, SEED.users.recruiter));
        return items.every((i) => !i.jobArriving) ? items : null;
      }, 'the workspace’s first sync');
      expect(named.filter((i) => !i.job?.job.title)).toEqual([]);
    } finally {
      await engine.stop();
      await db.remove();
    }
  });
});
