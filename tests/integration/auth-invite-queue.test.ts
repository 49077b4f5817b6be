// Company and staff invitations to an address without an account queue Auth's own invitation
// (private.auth_invites), which the scheduled job sends through the gateway's admin /invite
// with the service-role key. GoTrue's behaviour this follows: internal/api/invite.go (an invited
// user with invited_at and an invite mail), verify.go (type invite confirms and signs in, the
// tokens in the redirect's fragment with type=invite), and signup.go's handling of an invited,
// unconfirmed user (sign-up still works for them).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITE_LANDING } from '../../supabase/local/auth-invites';
import { startScheduler } from '../../supabase/local/scheduler';
import { outbox } from '../fixtures/auth';
import { makeCompany, makeStaff, sql } from '../fixtures/backend';
import { anonClient, createUser, signIn, stack, TEST_PASSWORD, uniqueEmail, type TestUser } from '../fixtures/stack';

const SITE = 'http://localhost:4173';
let pool: pg.Pool;
let owner: TestUser;
let companyId: string;

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: stack().dbUrl, max: 4 });
  owner = await createUser();
  companyId = (await makeCompany(owner, 'Harbour Signals')).id;
});

afterAll(() => pool.end());

/** One scheduler round, limited to these addresses (other files share the database). */
async function runScheduler(...only: string[]): Promise<string[]> {
  const failures: string[] = [];
  const scheduler = startScheduler(pool, 3_600_000, (line) => failures.push(line), {
    url: stack().url,
    serviceRoleKey: stack().serviceRoleKey,
    redirectTo: SITE + INVITE_LANDING,
    only,
  });
  await scheduler.runOnce();
  await scheduler.stop();
  return failures;
}

async function inviteToCompany(email: string, by = owner, company = companyId): Promise<string> {
  const { data, error } = await by.client
    .from('company_invitations')
    .insert({ company_id: company, email, member_role: 'company_member' })
    .select('id')
    .single<{ id: string }>();
  if (error) throw new Error(`invite failed: ${error.message}`);
  return data.id;
}

const queued = (email: string) =>
  sql<{ state: string; user_id: string | null }>('select state, user_id from private.auth_invites where email = $1', [
    email,
  ]);
const accounts = (email: string) => sql<{ id: string }>('select id from auth.users where lower(email) = $1', [email]);
const inviteMails = async (email: string) =>
  (await outbox(email)).filter((m) => m.subject === 'You have been invited to Evee');

/** Follows the invite link as a browser would and answers the session in its fragment. */
async function followInvite(email: string) {
  const [mail] = await inviteMails(email);
  const res = await fetch(mail!.link!, { redirect: 'manual' });
  const landing = new URL(res.headers.get('location')!);
  const fragment = new URLSearchParams(landing.hash.slice(1));
  const client = anonClient();
  const { error } = await client.auth.setSession({
    access_token: fragment.get('access_token')!,
    refresh_token: fragment.get('refresh_token')!,
  });
  expect(error).toBeNull();
  return { landing, type: fragment.get('type'), client };
}

