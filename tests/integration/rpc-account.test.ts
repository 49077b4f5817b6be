import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addMember, makeCompany, SEED, sql } from '../fixtures/backend';
import { anonClient, createUser, serviceClient } from '../fixtures/stack';

describe('get_user_roles_simple', () => {
  it("returns the caller's own roles, and refuses anyone else's", async () => {
    const [user, other] = await Promise.all([createUser(), createUser()]);
    const own = await user.client.rpc('get_user_roles_simple', { target_user_id: user.id });
    expect(own.data).toEqual([{ role_type: 'talent', context_type: null, context_id: null, permissions: {} }]);
    const theirs = await user.client.rpc('get_user_roles_simple', { target_user_id: other.id });
    expect(theirs.error?.code).toBe('42501');
    expect(theirs.status).toBe(403);
    const anon = await anonClient().rpc('get_user_roles_simple', { target_user_id: user.id });
    expect(anon.status).toBe(401);
  });

  it("lets internal staff and the service role read anyone's roles", async () => {
    const [staff, user] = await Promise.all([createUser(), createUser()]);
    await sql(`insert into internal_portal_users (user_id, member_role) values ($1, 'member')`, [staff.id]);
    expect((await staff.client.rpc('get_user_roles_simple', { target_user_id: user.id })).data).toHaveLength(1);
    expect((await serviceClient().rpc('get_user_roles_simple', { target_user_id: SEED.users.recruiter })).data).toEqual(
      [expect.objectContaining({ role_type: 'recruiter' })],
    );
  });

  it('rejects a missing or unknown user id with a clear 400', async () => {
    const user = await createUser();
    const missing = await user.client.rpc('get_user_roles_simple', { target_user_id: null });
    expect(missing.status).toBe(400);
    expect(missing.error?.message).toBe('target_user_id is required');
    const unknown = await serviceClient().rpc('get_user_roles_simple', { target_user_id: randomUUID() });
    expect(unknown.status).toBe(400);
    expect(unknown.error?.message).toMatch(/^User .* not found$/);
  });
});

describe('get_user_companies_detailed', () => {
  it("lists the caller's companies with their role in each, and nobody else's", async () => {
    const [owner, member, other] = await Promise.all([createUser(), createUser(), createUser()]);
    const alpha = await makeCompany(owner, 'Alder Foods');
    const beta = await makeCompany(other, 'Birch Capital');
    await addMember(beta.id, member, 'manager');
    await addMember(alpha.id, member, 'recruiter');
    const { data, error } = await member.client.rpc('get_user_companies_detailed', { user_uuid: member.id });
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        company_id: alpha.id,
        company_name: 'Alder Foods',
        company_logo_url: '/logos/acme.svg',
        company_identifier: alpha.identifier,
        user_role: 'recruiter',
      },
      {
        company_id: beta.id,
        company_name: 'Birch Capital',
        company_logo_url: '/logos/acme.svg',
        company_identifier: beta.identifier,
        user_role: 'manager',
      },
    ]);
    expect((await other.client.rpc('get_user_companies_detailed', { user_uuid: member.id })).error?.code).toBe('42501');
    expect((await member.client.rpc('get_user_companies_detailed', { user_uuid: null })).status).toBe(400);
  });
});

describe('activate_pending_user_profile', () => {
  it('returns false when there is nothing pending, and refuses other users or a wrong e-mail', async () => {
    const [user, other] = await Promise.all([createUser(), createUser()]);
    const none = await user.client.rpc('activate_pending_user_profile', {
      auth_user_id: user.id,
      user_email: user.email,
    });
    expect(none.error).toBeNull();
    expect(none.data).toBe(false);
    const forOther = await user.client.rpc('activate_pending_user_profile', {
      auth_user_id: other.id,
      user_email: other.email,
    });
    expect(forOther.error?.code).toBe('42501');
    const wrongEmail = await user.client.rpc('activate_pending_user_profile', {
      auth_user_id: user.id,
      user_email: other.email,
    });
    expect(wrongEmail.status).toBe(400);
    expect(wrongEmail.error?.message).toBe("user_email does not match the account's e-mail address");
    const missing = await user.client.rpc('activate_pending_user_profile', { auth_user_id: user.id, user_email: '' });
    expect(missing.status).toBe(400);
  });

  it('activates a pending profile and reports it once', async () => {
    const user = await createUser();
    await sql(`update user_profiles set status = 'pending' where user_id = $1`, [user.id]);
    const first = await user.client.rpc('activate_pending_user_profile', {
      auth_user_id: user.id,
      user_email: user.email.toUpperCase(),
    });
    expect(first.data).toBe(true);
    const [row] = await sql<{ status: string }>(`select status from user_profiles where user_id = $1`, [user.id]);
    expect(row?.status).toBe('active');
    expect(
      (await user.client.rpc('activate_pending_user_profile', { auth_user_id: user.id, user_email: user.email })).data,
    ).toBe(false);
  });
});
