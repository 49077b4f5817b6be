import { beforeAll, describe, expect, it } from 'vitest';
import { addMember, makeCompany, sql, type TestCompany } from '../fixtures/backend';
import { anonClient, createUser, type TestUser } from '../fixtures/stack';

let owner: TestUser;
let member: TestUser;
let outsider: TestUser;
let company: TestCompany;

beforeAll(async () => {
  [owner, member, outsider] = await Promise.all([createUser(), createUser(), createUser()]);
  company = await makeCompany(owner, 'Harbor Analytics');
  await addMember(company.id, member, 'hr_manager');
});

describe('company policies', () => {
  it("shows anyone, signed in or not, a company's public page fields", async () => {
    const { data, error } = await anonClient()
      .from('companies')
      .select('name, identifier, logo_url')
      .eq('identifier', company.identifier)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ name: 'Harbor Analytics', identifier: company.identifier, logo_url: '/logos/acme.svg' });
  });

  it('shows the team list to members only', async () => {
    const team = await member.client
      .from('company_team_members')
      .select('user_id, member_role, companies(id, name)')
      .eq('company_id', company.id)
      .order('member_role');
    expect(team.error).toBeNull();
    expect(team.data).toEqual([
      { user_id: owner.id, member_role: 'company_owner', companies: { id: company.id, name: 'Harbor Analytics' } },
      { user_id: member.id, member_role: 'hr_manager', companies: { id: company.id, name: 'Harbor Analytics' } },
    ]);
    expect((await outsider.client.from('company_team_members').select('id').eq('company_id', company.id)).data).toEqual(
      [],
    );
    // Signed-out visitors hold no privilege on memberships at all (no policy is theirs).
    expect(
      (await anonClient().from('company_team_members').select('id').eq('company_id', company.id)).error?.code,
    ).toBe('42501');
  });

  it('never lets a client write memberships or roles, not even the owner', async () => {
    const join = await outsider.client
      .from('company_team_members')
      .insert({ company_id: company.id, user_id: outsider.id, member_role: 'company_owner' });
    expect(join.error?.code).toBe('42501');
    const promote = await member.client
      .from('company_team_members')
      .update({ member_role: 'company_owner' })
      .eq('user_id', member.id)
      .select();
    expect(promote.error?.code).toBe('42501');
    const grant = await owner.client.from('user_roles').insert({ user_id: owner.id, role_type: 'internal_owner' });
    expect(grant.error?.code).toBe('42501');
    const kick = await owner.client.from('company_team_members').delete().eq('user_id', member.id);
    expect(kick.error === null || kick.error.code === '42501').toBe(true);
    expect((await sql(`select 1 from company_team_members where company_id = $1`, [company.id])).length).toBe(2);
  });

  it('shows roles to their own user only', async () => {
    const own = await member.client
      .from('user_roles')
      .select('role_type, context_id')
      .eq('user_id', member.id)
      .order('role_type');
    expect(own.data).toEqual([
      { role_type: 'company_member', context_id: company.id },
      { role_type: 'talent', context_id: null },
    ]);
    expect((await outsider.client.from('user_roles').select('id').eq('user_id', member.id)).data).toEqual([]);
    expect((await anonClient().from('user_roles').select('id')).error?.code).toBe('42501');
  });

  it('lets owners and admins edit the company, not plain members or outsiders', async () => {
    const byOwner = await owner.client
      .from('companies')
      .update({ location: 'Boston, MA' })
      .eq('id', company.id)
      .select('location');
    expect(byOwner.data).toEqual([{ location: 'Boston, MA' }]);
    const byMember = await member.client
      .from('companies')
      .update({ location: 'Austin, TX' })
      .eq('id', company.id)
      .select();
    expect(byMember.data).toEqual([]);
    const byOutsider = await outsider.client.from('companies').update({ name: 'Taken' }).eq('id', company.id).select();
    expect(byOutsider.data).toEqual([]);
    const creator = await owner.client
      .from('companies')
      .update({ created_by: outsider.id })
      .eq('id', company.id)
      .select();
    expect(creator.error?.code).toBe('42501');
    const [row] = await sql<{ name: string; location: string }>(`select name, location from companies where id = $1`, [
      company.id,
    ]);
    expect(row).toEqual({ name: 'Harbor Analytics', location: 'Boston, MA' });
  });

  it('makes the creator of a new company its owner, with company access in their roles', async () => {
    const founder = await createUser();
    const identifier = `fjord-${founder.id.slice(0, 8)}`;
    const created = await founder.client
      .from('companies')
      .insert({ name: 'Fjord Freight', identifier, created_by: founder.id })
      .select('id')
      .single();
    expect(created.error).toBeNull();
    const companies = await founder.client.rpc('get_user_companies_detailed', { user_uuid: founder.id });
    expect(companies.data).toEqual([
      {
        company_id: created.data!.id,
        company_name: 'Fjord Freight',
        company_logo_url: null,
        company_identifier: identifier,
        user_role: 'company_owner',
      },
    ]);
    const forOther = await founder.client
      .from('companies')
      .insert({ name: 'Other Co', identifier: `${identifier}-x`, created_by: owner.id });
    expect(forOther.error?.code).toBe('42501');
  });

  it('rejects identifiers that are not lower-case URL slugs, and duplicates', async () => {
    const founder = await createUser();
    for (const identifier of ['Acme', 'has space', '-edge', 'a', 'under_score']) {
      const res = await founder.client
        .from('companies')
        .insert({ name: 'Bad Slug', identifier, created_by: founder.id });
      expect(res.error?.code, identifier).toBe('23514');
    }
    const dup = await founder.client
      .from('companies')
      .insert({ name: 'Copycat', identifier: 'acme', created_by: founder.id });
    expect(dup.error?.code).toBe('23505');
  });

  it("shows a company's invitations to its members and the invitee, and lets team managers invite, not HR", async () => {
    const invitee = await createUser();
    const byHr = await member.client
      .from('company_invitations')
      .insert({ company_id: company.id, email: invitee.email, member_role: 'company_member' });
    expect(byHr.error?.code).toBe('42501');
    const invite = await owner.client
      .from('company_invitations')
      .insert({
        company_id: company.id,
        email: invitee.email.toUpperCase(),
        member_role: 'company_member',
        invited_by: outsider.id,
      })
      .select('email, invited_by, status')
      .single();
    expect(invite.error).toBeNull();
    expect(invite.data).toEqual({ email: invitee.email, invited_by: owner.id, status: 'pending' });
    // The account it reached is the server's to know (the invitee's own address was matched).
    const [linked] = await sql<{ invited_user_id: string }>(
      `select invited_user_id from company_invitations where company_id = $1 and email = $2`,
      [company.id, invitee.email],
    );
    expect(linked?.invited_user_id).toBe(invitee.id);
    expect(
      (await owner.client.from('company_invitations').select('id').eq('company_id', company.id)).data,
    ).toHaveLength(1);
    expect(
      (await invitee.client.from('company_invitations').select('id').eq('company_id', company.id)).data,
    ).toHaveLength(1);
    expect((await outsider.client.from('company_invitations').select('id').eq('company_id', company.id)).data).toEqual(
      [],
    );
    expect((await anonClient().from('company_invitations').select('id')).error?.code).toBe('42501');

    const byOutsider = await outsider.client
      .from('company_invitations')
      .insert({ company_id: company.id, email: outsider.email });
    expect(byOutsider.error?.code).toBe('42501');
    const ownerByHr = await member.client
      .from('company_invitations')
      .insert({ company_id: company.id, email: 'new.owner@evee.dev', member_role: 'company_owner' });
    expect(ownerByHr.error?.code).toBe('42501');
  });
});
