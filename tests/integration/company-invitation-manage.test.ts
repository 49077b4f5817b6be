// A pending company invitation is revoked or sent again only by someone who could have sent
// it (a team manager ranked at least as high as the invited role), a revoked one can no longer
// be accepted, resending is limited, and the inviter hears when the invitation is answered.
import { describe, expect, it } from 'vitest';
import { addMember, makeCompany, sql } from '../fixtures/backend';
import { anonClient, createUser, uniqueEmail, type TestUser } from '../fixtures/stack';

async function team() {
  const [owner, admin, hr, invitee, outsider] = await Promise.all([
    createUser(),
    createUser(),
    createUser(),
    createUser(),
    createUser(),
  ]);
  const company = await makeCompany(owner, 'Lantern Freight');
  await Promise.all([addMember(company.id, admin, 'company_admin'), addMember(company.id, hr, 'hr_manager')]);
  return { company, owner, admin, hr, invitee, outsider };
}

async function invite(inviter: TestUser, companyId: string, email: string, memberRole = 'company_member') {
  const { data, error } = await inviter.client
    .from('company_invitations')
    .insert({ company_id: companyId, email, member_role: memberRole })
    .select('id')
    .single<{ id: string }>();
  if (error) throw new Error(`invite failed: ${error.message}`);
  return data.id;
}

const statusOf = async (id: string) =>
  (await sql<{ status: string }>(`select status::text from company_invitations where id = $1`, [id]))[0]?.status;

/** Makes the invitation look sent long ago, so the resend wait has passed. */
const age = (id: string) =>
  sql(`update company_invitations set created_at = now() - interval '1 day' where id = $1`, [id]);

const invitationNotes = (userId: string, id: string) =>
  sql<{ read: boolean; deleted: boolean; requires_action: boolean }>(
    `select read, _deleted as deleted, (data ->> 'requires_action')::boolean as requires_action from notifications
      where user_id = $1 and data ->> 'invitation_id' = $2 and type = 'company_invitation' order by created_at`,
    [userId, id],
  );

describe('revoke_company_invitation', () => {
  it('withdraws a pending invitation so the invitee can no longer accept it, and closes their notification', async () => {
    const t = await team();
    const id = await invite(t.admin, t.company.id, t.invitee.email);
    const { data, error } = await t.admin.client.rpc('revoke_company_invitation', { invitation_id: id });
    expect(error).toBeNull();
    expect(data).toMatchObject({ changed: true, status: 'revoked', message: 'Invitation revoked' });
    expect(await statusOf(id)).toBe('revoked');
    expect(await invitationNotes(t.invitee.id, id)).toEqual([{ read: true, deleted: false, requires_action: false }]);
    const accept = await t.invitee.client.rpc('accept_company_invitation', { invitation_id: id });
    expect(accept.error).toMatchObject({ code: 'P0001', message: 'This invitation was withdrawn by the company' });
    const members = await sql(`select 1 from company_team_members where company_id = $1 and user_id = $2`, [
      t.company.id,
      t.invitee.id,
    ]);
    expect(members).toEqual([]);
    const again = await t.admin.client.rpc('revoke_company_invitation', { invitation_id: id });
    expect(again.data).toMatchObject({ changed: false, status: 'revoked' });
    // The address may be invited again once the old invitation is withdrawn.
    expect(await invite(t.admin, t.company.id, t.invitee.email)).toEqual(expect.any(String));
  });

  it('refuses an HR manager, an outsider, the invitee and a visitor, answering a made-up id the same way', async () => {
    const t = await team();
    const id = await invite(t.owner, t.company.id, t.invitee.email);
    const attempts = await Promise.all([
      t.hr.client.rpc('revoke_company_invitation', { invitation_id: id }),
      t.outsider.client.rpc('revoke_company_invitation', { invitation_id: id }),
      t.invitee.client.rpc('revoke_company_invitation', { invitation_id: id }),
      t.outsider.client.rpc('revoke_company_invitation', { invitation_id: '00000000-0000-4000-8000-00000000beef' }),
      t.outsider.client.rpc('resend_company_invitation', { invitation_id: id }),
      t.hr.client.rpc('resend_company_invitation', { invitation_id: id }),
    ]);
    for (const res of attempts) {
      expect(res.error).toMatchObject({
        code: '42501',
        message: "Only the company's owners and admins can revoke or resend its invitations, up to their own role",
      });
    }
    const anon = await anonClient().rpc('revoke_company_invitation', { invitation_id: id });
    expect(anon.error?.code).toBe('42501');
    expect(await statusOf(id)).toBe('pending');
  });

  it('lets an admin revoke or resend only invitations up to their own role', async () => {
    const t = await team();
    const superInvite = await invite(t.owner, t.company.id, t.invitee.email, 'company_super_admin');
    await age(superInvite);
    const revoke = await t.admin.client.rpc('revoke_company_invitation', { invitation_id: superInvite });
    const resend = await t.admin.client.rpc('resend_company_invitation', { invitation_id: superInvite });
    expect(revoke.error?.code).toBe('42501');
    expect(resend.error?.code).toBe('42501');
    expect(await statusOf(superInvite)).toBe('pending');
  });

  it('does not revoke an invitation that was already answered', async () => {
    const t = await team();
    const id = await invite(t.owner, t.company.id, t.invitee.email);
    expect((await t.invitee.client.rpc('decline_company_invitation', { invitation_id: id })).error).toBeNull();
    const res = await t.owner.client.rpc('revoke_company_invitation', { invitation_id: id });
    expect(res.error).toMatchObject({
      code: 'P0001',
      message: 'This invitation was already answered and can no longer be revoked',
    });
    expect(await statusOf(id)).toBe('declined');
  });
});

