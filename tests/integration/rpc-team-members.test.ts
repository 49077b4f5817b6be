import { describe, expect, it } from 'vitest';
import { addMember, makeCompany, sql } from '../fixtures/backend';
import { makePlan } from '../fixtures/hiring';
import { anonClient, createUser, serviceClient, type TestUser } from '../fixtures/stack';

interface Team {
  companyId: string;
  owner: TestUser;
  admin: TestUser;
  member: TestUser;
  membershipOf(user: TestUser): Promise<string>;
}

/** A company with an owner, a company_admin and a plain member. */
async function makeTeam(): Promise<Team> {
  const [owner, admin, member] = await Promise.all([createUser(), createUser(), createUser()]);
  const company = await makeCompany(owner, 'Quarry Logistics');
  await Promise.all([addMember(company.id, admin, 'company_admin'), addMember(company.id, member, 'company_member')]);
  return {
    companyId: company.id,
    owner,
    admin,
    member,
    async membershipOf(user) {
      const [row] = await sql<{ id: string }>(
        `select id from company_team_members where company_id = $1 and user_id = $2`,
        [company.id, user.id],
      );
      return row!.id;
    },
  };
}

async function membership(id: string) {
  const [row] = await sql<{ member_role: string; _deleted: boolean }>(
    `select member_role::text, _deleted from company_team_members where id = $1`,
    [id],
  );
  return row;
}

async function companyRoles(user: TestUser, companyId: string) {
  const rows = await sql<{ role_type: string }>(
    `select role_type::text from user_roles where user_id = $1 and context_id = $2 and not _deleted`,
    [user.id, companyId],
  );
  return rows.map((r) => r.role_type);
}

describe('change_company_member_role', () => {
  it("lets an admin change a member's role, keeping the member's company role in user_roles in step", async () => {
    const team = await makeTeam();
    const id = await team.membershipOf(team.member);
    const { error } = await team.admin.client.rpc('change_company_member_role', {
      member_id: id,
      new_role: 'company_admin',
    });
    expect(error).toBeNull();
    expect(await membership(id)).toEqual({ member_role: 'company_admin', _deleted: false });
    expect(await companyRoles(team.member, team.companyId)).toEqual(['company_admin']);
    const again = await team.admin.client.rpc('change_company_member_role', {
      member_id: id,
      new_role: 'company_admin',
    });
    expect(again.error).toBeNull();
    expect(await membership(id)).toEqual({ member_role: 'company_admin', _deleted: false });
  });

  it('refuses plain members, outsiders and signed-out visitors', async () => {
    const team = await makeTeam();
    const outsider = await createUser();
    const id = await team.membershipOf(team.admin);
    for (const client of [team.member.client, outsider.client, anonClient()]) {
      const res = await client.rpc('change_company_member_role', { member_id: id, new_role: 'company_member' });
      expect(res.error?.code).toBe('42501');
    }
    expect(await membership(id)).toEqual({ member_role: 'company_admin', _deleted: false });
  });

  it('lets only an owner make an owner or change an owner', async () => {
    const team = await makeTeam();
    const promote = await team.admin.client.rpc('change_company_member_role', {
      member_id: await team.membershipOf(team.member),
      new_role: 'company_owner',
    });
    expect(promote.error).toMatchObject({ code: '42501', message: 'Only a company owner can make someone an owner' });
    const demote = await team.admin.client.rpc('change_company_member_role', {
      member_id: await team.membershipOf(team.owner),
      new_role: 'company_member',
    });
    expect(demote.error).toMatchObject({
      code: '42501',
      message: 'Only a company owner can change or remove an owner',
    });
    const byOwner = await team.owner.client.rpc('change_company_member_role', {
      member_id: await team.membershipOf(team.member),
      new_role: 'company_owner',
    });
    expect(byOwner.error).toBeNull();
    expect((await membership(await team.membershipOf(team.member)))?.member_role).toBe('company_owner');
  });

  it('refuses an owner who demotes themselves, even beside a co-owner, and lets the co-owner demote them', async () => {
    const team = await makeTeam();
    const ownerId = await team.membershipOf(team.owner);
    const alone = await team.owner.client.rpc('change_company_member_role', {
      member_id: ownerId,
      new_role: 'company_admin',
    });
    const selfRefusal = {
      code: '42501',
      message: 'An owner cannot change their own role or remove themselves: another owner can',
    };
    expect(alone.error).toMatchObject(selfRefusal);
    await team.owner.client.rpc('change_company_member_role', {
      member_id: await team.membershipOf(team.admin),
      new_role: 'company_owner',
    });
    const stepDown = await team.owner.client.rpc('change_company_member_role', {
      member_id: ownerId,
      new_role: 'company_admin',
    });
    expect(stepDown.error).toMatchObject(selfRefusal);
    expect((await membership(ownerId))?.member_role).toBe('company_owner');
    const byCoOwner = await team.admin.client.rpc('change_company_member_role', {
      member_id: ownerId,
      new_role: 'company_admin',
    });
    expect(byCoOwner.error).toBeNull();
    expect((await membership(ownerId))?.member_role).toBe('company_admin');
  });

  it('never demotes the last owner, even for the service role', async () => {
    const team = await makeTeam();
    const ownerId = await team.membershipOf(team.owner);
    const last = await serviceClient().rpc('change_company_member_role', {
      member_id: ownerId,
      new_role: 'company_admin',
    });
    expect(last.error).toMatchObject({ code: 'P0001', message: 'A company needs at least one owner' });
    expect((await membership(ownerId))?.member_role).toBe('company_owner');
  });

  it('keeps an owner when two owners demote each other at the same moment', async () => {
    const team = await makeTeam();
    const adminId = await team.membershipOf(team.admin);
    await team.owner.client.rpc('change_company_member_role', { member_id: adminId, new_role: 'company_owner' });
    const ownerId = await team.membershipOf(team.owner);
    const results = await Promise.all([
      team.owner.client.rpc('change_company_member_role', { member_id: adminId, new_role: 'company_member' }),
      team.admin.client.rpc('change_company_member_role', { member_id: ownerId, new_role: 'company_member' }),
    ]);
    expect(results.filter((r) => r.error === null).length).toBeGreaterThanOrEqual(1);
    const [{ owners }] = (await sql<{ owners: number }>(
      `select count(*)::int as owners from company_team_members where company_id = $1 and member_role = 'company_owner' and not _deleted`,
      [team.companyId],
    )) as [{ owners: number }];
    expect(owners).toBe(1);
  });

  it('says clearly when the membership does not exist or an argument is missing', async () => {
    const team = await makeTeam();
    const missing = await team.owner.client.rpc('change_company_member_role', {
      member_id: '00000000-0000-4000-8000-00000000dead',
      new_role: 'manager',
    });
    expect(missing.error).toMatchObject({ code: 'P0001', message: expect.stringContaining('not found') });
    const none = await team.owner.client.rpc('change_company_member_role', { member_id: null, new_role: 'manager' });
    expect(none.error?.code).toBe('22004');
    const badRole = await team.owner.client.rpc('change_company_member_role', {
      member_id: await team.membershipOf(team.member),
      new_role: 'emperor',
    });
    expect(badRole.error?.code).toBe('22P02');
  });
});

