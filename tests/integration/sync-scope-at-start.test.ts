import { afterEach, describe, expect, it } from 'vitest';
import { openUserDatabase, type EveeDatabase } from '@sync/database';
import { startSync, type SyncEngine } from '@sync/sync-engine';
import { addMember, SEED } from '../fixtures/backend';
import { createUser, type TestUser } from '../fixtures/stack';
import { memoryStorage, waitFor } from '../fixtures/sync';

let db: EveeDatabase | undefined;
let engine: SyncEngine | undefined;

afterEach(async () => {
  await engine?.stop();
  await db?.remove();
  engine = db = undefined;
});

/** Starts the sync on the same device over these tables only, and waits for its first sync. */
async function startOver(member: TestUser, tables: ('user_profiles' | 'company_team_members')[]): Promise<void> {
  await engine?.stop();
  engine = startSync({ db: db!, client: member.client, userId: member.id, tables });
  await engine.awaitInitialSync();
}

const ownerProfile = () => db!.user_profiles.findOne({ selector: { user_id: SEED.users.company } }).exec();

describe('a teammate whose profile the device missed while the pull moved past it', () => {
  it('is fetched at the next start: the team shows the owner’s name and e-mail', async () => {
    // A reload during the first sync after signing in can leave this: the profiles' pull, with
    // only the user's own key, moved past the owner's older row; the teammates arrived; the
    // fetch of their rows was under way when the tab went. At the next start the owner's key is
    // in the scope from the first moment, so no key "joins" and the pull reads after its
    // checkpoint only.
    const member = await createUser({ metadata: { display_name: 'Mia Member' } });
    await addMember(SEED.companies.acme, member, 'company_member');
    db = await openUserDatabase({ userId: member.id, storage: memoryStorage(), multiInstance: false });

    await startOver(member, ['user_profiles']);
    expect(await db.user_profiles.findOne({ selector: { user_id: member.id } }).exec()).not.toBeNull();
    expect(await ownerProfile()).toBeNull();
    await startOver(member, ['company_team_members']);
    expect(await db.company_team_members.count({ selector: { user_id: SEED.users.company } }).exec()).toBeGreaterThan(
      0,
    );

    await startOver(member, ['company_team_members', 'user_profiles']);
    await waitFor(async () => (await ownerProfile()) !== null, 'the owner’s profile on the device', 10_000);
    expect((await ownerProfile())?.email).toBe('company@evee.dev');
  });
});
