import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { firstValueFrom, type Subscription } from 'rxjs';
import { openUserDatabase, type EveeDatabase } from '@sync/database';
import { startSync, type SyncEngine } from '@sync/sync-engine';
import { watchSyncedAccess, type LocalAccess } from '@sync/queries/access';
import { makeCompany, type TestCompany } from '../fixtures/backend';
import { memoryStorage, waitFor } from '../fixtures/sync';
import { createUser, serviceClient, type TestUser } from '../fixtures/stack';

let dana: TestUser;
let company: TestCompany;
let db: EveeDatabase | undefined;
let engine: SyncEngine | undefined;
let watching: Subscription | undefined;

beforeAll(async () => {
  dana = await createUser({ metadata: { display_name: 'Dana Access' } });
  company = await makeCompany(dana, 'Dana Access Co');
});

afterEach(async () => {
  watching?.unsubscribe();
  await engine?.stop();
  await db?.remove();
  watching = engine = db = undefined;
});

describe('the workspaces known on the device', () => {
  it('are unknown on a device that has never pulled them, then equal the RPCs once it has', async () => {
    db = await openUserDatabase({ userId: dana.id, storage: memoryStorage() });
    expect(await firstValueFrom(watchSyncedAccess(db, dana.id))).toBeNull();
    engine = startSync({ db, client: dana.client, userId: dana.id });
    const seen: (LocalAccess | null)[] = [];
    watching = watchSyncedAccess(db, dana.id).subscribe((access) => seen.push(access));
    const local = await waitFor(async () => seen.at(-1) ?? undefined, 'the access to be known on the device');
    const [roles, companies] = await Promise.all([
      dana.client.rpc('get_user_roles_simple', { target_user_id: dana.id }),
      dana.client.rpc('get_user_companies_detailed', { user_uuid: dana.id }),
    ]);
    expect(local).toEqual({ roles: roles.data, companies: companies.data });
    expect(local.companies.map((c) => c.company_id)).toEqual([company.id]);
    // Never "a member of no company" on the way: the record waits for the company itself.
    expect(seen.filter((a) => a !== null).map((a) => a.companies.length)).not.toContain(0);
  });

  it('follow a role granted on the server while the device is open', async () => {
    db = await openUserDatabase({ userId: dana.id, storage: memoryStorage() });
    engine = startSync({ db, client: dana.client, userId: dana.id });
    await waitFor(async () => (await firstValueFrom(watchSyncedAccess(db!, dana.id))) ?? undefined, 'first pull');
    const seen: (LocalAccess | null)[] = [];
    watching = watchSyncedAccess(db, dana.id).subscribe((access) => seen.push(access));
    const { error } = await serviceClient()
      .from('user_roles')
      .insert({ user_id: dana.id, role_type: 'recruiter', permissions: {} });
    expect(error).toBeNull();
    const granted = await waitFor(
      async () => seen.find((a) => a?.roles.some((r) => r.role_type === 'recruiter')),
      'the granted role on the device',
    );
    expect(granted.companies.map((c) => c.company_name)).toEqual(['Dana Access Co']);
  });
});
