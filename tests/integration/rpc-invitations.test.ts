import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeCompany, sql, type TestCompany } from '../fixtures/backend';
import { anonClient, createUser, type TestUser } from '../fixtures/stack';

let owner: TestUser;
let company: TestCompany;

beforeAll(async () => {
  owner = await createUser({ metadata: { display_name: 'Nadia Karim' } });
  company = await makeCompany(owner, 'Lumen Health');
});

async function invite(invitee: TestUser | string, memberRole = 'company_admin'): Promise<string> {
  const email = typeof invitee === 'string' ? invitee : invitee.email;
  const { data, error } = await owner.client
    .from('company_invitations')
    .insert({ company_id: company.id, email, member_role: memberRole })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  return data!.id as string;
}

async function invitationNotification(client: TestUser['client'], invitationId: string) {
  const { data } = await client
    .from('notifications')
    .select('type, title, read, data')
    .eq('data->>invitation_id', invitationId);
  return data?.[0];
}

describe('company invitations', () => {
  it('notifies the invitee with an actionable notification', async () => {
    const invitee = await createUser();
    const id = await invite(invitee);
    expect(await invitationNotification(invitee.client, id)).toMatchObject({
      type: 'company_invitation',
      title: 'Invitation to join Lumen Health',
      read: false,
      data: {
        requires_action: true,
        invitation_id: id,
        company_name: 'Lumen Health',
        company_logo: '/logos/acme.svg',
        role: 'company_admin',
        invited_by: 'Nadia Karim',
      },
    });
  });

  it('accepting creates the membership, closes the invitation and its notification', async () => {
    const invitee = await createUser();
    const id = await invite(invitee);
    const { data, error } = await invitee.client.rpc('accept_company_invitation', { invitation_id: id });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      success: true,
      changed: true,
      status: 'accepted',
      company_id: company.id,
      company_name: 'Lumen Health',
    });

    const companies = await invitee.client.rpc('get_user_companies_detailed', { user_uuid: invitee.id });
    expect(companies.data).toEqual([expect.objectContaining({ company_id: company.id, user_role: 'company_admin' })]);
    const roles = await invitee.client.rpc('get_user_roles_simple', { target_user_id: invitee.id });
    expect(roles.data).toContainEqual(
      expect.objectContaining({ role_type: 'company_admin', context_type: 'company', context_id: company.id }),
    );
    const note = await invitationNotification(invitee.client, id);
    expect(note?.read).toBe(true);
    expect(note?.data).toMatchObject({ requires_action: false, status: 'accepted' });
    expect(Date.parse(note?.data.processed_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('a second accept changes nothing and says so', async () => {
    const invitee = await createUser();
    const id = await invite(invitee);
    await invitee.client.rpc('accept_company_invitation', { invitation_id: id });
    const snapshot = () =>
      sql(
        `
      select (select _modified from company_team_members where user_id = $1) as member,
             (select responded_at from company_invitations where id = $2) as responded,
             (select _modified from notifications where user_id = $1 and data->>'invitation_id' = $2::text) as note`,
        [invitee.id, id],
      );
    const before = await snapshot();
    const again = await invitee.client.rpc('accept_company_invitation', { invitation_id: id });
    expect(again.error).toBeNull();
    expect(again.data).toMatchObject({
      success: true,
      changed: false,
      status: 'accepted',
      message: 'Invitation was already accepted',
    });
    expect(await snapshot()).toEqual(before);
  });

  it('only the invitee can accept or decline', async () => {
    const invitee = await createUser();
    const stranger = await createUser();
    const id = await invite(invitee);
    for (const fn of ['accept_company_invitation', 'decline_company_invitation']) {
      const res = await stranger.client.rpc(fn, { invitation_id: id });
      expect(res.error?.code, fn).toBe('42501');
      expect(res.error?.message).toBe('Only the invited person can respond to this invitation');
    }
    const byOwner = await owner.client.rpc('accept_company_invitation', { invitation_id: id });
    expect(byOwner.error?.code).toBe('42501');
    const anon = await anonClient().rpc('accept_company_invitation', { invitation_id: id });
    expect(anon.error?.code).toBe('42501');
    expect(anon.status).toBe(401);
    const [row] = await sql<{ status: string }>(`select status from company_invitations where id = $1`, [id]);
    expect(row?.status).toBe('pending');
    expect(
      (await sql(`select 1 from company_team_members where user_id = any($1)`, [[invitee.id, stranger.id]])).length,
    ).toBe(0);
  });

  it('declining closes the invitation and its notification without a membership; accepting afterwards is refused', async () => {
    const invitee = await createUser();
    const id = await invite(invitee, 'recruiter');
    const { data, error } = await invitee.client.rpc('decline_company_invitation', { invitation_id: id });
    expect(error).toBeNull();
    expect(data).toMatchObject({ success: true, changed: true, status: 'declined', message: 'Invitation declined' });
    const note = await invitationNotification(invitee.client, id);
    expect(note).toMatchObject({ read: true, data: { requires_action: false, status: 'declined' } });
    const again = await invitee.client.rpc('decline_company_invitation', { invitation_id: id });
    expect(again.data).toMatchObject({ success: true, changed: false });
    const accept = await invitee.client.rpc('accept_company_invitation', { invitation_id: id });
    expect(accept.error?.code).toBe('P0001');
    expect(accept.status).toBe(400);
    expect((await sql(`select 1 from company_team_members where user_id = $1`, [invitee.id])).length).toBe(0);
  });

  it('answers a missing or unknown invitation id with a clear 400', async () => {
    const invitee = await createUser();
    const missing = await invitee.client.rpc('accept_company_invitation', { invitation_id: null });
    expect(missing.status).toBe(400);
    expect(missing.error?.message).toBe('invitation_id is required');
    const unknownId = randomUUID();
    const unknown = await invitee.client.rpc('decline_company_invitation', { invitation_id: unknownId });
    expect(unknown.status).toBe(400);
    expect(unknown.error?.message).toBe(`Invitation ${unknownId} not found`);
    const malformed = await invitee.client.rpc('accept_company_invitation', { invitation_id: 'not-a-uuid' });
    expect(malformed.status).toBe(400);
  });

  it('links an invitation sent before the account existed once the person signs up, and activates their pending profile', async () => {
    const email = `ines.duarte-${randomUUID().slice(0, 6)}@test.evee.dev`;
    const id = await invite(email, 'hr_manager');
    const [pending] = await sql<{ status: string }>(
      `select status from user_profiles where lower(email) = $1 and user_id is null`,
      [email],
    );
    expect(pending?.status).toBe('pending');

    const invitee = await createUser({ email, metadata: { display_name: 'Inês Duarte' } });
    const [claimed] = await sql<{ status: string; display_name: string }>(
      `select status, display_name from user_profiles where user_id = $1`,
      [invitee.id],
    );
    expect(claimed).toEqual({ status: 'pending', display_name: 'Inês Duarte' });
    expect((await invitationNotification(invitee.client, id))?.data.requires_action).toBe(true);

    const activated = await invitee.client.rpc('activate_pending_user_profile', {
      auth_user_id: invitee.id,
      user_email: email,
    });
    expect(activated.error).toBeNull();
    expect(activated.data).toBe(true);
    const twice = await invitee.client.rpc('activate_pending_user_profile', {
      auth_user_id: invitee.id,
      user_email: email,
    });
    expect(twice.data).toBe(false);
    const accepted = await invitee.client.rpc('accept_company_invitation', { invitation_id: id });
    expect(accepted.data).toMatchObject({ success: true, member_role: 'hr_manager' });
  });
});