describe('remove_company_member', () => {
  it('soft-deletes the membership and its company role, and the removed member loses access to the company', async () => {
    const team = await makeTeam();
    const planId = await makePlan(team.companyId);
    const id = await team.membershipOf(team.member);
    expect((await team.member.client.from('hiring_plans').select('id').eq('id', planId)).data).toHaveLength(1);
    const { error } = await team.admin.client.rpc('remove_company_member', { member_id: id });
    expect(error).toBeNull();
    expect(await membership(id)).toEqual({ member_role: 'company_member', _deleted: true });
    expect(await companyRoles(team.member, team.companyId)).toEqual([]);
    expect((await team.member.client.from('hiring_plans').select('id').eq('id', planId)).data).toEqual([]);
    const companies = await team.member.client.rpc('get_user_companies_detailed', { user_uuid: team.member.id });
    expect(companies.data).toEqual([]);
    const again = await team.admin.client.rpc('remove_company_member', { member_id: id });
    expect(again.error).toBeNull();
  });

  it('refuses plain members, outsiders and visitors, and admins removing an owner', async () => {
    const team = await makeTeam();
    const outsider = await createUser();
    const adminId = await team.membershipOf(team.admin);
    for (const client of [team.member.client, outsider.client, anonClient()]) {
      expect((await client.rpc('remove_company_member', { member_id: adminId })).error?.code).toBe('42501');
    }
    const ownerId = await team.membershipOf(team.owner);
    const res = await team.admin.client.rpc('remove_company_member', { member_id: ownerId });
    expect(res.error?.code).toBe('42501');
    expect(await membership(adminId)).toEqual({ member_role: 'company_admin', _deleted: false });
    expect(await membership(ownerId)).toEqual({ member_role: 'company_owner', _deleted: false });
  });

  it('refuses an owner who removes themselves, even beside a co-owner, and never removes the last owner', async () => {
    const team = await makeTeam();
    const ownerId = await team.membershipOf(team.owner);
    const last = await serviceClient().rpc('remove_company_member', { member_id: ownerId });
    expect(last.error).toMatchObject({ code: 'P0001', message: 'A company needs at least one owner' });
    await team.owner.client.rpc('change_company_member_role', {
      member_id: await team.membershipOf(team.admin),
      new_role: 'company_owner',
    });
    const leave = await team.owner.client.rpc('remove_company_member', { member_id: ownerId });
    expect(leave.error).toMatchObject({
      code: '42501',
      message: 'An owner cannot change their own role or remove themselves: another owner can',
    });
    expect((await membership(ownerId))?._deleted).toBe(false);
    expect((await team.admin.client.rpc('remove_company_member', { member_id: ownerId })).error).toBeNull();
    expect((await membership(ownerId))?._deleted).toBe(true);
  });
});