describe('resend_company_invitation', () => {
  it('notifies the invitee afresh and e-mails the address, once for ten requests fired together', async () => {
    const t = await team();
    const id = await invite(t.admin, t.company.id, t.invitee.email);
    await age(id);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => t.admin.client.rpc('resend_company_invitation', { invitation_id: id })),
    );
    expect(results.filter((r) => r.error === null)).toHaveLength(1);
    for (const res of results.filter((r) => r.error)) {
      expect(res.error).toMatchObject({
        code: 'P0001',
        message: 'This invitation was sent less than 10 minutes ago: try again later',
      });
    }
    const notes = await invitationNotes(t.invitee.id, id);
    expect(notes).toEqual([
      { read: false, deleted: true, requires_action: true },
      { read: false, deleted: false, requires_action: true },
    ]);
    const mails = await sql<{ email: string; vars: { company_name: string; role_label: string } }>(
      `select recipient_email as email, template_variables as vars from notification_queue
        where template_id = 'company_invitation_email' and company_id = $1`,
      [t.company.id],
    );
    expect(mails).toEqual([
      {
        email: t.invitee.email,
        vars: expect.objectContaining({ company_name: 'Lantern Freight', role_label: 'Company Member' }),
      },
    ]);
  });

  it('refuses a fresh invitation, one resent three times, and one no longer pending, in words', async () => {
    const t = await team();
    const address = uniqueEmail('nobody-yet');
    const id = await invite(t.owner, t.company.id, address);
    const fresh = await t.owner.client.rpc('resend_company_invitation', { invitation_id: id });
    expect(fresh.error?.message).toBe('This invitation was sent less than 10 minutes ago: try again later');
    for (let i = 0; i < 3; i++) {
      await age(id);
      await sql(
        `update private.company_invitation_sends set sent_at = now() - interval '1 day' where invitation_id = $1`,
        [id],
      );
      expect((await t.owner.client.rpc('resend_company_invitation', { invitation_id: id })).error).toBeNull();
    }
    await sql(
      `update private.company_invitation_sends set sent_at = now() - interval '1 day' where invitation_id = $1`,
      [id],
    );
    const fourth = await t.owner.client.rpc('resend_company_invitation', { invitation_id: id });
    expect(fourth.error).toMatchObject({
      code: 'P0001',
      message: 'This invitation was sent again three times already: revoke it and invite again',
    });
    await t.owner.client.rpc('revoke_company_invitation', { invitation_id: id });
    const revoked = await t.owner.client.rpc('resend_company_invitation', { invitation_id: id });
    expect(revoked.error?.message).toBe('Only a pending invitation can be sent again');
  });
});

describe('the inviter is told of the answer', () => {
  it("says 'Invitation to {address} accepted' to the inviter, naming the new teammate", async () => {
    const t = await team();
    const id = await invite(t.admin, t.company.id, t.invitee.email, 'hr_manager');
    expect((await t.invitee.client.rpc('accept_company_invitation', { invitation_id: id })).error).toBeNull();
    const { data } = await t.admin.client
      .from('notifications')
      .select('title, message, data')
      .eq('data->>invitation_id', id);
    const [name] = await sql<{ display_name: string }>(`select display_name from user_profiles where user_id = $1`, [
      t.invitee.id,
    ]);
    expect(data).toEqual([
      {
        title: `Invitation to ${t.invitee.email} accepted`,
        message: `${name!.display_name} joined Lantern Freight as HR Manager.`,
        data: expect.objectContaining({ kind: 'invitation_answered', status: 'accepted', requires_action: false }),
      },
    ]);
  });

  it("says 'Invitation to {address} declined' to the inviter and tells nobody else", async () => {
    const t = await team();
    const id = await invite(t.owner, t.company.id, t.invitee.email);
    expect((await t.invitee.client.rpc('decline_company_invitation', { invitation_id: id })).error).toBeNull();
    const answered = await sql<{ user_id: string; title: string; message: string }>(
      `select user_id, title, message from notifications where data ->> 'kind' = 'invitation_answered' and data ->> 'invitation_id' = $1`,
      [id],
    );
    expect(answered).toEqual([
      {
        user_id: t.owner.id,
        title: `Invitation to ${t.invitee.email} declined`,
        message: `${t.invitee.email} declined to join Lantern Freight.`,
      },
    ]);
  });
});

describe('who has an account', () => {
  it('does not tell a fresh company whether an invited address has an account', async () => {
    const [founder, registered] = await Promise.all([createUser(), createUser()]);
    const company = await makeCompany(founder, 'Probe Holdings');
    const nobody = uniqueEmail('nobody');
    await Promise.all([invite(founder, company.id, registered.email), invite(founder, company.id, nobody)]);
    const named = await founder.client
      .from('company_invitations')
      .select('email, invited_user_id')
      .eq('company_id', company.id);
    expect(named.error?.code).toBe('42501');
    const all = await founder.client.from('company_invitations').select('*').eq('company_id', company.id);
    expect(all.error?.code).toBe('42501');
    const filtered = await founder.client
      .from('company_invitations')
      .select('email')
      .eq('company_id', company.id)
      .not('invited_user_id', 'is', null);
    expect(filtered.error?.code).toBe('42501');
    const { data } = await founder.client
      .from('company_invitations')
      .select('email, member_role, invited_by, status, responded_at')
      .eq('company_id', company.id)
      .order('email');
    const rows = (data ?? []).map(({ email: _email, ...rest }) => rest);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual(rows[1]);
  });
});
