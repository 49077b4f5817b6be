// Company roles have one rank order (owner > super admin > admin > HR manager, manager,
// recruiter > member): only team managers invite or change roles, and nobody invites, grants
// or changes a role above their own, on any path (the invitation insert, role changes,
// removal, and accepting, which re-checks the inviter's rank at that moment).
import { describe, expect, it } from 'vitest';
import { addMember, makeCompany, sql } from '../fixtures/backend';
import { createUser, type TestUser } from '../fixtures/stack';

async function team() {
  const [owner, superAdmin, admin, hr, accomplice] = await Promise.all([
    createUser(),
    createUser(),
    createUser(),
    createUser(),
    createUser(),
  ]);
  const company = await makeCompany(owner, 'Ranked Robotics');
  await Promise.all([
    addMember(company.id, superAdmin, 'company_super_admin'),
    addMember(company.id, admin, 'company_admin'),
    addMember(company.id, hr, 'hr_manager'),
  ]);
  const membershipOf = async (user: TestUser) =>
    (
      await sql<{ id: string }>(`select id from company_team_members where company_id = $1 and user_id = $2`, [
        company.id,
        user.id,
      ])
    )[0]!.id;
  return { company, owner, superAdmin, admin, hr, accomplice, membershipOf };
}

const invite = (inviter: TestUser, companyId: string, email: string, memberRole: string) =>
  inviter.client
    .from('company_invitations')
    .insert({ company_id: companyId, email, member_role: memberRole })
    .select('id')
    .single<{ id: string }>();

const invitationCount = async (companyId: string) =>
  Number(
    (await sql<{ n: string }>(`select count(*) as n from company_invitations where company_id = $1`, [companyId]))[0]!
      .n,
  );

describe('company role ranks', () => {
  it('an HR manager cannot invite anyone, so cannot bring in a super admin who promotes them', async () => {
    const t = await team();
    const before = await invitationCount(t.company.id);
    const results = await Promise.all(
      ['company_super_admin', 'company_admin', 'company_member'].map((role) =>
        invite(t.hr, t.company.id, t.accomplice.email, role),
      ),
    );
    for (const res of results) {
      expect(res.error?.code).toBe('42501');
      expect(res.error?.message).toBe('Only company owners and admins can invite people');
    }
    expect(await invitationCount(t.company.id)).toBe(before);
  });

  it('an admin invites up to admin, never a super admin or an owner', async () => {
    const t = await team();
    const superAdmin = await invite(t.admin, t.company.id, t.accomplice.email, 'company_super_admin');
    expect(superAdmin.error).toMatchObject({
      code: '42501',
      message: 'You can only invite people to a role up to your own',
    });
    const owner = await invite(t.admin, t.company.id, t.accomplice.email, 'company_owner');
    expect(owner.error?.code).toBe('42501');
    const admin = await invite(t.admin, t.company.id, t.accomplice.email, 'company_admin');
    expect(admin.error).toBeNull();
    const bySuper = await invite(t.superAdmin, t.company.id, `x-${t.accomplice.email}`, 'company_super_admin');
    expect(bySuper.error).toBeNull();
  });

  it('an admin cannot make a super admin, nor demote or remove one, and an HR manager changes no role', async () => {
    const t = await team();
    const [hrId, superId, adminId] = await Promise.all([
      t.membershipOf(t.hr),
      t.membershipOf(t.superAdmin),
      t.membershipOf(t.admin),
    ]);
    const promote = await t.admin.client.rpc('change_company_member_role', {
      member_id: hrId,
      new_role: 'company_super_admin',
    });
    expect(promote.error).toMatchObject({ code: '42501', message: 'You can only give a role up to your own' });
    const demote = await t.admin.client.rpc('change_company_member_role', {
      member_id: superId,
      new_role: 'company_member',
    });
    expect(demote.error?.code).toBe('42501');
    const remove = await t.admin.client.rpc('remove_company_member', { member_id: superId });
    expect(remove.error?.code).toBe('42501');
    const self = await t.hr.client.rpc('change_company_member_role', { member_id: hrId, new_role: 'company_admin' });
    expect(self.error?.code).toBe('42501');
    const selfAdmin = await t.admin.client.rpc('change_company_member_role', {
      member_id: adminId,
      new_role: 'company_super_admin',
    });
    expect(selfAdmin.error?.code).toBe('42501');
    const roles = await sql<{ member_role: string }>(
      `select member_role::text from company_team_members where id = any($1) order by member_role`,
      [[hrId, superId, adminId]],
    );
    expect(roles.map((r) => r.member_role).sort()).toEqual(['company_admin', 'company_super_admin', 'hr_manager']);
    const byAdmin = await t.admin.client.rpc('change_company_member_role', {
      member_id: hrId,
      new_role: 'company_admin',
    });
    expect(byAdmin.error).toBeNull();
  });

  it('accepting re-checks the inviter: an invitation from an admin demoted since grants nothing', async () => {
    const t = await team();
    const sent = await invite(t.admin, t.company.id, t.accomplice.email, 'company_admin');
    expect(sent.error).toBeNull();
    const adminId = await t.membershipOf(t.admin);
    expect(
      (await t.owner.client.rpc('change_company_member_role', { member_id: adminId, new_role: 'company_member' }))
        .error,
    ).toBeNull();
    const accepted = await t.accomplice.client.rpc('accept_company_invitation', { invitation_id: sent.data!.id });
    expect(accepted.error).toMatchObject({
      code: '42501',
      message: 'The person who invited you can no longer give this role: ask the company for a new invitation',
    });
    const joined = await sql(`select 1 from company_team_members where company_id = $1 and user_id = $2`, [
      t.company.id,
      t.accomplice.id,
    ]);
    expect(joined).toHaveLength(0);
    const [row] = await sql<{ status: string }>(`select status::text from company_invitations where id = $1`, [
      sent.data!.id,
    ]);
    expect(row?.status).toBe('pending');
  });
});
