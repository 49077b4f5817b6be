// What is sent to an e-mail address reaches only an account that proved it owns the address:
// a company invitation is not linked to, notified to, readable by or answerable by an account
// whose address is unconfirmed, and a pending profile is not claimed by it; once the address
// is confirmed, the invitations and the pending profile reach it.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeCompany, sql, type TestCompany } from '../fixtures/backend';
import { clientWithToken, mintToken } from '../fixtures/rest';
import { createUser, serviceClient, TEST_PASSWORD, type TestUser } from '../fixtures/stack';

let owner: TestUser;
let company: TestCompany;

beforeAll(async () => {
  owner = await createUser();
  company = await makeCompany(owner, 'Proven Address Co');
});

/** An account whose address is not confirmed, holding a token as a session would give it. */
async function unconfirmedAccount(email: string) {
  const { data, error } = await serviceClient().auth.admin.createUser({
    email,
    password: TEST_PASSWORD,
    email_confirm: false,
  });
  if (error || !data.user) throw new Error(`createUser failed: ${error?.message}`);
  const client = clientWithToken(await mintToken({ sub: data.user.id, email }));
  return { id: data.user.id, client };
}

async function invite(email: string): Promise<string> {
  const { data, error } = await owner.client
    .from('company_invitations')
    .insert({ company_id: company.id, email, member_role: 'company_admin' })
    .select('id')
    .single<{ id: string }>();
  if (error) throw new Error(error.message);
  return data.id;
}

const confirm = async (id: string) => {
  const { error } = await serviceClient().auth.admin.updateUserById(id, { email_confirm: true });
  if (error) throw new Error(error.message);
};

const invitationNotes = async (client: TestUser['client'], invitationId: string) =>
  (await client.from('notifications').select('id, data').eq('data->>invitation_id', invitationId)).data ?? [];

describe('invitations wait for a confirmed address', () => {
  it('an unconfirmed account sees no invitation, gets no notification and cannot accept, until it confirms', async () => {
    const email = `squatter-${randomUUID().slice(0, 8)}@test.evee.dev`;
    const squatter = await unconfirmedAccount(email);
    const id = await invite(email);

    expect((await squatter.client.from('company_invitations').select('id')).data).toEqual([]);
    expect(await invitationNotes(squatter.client, id)).toEqual([]);
    const refused = await squatter.client.rpc('accept_company_invitation', { invitation_id: id });
    expect(refused.error?.code).toBe('42501');
    expect(
      await sql(`select 1 from company_team_members where company_id = $1 and user_id = $2`, [company.id, squatter.id]),
    ).toHaveLength(0);

    await confirm(squatter.id);
    expect((await squatter.client.from('company_invitations').select('id')).data).toEqual([{ id }]);
    expect(await invitationNotes(squatter.client, id)).toHaveLength(1);
    const accepted = await squatter.client.rpc('accept_company_invitation', { invitation_id: id });
    expect(accepted.data).toMatchObject({ success: true, member_role: 'company_admin' });
  });

  it('an unconfirmed sign-up does not claim the pending profile made for its address; confirming does', async () => {
    const email = `pending-${randomUUID().slice(0, 8)}@test.evee.dev`;
    await invite(email);
    await sql(`update user_profiles set first_name = 'Invited' where user_id is null and lower(email) = $1`, [email]);
    const squatter = await unconfirmedAccount(email);

    const [own] = await sql<{ first_name: string | null }>(`select first_name from user_profiles where user_id = $1`, [
      squatter.id,
    ]);
    expect(own?.first_name ?? null).toBeNull();
    const activated = await squatter.client.rpc('activate_pending_user_profile', {
      auth_user_id: squatter.id,
      user_email: email,
    });
    expect(activated.data).toBe(false);
    expect(
      await sql(`select 1 from user_profiles where user_id is null and lower(email) = $1 and not _deleted`, [email]),
    ).toHaveLength(1);

    await confirm(squatter.id);
    const [merged] = await sql<{ first_name: string | null; status: string }>(
      `select first_name, status::text from user_profiles where user_id = $1 and not _deleted`,
      [squatter.id],
    );
    expect(merged).toEqual({ first_name: 'Invited', status: 'active' });
    expect(
      await sql(`select 1 from user_profiles where user_id is null and lower(email) = $1 and not _deleted`, [email]),
    ).toHaveLength(0);
  });
});
