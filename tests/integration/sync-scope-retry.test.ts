import { beforeAll, describe, expect, it } from 'vitest';
import { makeApplication } from '../fixtures/hiring';
import { clientThrough } from '../fixtures/counting-client';
import { createUser, type TestUser } from '../fixtures/stack';
import { waitFor } from '../fixtures/sync';
import { syncedDevice } from '../fixtures/sync-session';
import { makeWorkspaceWorld } from '../fixtures/workspace-world';

let alice: TestUser;
let openJob: string;

beforeAll(async () => {
  ({ alice, openJob } = await makeWorkspaceWorld());
});

/** The scope's fetch of a joining key: its rows whatever their age, so no checkpoint filter. */
const isScopeFetch = (url: string, method: string) =>
  method === 'GET' && url.includes('/user_profiles?') && url.includes('user_id=in.') && !url.includes('_txid".gt.');

describe('a scope’s fetch of new keys that fails', () => {
  it('is tried again by itself: an applicant’s name arrives though the first fetch of it failed', async () => {
    // The server fails the device's first fetch of a joining key's profiles with an error that
    // postgrest-js does not retry (an overloaded gateway's 500); after it nothing else on the
    // device asks for a pull of the profiles.
    let failNext = false;
    let failed = 0;
    const client = await clientThrough(alice, async (input, init) => {
      if (failNext && isScopeFetch(decodeURIComponent(String(input)), init?.method ?? 'GET')) {
        failNext = false;
        failed++;
        return new Response(
          JSON.stringify({ code: '57014', message: 'canceling statement due to statement timeout' }),
          {
            status: 500,
            headers: { 'content-type': 'application/json' },
          },
        );
      }
      return fetch(input, init);
    });
    const device = await syncedDevice(alice);
    try {
      await device.goOnline(client);
      const newcomer = await createUser({ metadata: { display_name: 'Rita Retry' } });
      failNext = true;
      await makeApplication(openJob, newcomer.id);
      await waitFor(() => failed === 1, 'the first fetch of the newcomer’s profile failed');

      const nameOn = async () =>
        (await device.db.user_profiles.findOne({ selector: { user_id: newcomer.id } }).exec())?.display_name;
      await waitFor(async () => (await nameOn()) === 'Rita Retry', 'the newcomer’s name on the device', 10_000);
      expect(await nameOn()).toBe('Rita Retry');
    } finally {
      await device.close();
    }
  });
});
