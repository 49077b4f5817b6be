// Other people's read positions are never sent from the device. RxDB stores pulled rows and its
// record of the server's copy in two writes; a tab closed between them (a reload during the first
// sync after signing in) left rows its push took for the device's own changes, so Daniel's and
// Sam's rows were sent, refused with 42501 and shown as changes that could not be saved.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { openUserDatabase, type EveeDatabase } from '@sync/database';
import { startSync, type SyncEngine } from '@sync/sync-engine';
import { makeCompany, makeConversation, postMessage, sql } from '../fixtures/backend';
import { makeApplication, makeJob } from '../fixtures/hiring';
import { countingClient } from '../fixtures/counting-client';
import { killableStorage } from '../fixtures/killable-storage';
import { fakeIndexedDbStorage, waitFor } from '../fixtures/sync';
import { createUser, type TestUser } from '../fixtures/stack';

const PARTICIPANTS = '/rest/v1/conversation_participants';

let maya: TestUser, daniel: TestUser, sam: TestUser;
let db: EveeDatabase | undefined;
let engine: SyncEngine | undefined;

beforeEach(async () => {
  [maya, daniel, sam] = await Promise.all([createUser(), createUser(), createUser()]);
});

afterEach(async () => {
  vi.restoreAllMocks();
  await engine?.stop();
  await db?.remove();
  db = undefined;
  engine = undefined;
});

/**
 * Maya's first sync in a tab that closes right after RxDB stored the participants and before it
 * recorded them as the server's; `meanwhile` runs while the tab is closed. Returns the database
 * opened again in a new tab, syncing with `client`.
 */
async function reopenedAfterClosingMidSync(
  client: SupabaseClient,
  meanwhile = async () => {},
  collection = 'conversation_participants',
) {
  const tab = killableStorage(fakeIndexedDbStorage());
  const first = await openUserDatabase({ userId: maya.id, storage: tab.storage, multiInstance: false });
  const closed = tab.killAfter(
    (written, context) => written === collection && context.startsWith('replication-downstream'),
  );
  const firstEngine = startSync({ db: first, client: maya.client, userId: maya.id });
  await closed;
  // Nothing the closed tab writes from here on reaches the disk.
  await firstEngine.stop();
  await first.close();
  await meanwhile();
  db = await openUserDatabase({ userId: maya.id, storage: fakeIndexedDbStorage(), multiInstance: false });
  engine = startSync({ db, client, userId: maya.id });
  await engine.awaitInitialSync();
  return db;
}

const serverRows = (conversation: string) =>
  sql<{ id: string; unread_count: number; modified: string }>(
    `select id, unread_count, _modified::text as modified from public.conversation_participants where conversation_id = $1 order by id`,
    [conversation],
  );

async function deviceMatchesServer(local: EveeDatabase, conversation: string) {
  const server = await serverRows(conversation);
  await waitFor(async () => {
    const docs = await local.conversation_participants.find({ selector: { conversation_id: conversation } }).exec();
    const device = new Map(docs.map((d) => [d.id, d.unread_count]));
    return server.every((row) => device.get(row.id) === row.unread_count) && docs.length === server.length;
  }, 'the device’s participants to equal the server’s');
}