describe('Auth invitations for invited addresses without an account', () => {
  it('queues a company invitation to a new address and the scheduler mails Auth’s invite link, which lands on Set your password', async () => {
    const email = uniqueEmail('team-invitee');
    await inviteToCompany(email);
    expect(await queued(email)).toEqual([{ state: 'queued', user_id: null }]);
    expect(await inviteMails(email)).toEqual([]);

    expect(await runScheduler(email)).toEqual([]);
    const [account] = await accounts(email);
    expect(await queued(email)).toEqual([{ state: 'sent', user_id: account!.id }]);
    const [user] = await sql<{ invited_at: Date | null; email_confirmed_at: Date | null }>(
      'select invited_at, email_confirmed_at from auth.users where id = $1',
      [account!.id],
    );
    expect(user!.invited_at).toBeInstanceOf(Date);
    expect(user!.email_confirmed_at).toBeNull();

    const { landing, type, client } = await followInvite(email);
    expect(`${landing.origin}${landing.pathname}${landing.search}`).toBe(SITE + INVITE_LANDING);
    expect(type).toBe('invite');
    expect((await client.auth.updateUser({ password: TEST_PASSWORD })).error).toBeNull();
    const again = await signIn(email, TEST_PASSWORD);
    const { data: invitations } = await again
      .from('company_invitations')
      .select('company_id, status')
      .eq('email', email);
    expect(invitations).toEqual([{ company_id: companyId, status: 'pending' }]);
  });

  it('queues a staff invitation to a new address and sends one Auth invite for it', async () => {
    const staffOwner = await createUser();
    await makeStaff(staffOwner, 'owner');
    const email = uniqueEmail('staff-invitee');
    const { data, error } = await staffOwner.client.rpc('internal_invite_staff', { email, member_role: 'member' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: 'invited' });
    expect(await queued(email)).toEqual([{ state: 'queued', user_id: null }]);
    await runScheduler(email);
    expect(await inviteMails(email)).toHaveLength(1);
    const { client } = await followInvite(email);
    const { data: me } = await client.auth.getUser();
    const portal = await sql('select member_role::text from internal_portal_users where user_id = $1', [me.user!.id]);
    expect(portal).toEqual([{ member_role: 'member' }]);
  });

  it('makes one Auth invite for an address invited by several companies at once', async () => {
    const email = uniqueEmail('many-invites');
    const owners = await Promise.all([createUser(), createUser(), createUser(), createUser()]);
    const companies = await Promise.all(owners.map((o, i) => makeCompany(o, `Parallel Works ${i}`)));
    await Promise.all(owners.map((o, i) => inviteToCompany(email, o, companies[i]!.id)));
    expect(await queued(email)).toHaveLength(1);
    await Promise.all([runScheduler(email), runScheduler(email)]);
    expect(await accounts(email)).toHaveLength(1);
    expect(await inviteMails(email)).toHaveLength(1);
  });

  it('does not queue an Auth invite for an address that already has an account', async () => {
    const existing = await createUser();
    await inviteToCompany(existing.email);
    expect(await queued(existing.email)).toEqual([]);
  });

  it('drops the queued invite when the invitation is revoked before the scheduler ran', async () => {
    const email = uniqueEmail('revoked-early');
    const id = await inviteToCompany(email);
    expect((await owner.client.rpc('revoke_company_invitation', { invitation_id: id })).error).toBeNull();
    expect(await queued(email)).toEqual([]);
    await runScheduler(email);
    expect(await accounts(email)).toEqual([]);
    expect(await inviteMails(email)).toEqual([]);
  });

  it('removes the invited, never-used account when its last invitation is revoked, and keeps it while another is pending', async () => {
    const email = uniqueEmail('revoked-late');
    const other = await createUser();
    const otherCompany = await makeCompany(other, 'Second Harbour');
    const first = await inviteToCompany(email);
    const second = await inviteToCompany(email, other, otherCompany.id);
    await runScheduler(email);
    expect(await accounts(email)).toHaveLength(1);

    expect((await owner.client.rpc('revoke_company_invitation', { invitation_id: first })).error).toBeNull();
    expect(await accounts(email)).toHaveLength(1);
    expect((await other.client.rpc('revoke_company_invitation', { invitation_id: second })).error).toBeNull();
    expect(await accounts(email)).toEqual([]);
    expect(await queued(email)).toEqual([]);
  });

  it('removes the never-used account of a cancelled staff invitation', async () => {
    const staffOwner = await createUser();
    await makeStaff(staffOwner, 'owner');
    const email = uniqueEmail('staff-cancelled');
    const { data } = await staffOwner.client.rpc('internal_invite_staff', { email, member_role: 'member' });
    await runScheduler(email);
    expect(await accounts(email)).toHaveLength(1);
    const cancel = await staffOwner.client.rpc('internal_cancel_staff_invitation', {
      invitation_id: (data as { invitation_id: string }).invitation_id,
    });
    expect(cancel.error).toBeNull();
    expect(await accounts(email)).toEqual([]);
    expect(await queued(email)).toEqual([]);
  });

  it('keeps an invited account once its owner followed the link, when the invitation is revoked', async () => {
    const email = uniqueEmail('used-invite');
    const id = await inviteToCompany(email);
    await runScheduler(email);
    await followInvite(email);
    expect((await owner.client.rpc('revoke_company_invitation', { invitation_id: id })).error).toBeNull();
    expect(await accounts(email)).toHaveLength(1);
  });

  it('lets a person whose invite mail was lost sign up at the invited address, never trusting the password sent with it', async () => {
    const email = uniqueEmail('lost-invite');
    const id = await inviteToCompany(email);
    await runScheduler(email);
    // Whoever signs up may not own the address: the account keeps no password from it (signup.go).
    const { error } = await anonClient().auth.signUp({ email, password: TEST_PASSWORD });
    expect(error).toBeNull();
    const early = await anonClient().auth.signInWithPassword({ email, password: TEST_PASSWORD });
    expect(early.error?.code).toBe('invalid_credentials');
    const confirmation = (await outbox(email)).find((m) => m.subject === 'Confirm your e-mail address');
    const res = await fetch(confirmation!.link!, { redirect: 'manual' });
    const fragment = new URLSearchParams(new URL(res.headers.get('location')!).hash.slice(1));
    const client = anonClient();
    await client.auth.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    const { data } = await client.from('company_invitations').select('id, status').eq('email', email);
    expect(data).toEqual([{ id, status: 'pending' }]);
    const later = await anonClient().auth.signInWithPassword({ email, password: TEST_PASSWORD });
    expect(later.error?.code).toBe('invalid_credentials');
    // Confirmed by its owner: revoking now keeps the account.
    expect((await owner.client.rpc('revoke_company_invitation', { invitation_id: id })).error).toBeNull();
    expect(await accounts(email)).toHaveLength(1);
  });

  it('gives a signed-in stranger and a visitor no way to read or write the queue', async () => {
    const email = uniqueEmail('queue-probe');
    await inviteToCompany(email);
    const stranger = await createUser();
    for (const client of [stranger.client, anonClient()]) {
      const read = await client
        .schema('private' as 'public')
        .from('auth_invites' as never)
        .select('*');
      expect(read.error?.code).toBe('PGRST106');
      const claim = await client.rpc('claim_auth_invites' as never, { max_count: 5 } as never);
      expect(claim.error?.code).toBe('PGRST202');
    }
    const direct = await pool.connect();
    try {
      for (const role of ['authenticated', 'anon']) {
        await direct.query('begin');
        await direct.query(`set local role ${role}`);
        await expect(direct.query('select * from private.auth_invites')).rejects.toThrow(/permission denied/);
        await direct.query('rollback');
        await direct.query('begin');
        await direct.query(`set local role ${role}`);
        await expect(direct.query('select private.claim_auth_invites(5)')).rejects.toThrow(/permission denied/);
        await direct.query('rollback');
      }
    } finally {
      direct.release();
    }
    expect(await queued(email)).toEqual([{ state: 'queued', user_id: null }]);
  });
});
