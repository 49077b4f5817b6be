// The portal's changes need a second factor (migration 20261129130000): a staff admin who
// signed in with the password alone (a token of assurance level aal1) is refused by every write
// RPC through the gateway and changes nothing; the same person after verifying a TOTP code
// (aal2) acts. Reads stay open at aal1. The demo staff's documented secret steps them up.
import { beforeAll, describe, expect, it } from 'vitest';
import { makeStaff, sql } from '../fixtures/backend';
import { DEMO_TOTP_SECRET, stepUp } from '../fixtures/mfa';
import { createUser, DEMO_PASSWORD, signIn, type TestUser } from '../fixtures/stack';

const NEEDS_TWO_FACTORS = 'Set up two-factor authentication in Settings to make changes here';

let admin: TestUser;
let owner: TestUser;
let target: TestUser;

beforeAll(async () => {
  [admin, owner, target] = await Promise.all([createUser(), createUser(), createUser()]);
  await Promise.all([makeStaff(admin, 'admin', { stepUp: false }), makeStaff(owner, 'owner', { stepUp: false })]);
});

const bannedUntil = async (userId: string) =>
  (await sql<{ banned_until: Date | null }>('select banned_until from auth.users where id = $1', [userId]))[0]!
    .banned_until;

describe('internal write RPCs at aal1', () => {
  it('refuse a staff admin signed in with the password only, in parallel too, and change nothing', async () => {
    const calls = await Promise.all([
      admin.client.rpc('internal_set_suspended', { target: target.id, suspended: true }),
      admin.client.rpc('internal_set_role', { target: target.id, role: 'recruiter', granted: true, company_id: null }),
      admin.client.rpc('void_placement', { placement_id: target.id, reason: 'Left' }),
      owner.client.rpc('internal_invite_staff', { email: target.email, member_role: 'member' }),
      owner.client.rpc('internal_set_suspended', { target: target.id, suspended: true }),
    ]);
    for (const { error } of calls) {
      expect(error?.code).toBe('42501');
      expect(error?.message).toBe(NEEDS_TWO_FACTORS);
    }
    expect(await bannedUntil(target.id)).toBeNull();
    const roles = await sql('select 1 from public.user_roles where user_id = $1 and role_type = $2 and not _deleted', [
      target.id,
      'recruiter',
    ]);
    expect(roles).toHaveLength(0);
  });

  it('still let the same admin read the portal', async () => {
    const { data, error } = await admin.client.rpc('internal_user_detail', { target: target.id });
    expect(error).toBeNull();
    expect(data).toBeTruthy();
  });

  it('refuse a non-staff caller with the rank message first', async () => {
    const { error } = await target.client.rpc('internal_set_suspended', { target: admin.id, suspended: true });
    expect(error?.message).toBe('Only internal admins can suspend accounts');
  });
});

describe('internal write RPCs at aal2', () => {
  it('run for the staff admin once a TOTP code was verified', async () => {
    const person = await createUser();
    const raised = await createUser();
    await makeStaff(raised, 'admin', { stepUp: false });
    await stepUp(raised.client);
    const { error } = await raised.client.rpc('internal_set_suspended', { target: person.id, suspended: true });
    expect(error).toBeNull();
    expect(await bannedUntil(person.id)).not.toBeNull();
  });

  it("step the seeded admin kenji.watanabe@ up with the README's documented secret", async () => {
    const kenji = await signIn('kenji.watanabe@evee.dev', DEMO_PASSWORD);
    await stepUp(kenji, DEMO_TOTP_SECRET);
    const level = await kenji.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    // Reactivating an active account changes nothing, but passes the rank and factor checks.
    const { error } = await kenji.rpc('internal_set_suspended', { target: target.id, suspended: false });
    expect(error).toBeNull();
  });
});