describe('other people’s read positions on the device', () => {
  it('a tab closed during the first sync sends nothing when opened again and records no failure', async () => {
    const conversation = await makeConversation([{ user: daniel }, { user: maya }, { user: sam }]);
    const before = await serverRows(conversation);
    const patches = await countingClient(maya, PARTICIPANTS, 'PATCH');
    const warn = vi.spyOn(console, 'warn');

    const local = await reopenedAfterClosingMidSync(patches.client);
    await engine!.awaitInSync();

    expect(await local.sync_failures.find().exec()).toEqual([]);
    expect(patches.count()).toBe(0);
    // The rows are the server's, so they are not even taken for changes to refuse.
    expect(warn.mock.calls.filter(([m]) => String(m).includes('another participant'))).toEqual([]);
    expect(await serverRows(conversation)).toEqual(before);
  });

  it('rows that moved on the server while the tab was closed are taken from the server, not sent', async () => {
    const conversation = await makeConversation([{ user: daniel }, { user: maya }, { user: sam }]);
    const patches = await countingClient(maya, PARTICIPANTS, 'PATCH');

    const local = await reopenedAfterClosingMidSync(patches.client, async () => {
      // Daniel writes: Maya's and Sam's unread counts go up, Daniel's own row stays.
      await postMessage(daniel.client, conversation, daniel.id, 'Interview on Thursday?');
      await sql(
        `update public.conversation_participants set unread_count = 4 where conversation_id = $1 and user_id = $2`,
        [conversation, daniel.id],
      );
    });
    await engine!.awaitInSync();

    await deviceMatchesServer(local, conversation);
    expect(await local.sync_failures.find().exec()).toEqual([]);
    expect(patches.count()).toBe(0);
    expect(engine!.status.get().errors.filter((e) => e.kind === 'permanent')).toEqual([]);
  });

  it('a change on the device to someone else’s row is never sent: the server’s copy replaces it quietly', async () => {
    const conversation = await makeConversation([{ user: daniel }, { user: maya }, { user: sam }]);
    await postMessage(maya.client, conversation, maya.id, 'Hello Daniel');
    const patches = await countingClient(maya, PARTICIPANTS, 'PATCH');
    db = await openUserDatabase({ userId: maya.id, storage: fakeIndexedDbStorage(), multiInstance: false });
    engine = startSync({ db, client: patches.client, userId: maya.id });
    await engine.awaitInitialSync();
    const daniels = await waitFor(
      () =>
        db!.conversation_participants
          .findOne({ selector: { conversation_id: conversation, user_id: daniel.id } })
          .exec(),
      'Daniel’s row',
    );
    expect(daniels.unread_count).toBe(1);

    await daniels.incrementalPatch({ unread_count: 0, last_read_at: '2099-01-01T00:00:00.000000+00:00' });
    await engine.awaitInSync();

    await waitFor(async () => {
      const doc = await db!.conversation_participants.findOne(daniels.id).exec();
      return doc?.unread_count === 1 && doc.last_read_at === null;
    }, 'Daniel’s row as the server has it');
    expect(await db.sync_failures.find().exec()).toEqual([]);
    expect(patches.count()).toBe(0);
    expect(await serverRows(conversation)).toContainEqual(expect.objectContaining({ id: daniels.id, unread_count: 1 }));
  });

  it('a change on the device to someone else’s profile is never sent either', async () => {
    await makeConversation([{ user: daniel }, { user: maya }]);
    const patches = await countingClient(maya, '/rest/v1/user_profiles', 'PATCH');
    db = await openUserDatabase({ userId: maya.id, storage: fakeIndexedDbStorage(), multiInstance: false });
    engine = startSync({ db, client: patches.client, userId: maya.id });
    await engine.awaitInitialSync();
    const profile = await waitFor(
      () => db!.user_profiles.findOne({ selector: { user_id: daniel.id } }).exec(),
      'Daniel’s profile',
    );
    const name = profile.display_name;

    await profile.incrementalPatch({ display_name: 'Renamed on Maya’s device' });
    await engine.awaitInSync();

    await waitFor(
      async () => (await db!.user_profiles.findOne(profile.id).exec())?.display_name === name,
      'Daniel’s profile as the server has it',
    );
    expect(await db.sync_failures.find().exec()).toEqual([]);
    expect(patches.count()).toBe(0);
  });

  it('the company’s job and the talent’s application stored by a tab closed during the first sync are not sent either', async () => {
    const acme = await makeCompany(daniel, 'Acme');
    const job = await makeJob(acme.id, { title: 'Frontend Engineer' });
    await makeApplication(job, maya.id);
    const jobs = await countingClient(maya, '/rest/v1/job', 'POST');

    const local = await reopenedAfterClosingMidSync(jobs.client, undefined, 'workspace_records');
    await engine!.awaitInSync();

    expect(await local.workspace_records.findOne(job).exec()).not.toBeNull();
    expect(await local.sync_failures.find().exec()).toEqual([]);
    expect(jobs.count()).toBe(0);
  });
});
