// What a form may say after a local write: the outcome follows the server's answer, so 'Saved'
// is said only for a write the server took, and a refusal is announced once per refusal.
import { beforeAll, describe, expect, it } from 'vitest';
import { awaitWriteOutcome, markAnnounced, unannouncedRefusals, watchRefusals } from '@sync/status/refusals';
import { firstValueFrom, filter } from 'rxjs';
import type { TestUser } from '../fixtures/stack';
import { syncedDevice } from '../fixtures/sync-session';
import { makeWorkspaceWorld } from '../fixtures/workspace-world';

// rejection_reason is at most 1,000 characters: a CHECK the server refuses (the raw patch bypasses
// the device's own check, as a write from an older version would).
const TOO_LONG = 'x'.repeat(1001);

let alice: TestUser;
let tinaApp: string;

beforeAll(async () => {
  ({ alice, tinaApp } = await makeWorkspaceWorld());
});

describe('the outcome of a local write', () => {
  it('is sent for a write the server took and refused for one it refused, never both', async () => {
    const device = await syncedDevice(alice);
    try {
      const { db } = device;
      const key = `workspace_records:${tinaApp}`;
      const doc = (await db.workspace_records.findOne(tinaApp).exec())!;

      let since = new Date().toISOString();
      await doc.incrementalPatch({ row: { ...doc.row, rejection_reason: 'Filled internally' } });
      expect(await awaitWriteOutcome(db, [key], since, 15_000)).toBe('sent');

      since = new Date().toISOString();
      const now = (await db.workspace_records.findOne(tinaApp).exec())!;
      await now.incrementalPatch({ row: { ...now.row, rejection_reason: TOO_LONG } });
      expect(await awaitWriteOutcome(db, [key], since, 15_000)).toBe('refused');

      // Offline the write waits on the device: neither sent nor refused.
      await device.engine.discardFailure(`workspace_records:${tinaApp}`);
      await device.goOffline();
      since = new Date().toISOString();
      const kept = (await db.workspace_records.findOne(tinaApp).exec())!;
      await kept.incrementalPatch({ row: { ...kept.row, rejection_reason: 'Filled by a referral' } });
      expect(await awaitWriteOutcome(db, [key], since, 1_500)).toBe('waiting');
    } finally {
      await device.close();
    }
  });

  it('announces a refusal once: what was announced is kept on the device', async () => {
    const device = await syncedDevice(alice);
    try {
      const { db } = device;
      const doc = (await db.workspace_records.findOne(tinaApp).exec())!;
      await doc.incrementalPatch({ row: { ...doc.row, rejection_reason: TOO_LONG } });
      const refusals = await firstValueFrom(watchRefusals(db).pipe(filter((list) => list.length > 0)));
      expect(await unannouncedRefusals(db, refusals)).toHaveLength(1);
      await markAnnounced(db, refusals, refusals);
      expect(await unannouncedRefusals(db, refusals)).toEqual([]);

      // A Retry refused again is a new refusal, announced again.
      await device.engine.retryFailure(refusals[0]!.id);
      const again = await firstValueFrom(
        watchRefusals(db).pipe(filter((list) => list.length > 0 && list[0]!.failed_at > refusals[0]!.failed_at)),
      );
      expect(await unannouncedRefusals(db, again)).toHaveLength(1);
    } finally {
      await device.close();
    }
  });
});
