// A record's push is answered with the server's copy, handed to the mirror once RxDB has
// recorded the push. A change made on the server after the write but before that answer
// reached the device comes live while the device still holds the write as unsent, so RxDB
// passes it over; the late copy must then not be what the device keeps.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openUserDatabase, type EveeDatabase } from '@sync/database';
import { startSync, type SyncEngine } from '@sync/sync-engine';
import { saveHiringPlan } from '@sync/workspace/commands';
import { getRow } from '@sync/workspace/records';
import { sql, type TestCompany } from '../fixtures/backend';
import { holdingClient } from '../fixtures/counting-client';
import { memoryStorage, waitFor } from '../fixtures/sync';
import type { TestUser } from '../fixtures/stack';
import { makeWorkspaceWorld } from '../fixtures/workspace-world';

let alice: TestUser;
let acme: TestCompany;
let db: EveeDatabase;
let engine: SyncEngine | undefined;

beforeAll(async () => {
  ({ alice, acme } = await makeWorkspaceWorld());
  db = await openUserDatabase({ userId: alice.id, storage: memoryStorage(), multiInstance: false });
});

afterAll(async () => {
  await engine?.stop();
  await db?.remove();
});

describe('a record changed on the server while its push is answered', () => {
  it('ends with the server’s newer row on the device, not the push’s late copy', async () => {
    const held = await holdingClient(alice, '/rest/v1/hiring_plans', 'POST');
    engine = startSync({ db, client: held.client, userId: alice.id });
    await engine.awaitInitialSync();

    const plan = await saveHiringPlan(db, alice.id, { company_id: acme.id, title: 'Written on the device' });
    await held.held;
    await sql(`update public.hiring_plans set title = 'Renamed on the server' where id = $1`, [plan.id]);
    // The live change reaches the device (on loopback, in milliseconds) while the push is unanswered.
    await new Promise((r) => setTimeout(r, 1000));
    held.release();

    await waitFor(
      async () => (await getRow(db, 'hiring_plans', plan.id))?.title === 'Renamed on the server',
      'the server’s title on the device',
      10_000,
    );
    const [server] = await sql('select title from public.hiring_plans where id = $1', [plan.id]);
    expect(server).toEqual({ title: 'Renamed on the server' });
  });
});
