import { afterEach, describe, expect, it } from 'vitest';
import { openUserDatabase, type EveeDatabase } from '@sync/database';
import { startSync, type SyncEngine } from '@sync/sync-engine';
import { addMember, makeCompany, SEED } from '../fixtures/backend';
import { clientThrough } from '../fixtures/counting-client';
import { makeJob } from '../fixtures/hiring';
import { createUser, serviceClient, type TestUser } from '../fixtures/stack';
import { memoryStorage, waitFor } from '../fixtures/sync';

let db: EveeDatabase | undefined;
let engine: SyncEngine | undefined;

afterEach(async () => {
  await engine?.stop();
  await db?.remove();
  engine = db = undefined;
});

type Table = 'user_profiles' | 'company_team_members' | 'workspace_records';

/** Starts the sync on the same device over these tables only, and waits for its first sync. */
async function startOver(member: TestUser, tables: Table[], client = member.client): Promise<void> {
  await engine?.stop();
  engine = startSync({ db: db!, client, userId: member.id, tables });
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

/** The company's jobs asked for whatever their age, as a scope asks for a key's rows (no checkpoint). */
const isCompanyJobsFetch = (input: Parameters<typeof fetch>[0]) => {
  const url = decodeURIComponent(String(input));
  return url.includes('/jobs?') && url.includes('company_id=in.') && !url.includes('_txid".gt.');
};

/**
 * A member-to-be who saved a job of another company, made after her company's job: the jobs'
 * pull, with only the saved job in its scope, moves past the company's job.
 */
async function savedElsewhere() {
  const [owner, member] = await Promise.all([createUser(), createUser()]);
  const company = await makeCompany(owner, 'Scope Start Works');
  const olderJob = await makeJob(company.id, { title: 'Older Role' });
  const elsewhere = await makeCompany(owner, 'Scope Start Elsewhere');
  const savedJob = await makeJob(elsewhere.id, { title: 'Saved Role' });
  const saved = await serviceClient().from('saved_jobs').insert({ user_id: member.id, job_id: savedJob });
  if (saved.error) throw new Error(saved.error.message);
  db = await openUserDatabase({ userId: member.id, storage: memoryStorage(), multiInstance: false });
  return { member, company, olderJob, savedJob };
}

const jobOnDevice = (id: string) => db!.workspace_records.findOne({ selector: { table: 'jobs', id } }).exec();
const recordedCompanies = async () =>
  (await db!.getLocal<{ keys: string[] }>('fetched-keys:jobs:company_id'))?.toJSON().data.keys ?? [];

// The workspace records hold many rows a key, so a missing key cannot be told by its rows' absence
// as for profiles: the device records which keys it has fetched whole (fetched-keys.ts).
describe('a company’s jobs the device missed while the pull moved past them', () => {
  it('are fetched at the next start after the membership arrived with the records not running, and not again after', async () => {
    const { member, company, olderJob, savedJob } = await savedElsewhere();
    await addMember(company.id, member, 'company_member');

    await startOver(member, ['workspace_records']);
    expect(await jobOnDevice(savedJob)).not.toBeNull();
    expect(await jobOnDevice(olderJob)).toBeNull();
    await startOver(member, ['company_team_members']);
    expect(await db!.company_team_members.count({ selector: { user_id: member.id } }).exec()).toBe(1);

    await startOver(member, ['company_team_members', 'workspace_records']);
    await waitFor(async () => (await jobOnDevice(olderJob)) !== null, 'the company’s older job on the device', 10_000);
    await waitFor(async () => (await recordedCompanies()).includes(company.id), 'the company recorded', 10_000);

    let scopeFetches = 0;
    const client = await clientThrough(member, (input, init) => {
      if (isCompanyJobsFetch(input)) scopeFetches++;
      return fetch(input, init);
    });
    await startOver(member, ['company_team_members', 'workspace_records'], client);
    expect(scopeFetches).toBe(0);
  });

  it('are fetched at the next start when a reload cut their fetch short', async () => {
    const { member, company, olderJob } = await savedElsewhere();
    let reached!: () => void;
    const fetchSent = new Promise<void>((resolve) => (reached = resolve));
    const never = new Promise<Response>(() => undefined);
    const client = await clientThrough(member, (input, init) => {
      if (!isCompanyJobsFetch(input)) return fetch(input, init);
      reached();
      return never;
    });
    await startOver(member, ['company_team_members', 'workspace_records'], client);
    await addMember(company.id, member, 'company_member');
    await fetchSent;
    expect(await recordedCompanies()).not.toContain(company.id);

    await startOver(member, ['company_team_members', 'workspace_records']);
    await waitFor(async () => (await jobOnDevice(olderJob)) !== null, 'the company’s older job on the device', 10_000);
  });
});
