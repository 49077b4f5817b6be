import { beforeAll, describe, expect, it } from 'vitest';
import { getRow } from '@sync/workspace/records';
import { sql } from '../fixtures/backend';
import { makeApplication } from '../fixtures/hiring';
import { createUser, type TestUser } from '../fixtures/stack';
import { waitFor } from '../fixtures/sync';
import { syncedDevice, type Device } from '../fixtures/sync-session';
import { makeWorkspaceWorld } from '../fixtures/workspace-world';

let alice: TestUser;
let openJob: string;

beforeAll(async () => {
  ({ alice, openJob } = await makeWorkspaceWorld());
});

const nameOn = async (device: Device, userId: string) =>
  (await device.db.user_profiles.findOne({ selector: { user_id: userId } }).exec())?.display_name;

describe('applicants’ names on a company device', () => {
  it('brings the name of someone who applies while the profiles’ pull is still busy, as on the first sync after signing in', async () => {
    const device = await syncedDevice(alice);
    try {
      const profiles = device.engine.replications.get('user_profiles')!;
      const internal = profiles.state.internalReplicationState!;
      const newcomer = await createUser({ metadata: { display_name: 'Nadia Newcomer' } });
      // A later change in scope, pulled, takes the profiles' checkpoint past the newcomer's
      // profile: only the scope's fetch of a joining key can bring it now.
      const [touched] = await sql<{ txid: string }>(
        'update public.user_profiles set display_name = display_name where user_id = $1 returning _txid::text as txid',
        [alice.id],
      );
      const pulledPast = () =>
        BigInt(String(internal.lastCheckpointDoc.down?.checkpointData?.txid ?? 0)) >= BigInt(touched!.txid);
      await waitFor(async () => {
        profiles.reSync();
        await profiles.state.awaitInSync();
        return pulledPast();
      }, 'the profiles pulled past the change');
      await new Promise((r) => setTimeout(r, 500));

      // The downstream busy (as with a first pull of many rows): what comes next queues up.
      let release!: () => void;
      const busy = new Promise<void>((r) => (release = r));
      internal.streamQueue.down = internal.streamQueue.down.then(() => busy);
      const events = internal.stats.down.masterChangeStreamEmit;
      // A resync waits in the queue (as the live channel asks for one when it joins) ...
      profiles.reSync();
      await waitFor(() => internal.stats.down.masterChangeStreamEmit > events, 'the resync queued');
      // ... when the newcomer applies and the scope fetches their profile.
      const application = await makeApplication(openJob, newcomer.id);
      await waitFor(() => getRow(device.db, 'job_applications', application), 'the application on the device');
      await waitFor(() => internal.stats.down.masterChangeStreamEmit > events + 1, 'the newcomer’s profile fetched');
      // The fetch is one request; time for it to land, whatever else the stream carried.
      await new Promise((r) => setTimeout(r, 1000));
      release();

      await waitFor(async () => (await nameOn(device, newcomer.id)) === 'Nadia Newcomer', 'the newcomer’s name', 8000);
      expect(await nameOn(device, newcomer.id)).toBe('Nadia Newcomer');
    } finally {
      await device.close();
    }
  });
});
