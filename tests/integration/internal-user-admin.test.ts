// User Management's rules as the database enforces them: members read; admins change talent,
// recruiter and company roles and suspend accounts; only owners and super admins manage
// internal roles; nobody changes their own internal role or suspends themselves. Suspension
// stops sign-in and ends every session. Each change leaves a line in the audit log.
import { beforeAll, describe, expect, it } from 'vitest';
import { addMember, makeCompany, makeStaff, sql, type PortalRole } from '../fixtures/backend';
import { anonClient, createUser, db, serviceClient, signIn, uniqueEmail, type TestUser } from '../fixtures/stack';

const staff = {} as Record<PortalRole, TestUser>;

beforeAll(async () => {
  const roles = ['member', 'admin', 'super_admin', 'owner'] as const;
  const people = await Promise.all(roles.map((role) => createUser({ metadata: { display_name: `Staff ${role}` } })));
  roles.forEach((role, i) => (staff[role] = people[i]!));
  await Promise.all(Object.entries(staff).map(([role, user]) => makeStaff(user, role as PortalRole)));
});

const setRole = (by: TestUser, target: string, role: string, granted: boolean, companyId?: string) =>
  by.client.rpc('internal_set_role', { target, role, granted, company_id: companyId ?? null });

const activeRoles = async (userId: string) =>
  (
    await sql<{ role_type: string }>(
      'select role_type from public.user_roles where user_id = $1 and not _deleted order by role_type',
      [userId],
    )
  ).map((r) => r.role_type);

const auditOf = (subject: string) =>
  sql<{ actor_id: string | null; action: string; target_type: string }>(
    'select actor_id, action, target_type from public.audit_log where subject_user_id = $1 order by id',
    [subject],
  );

describe('searching users', () => {
  it('finds accounts by e-mail or name for any staff, a page at a time with the total', async () => {
    const person = await createUser({ metadata: { display_name: 'Quentin Zephyrine' } });
    const { data, error } = await staff.member.client.rpc('internal_search_users', { q: 'zephyrine' });
    expect(error).toBeNull();
    expect(data).toEqual([
      expect.objectContaining({ user_id: person.id, email: person.email, display_name: 'Quentin Zephyrine', total: 1 }),
    ]);
    const byMail = await staff.member.client.rpc('internal_search_users', { q: person.email.toUpperCase() });
    expect(byMail.data?.map((u: { user_id: string }) => u.user_id)).toEqual([person.id]);
    const paged = await staff.member.client.rpc('internal_search_users', { q: '', page_size: 2 });
    expect(paged.data).toHaveLength(2);
    expect(Number(paged.data![0].total)).toBeGreaterThan(2);
  });

  it('treats % and _ in the search as letters', async () => {
    const { data } = await staff.member.client.rpc('internal_search_users', { q: '%_%' });
    expect(data).toEqual([]);
  });

  it('is refused to everyone but staff', async () => {
    const talent = await createUser();
    const { error } = await talent.client.rpc('internal_search_users', { q: '' });
    expect(error?.message).toBe('Only internal staff can search users');
    const anon = await anonClient().rpc('internal_search_users', { q: '' });
    expect(anon.error).not.toBeNull();
  });

  it("shows one account's roles, companies and activity", async () => {
    const person = await createUser({ metadata: { display_name: 'Rosa Detail' } });
    const company = await makeCompany(await createUser(), 'Detail Works');
    await addMember(company.id, person);
    const { data, error } = await staff.member.client.rpc('internal_user_detail', { target: person.id });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      user_id: person.id,
      email: person.email,
      suspended: false,
      profile: { display_name: 'Rosa Detail' },
      companies: [{ company_id: company.id, name: 'Detail Works', member_role: 'company_member' }],
      activity: { applications: 0, tickets: 0 },
    });
    expect((data as { roles: { role: string }[] }).roles.map((r) => r.role).sort()).toEqual([
      'company_member',
      'talent',
    ]);
  });
});

describe('changing roles', () => {
  it('lets admins grant and revoke the recruiter role, and members not at all', async () => {
    const person = await createUser();
    expect((await setRole(staff.member, person.id, 'recruiter', true)).error?.message).toBe(
      'Only internal admins can change roles',
    );
    expect((await setRole(staff.admin, person.id, 'recruiter', true)).error).toBeNull();
    expect(await activeRoles(person.id)).toEqual(['recruiter', 'talent']);
    expect((await setRole(staff.admin, person.id, 'recruiter', false)).error).toBeNull();
    expect(await activeRoles(person.id)).toEqual(['talent']);
    const lines = await auditOf(person.id);
    expect(lines.filter((l) => l.actor_id === staff.admin.id).map((l) => l.action)).toEqual([
      'role.grant',
      'role.revoke',
    ]);
  });

  it('changes company roles as memberships, and never leaves a company without an owner', async () => {
    const owner = await createUser();
    const person = await createUser();
    const company = await makeCompany(owner, 'Role Co');
    expect((await setRole(staff.admin, person.id, 'company_admin', true, company.id)).error).toBeNull();
    expect(await activeRoles(person.id)).toEqual(['company_admin', 'talent']);
    expect((await setRole(staff.admin, person.id, 'company_admin', false, company.id)).error).toBeNull();
    expect(await activeRoles(person.id)).toEqual(['talent']);
    expect((await setRole(staff.admin, owner.id, 'company_admin', false, company.id)).error?.message).toBe(
      'A company needs at least one owner',
    );
    expect((await setRole(staff.admin, person.id, 'company_member', true)).error?.message).toBe(
      'Choose the company for a company role',
    );
  });

  it('keeps internal roles to owners and super admins, and one internal role per person', async () => {
    const person = await createUser();
    expect((await setRole(staff.admin, person.id, 'internal_member', true)).error?.message).toBe(
      'Only owners and super admins manage internal roles',
    );
    expect((await setRole(staff.super_admin, person.id, 'internal_member', true)).error).toBeNull();
    expect((await setRole(staff.super_admin, person.id, 'internal_admin', true)).error).toBeNull();
    expect(await activeRoles(person.id)).toEqual(['internal_admin', 'talent']);
    const portal = await sql('select member_role from public.internal_portal_users where user_id = $1', [person.id]);
    expect(portal).toEqual([{ member_role: 'admin' }]);
    expect((await setRole(staff.super_admin, person.id, 'internal_owner', true)).error?.message).toBe(
      'Only an owner can make an owner',
    );
    expect((await setRole(staff.owner, person.id, 'internal_owner', true)).error).toBeNull();
    expect((await setRole(staff.super_admin, person.id, 'internal_owner', false)).error?.message).toBe(
      'Only an owner can remove an owner',
    );
    expect((await setRole(staff.owner, person.id, 'internal_owner', false)).error).toBeNull();
    expect(await activeRoles(person.id)).toEqual(['talent']);
    const actions = (await auditOf(person.id)).map((l) => l.action);
    expect(actions).toEqual(expect.arrayContaining(['staff.add', 'staff.role', 'staff.remove', 'role.revoke']));
  });

  it('refuses a change to one’s own internal role', async () => {
    const { error } = await setRole(staff.owner, staff.owner.id, 'internal_member', true);
    expect(error?.message).toBe('You cannot change your own internal role');
    expect(await activeRoles(staff.owner.id)).toContain('internal_owner');
  });
});

describe('the last owner', () => {
  it('stays, even for the service role', async () => {
    // Inside a transaction that is rolled back: every other owner is demoted first.
    const client = await db();
    try {
      await client.query('begin');
      await client.query(
        `update public.internal_portal_users set member_role = 'admin' where member_role = 'owner' and user_id <> $1`,
        [staff.owner.id],
      );
      await client.query(
        `update public.user_roles set _deleted = true where role_type = 'internal_owner' and user_id <> $1`,
        [staff.owner.id],
      );
      await client.query(`select set_config('role', 'service_role', true)`);
      await expect(
        client.query(`select public.internal_set_role($1, 'internal_owner', false)`, [staff.owner.id]),
      ).rejects.toThrow('The portal needs at least one owner');
    } finally {
      await client.query('rollback').catch(() => undefined);
      await client.end();
    }
    expect(await activeRoles(staff.owner.id)).toContain('internal_owner');
  });
});

describe('the portal team', () => {
  const invite = (by: TestUser, email: string, role: string) =>
    by.client.rpc('internal_invite_staff', { email, member_role: role });

  it('takes an existing account by e-mail at once, from owners and super admins, with words for every refusal', async () => {
    const person = await createUser();
    expect((await invite(staff.admin, person.email, 'member')).error?.message).toBe(
      'Only owners and super admins manage internal roles',
    );
    expect((await invite(staff.super_admin, 'not an e-mail', 'member')).error?.message).toBe('Enter an e-mail address');
    expect((await invite(staff.super_admin, person.email, 'owner')).error?.message).toBe(
      'Only an owner can make an owner',
    );
    const added = await invite(staff.super_admin, person.email.toUpperCase(), 'admin');
    expect(added.error).toBeNull();
    expect(added.data).toEqual({ status: 'added', user_id: person.id });
    expect(await activeRoles(person.id)).toEqual(['internal_admin', 'talent']);
    expect((await invite(staff.owner, person.email, 'member')).error?.message).toBe(
      `${person.email} is already on the team`,
    );
  });

  it('invites an address with no account by e-mail, and the person joins once they confirm it', async () => {
    const email = uniqueEmail('staff-invite');
    const invited = await invite(staff.super_admin, email, 'member');
    expect(invited.error).toBeNull();
    expect(invited.data).toMatchObject({ status: 'invited' });
    expect((await invite(staff.owner, email, 'admin')).error?.message).toBe(`${email} is already invited`);
    const queued = await sql<{ recipient_email: string; template_id: string }>(
      `select recipient_email, template_id from public.notification_queue where recipient_email = $1`,
      [email],
    );
    expect(queued).toEqual([{ recipient_email: email, template_id: 'internal_staff_invitation' }]);

    const person = await createUser({ email });
    expect(await activeRoles(person.id)).toEqual(['internal_member', 'talent']);
    const [invitation] = await sql<{ accepted: boolean }>(
      'select accepted_at is not null as accepted from public.internal_staff_invitations where email = $1',
      [email],
    );
    expect(invitation!.accepted).toBe(true);
  });

  it('lets owners and super admins cancel a pending invitation, after which signing up grants nothing', async () => {
    const email = uniqueEmail('staff-cancel');
    const invited = await invite(staff.owner, email, 'admin');
    const invitationId = (invited.data as { invitation_id: string }).invitation_id;
    expect(
      (await staff.admin.client.rpc('internal_cancel_staff_invitation', { invitation_id: invitationId })).error
        ?.message,
    ).toBe('Only owners and super admins manage internal roles');
    expect(
      (await staff.super_admin.client.rpc('internal_cancel_staff_invitation', { invitation_id: invitationId })).error,
    ).toBeNull();
    const person = await createUser({ email });
    expect(await activeRoles(person.id)).toEqual(['talent']);
  });
});

describe('suspending an account', () => {
  it('stops sign-in, ends every session, and reactivation lets them back', async () => {
    const person = await createUser();
    expect((await person.client.from('user_roles').select('role_type')).error).toBeNull();

    expect(
      (await staff.member.client.rpc('internal_set_suspended', { target: person.id, suspended: true })).error?.message,
    ).toBe('Only internal admins can suspend accounts');
    const { error } = await staff.admin.client.rpc('internal_set_suspended', { target: person.id, suspended: true });
    expect(error).toBeNull();

    const stale = await person.client.from('user_roles').select('role_type');
    expect(stale.error?.message).toBe('Session from session_id claim in JWT does not exist');
    const again = anonClient();
    const refused = await again.auth.signInWithPassword({ email: person.email, password: person.password });
    expect(refused.error?.message).toBe('User is banned');
    expect((await auditOf(person.id)).at(-1)).toMatchObject({ actor_id: staff.admin.id, action: 'user.suspend' });

    await staff.admin.client.rpc('internal_set_suspended', { target: person.id, suspended: false });
    const back = await signIn(person.email, person.password);
    expect((await back.from('user_roles').select('role_type')).data).toEqual([{ role_type: 'talent' }]);
    expect((await auditOf(person.id)).at(-1)).toMatchObject({ action: 'user.reactivate' });
  });

  it('needs an owner or super admin for staff, and nobody suspends themselves', async () => {
    const colleague = await createUser();
    await makeStaff(colleague, 'member');
    const byAdmin = await staff.admin.client.rpc('internal_set_suspended', { target: colleague.id, suspended: true });
    expect(byAdmin.error?.message).toBe('Only owners and super admins can suspend internal staff');
    const self = await staff.super_admin.client.rpc('internal_set_suspended', {
      target: staff.super_admin.id,
      suspended: true,
    });
    expect(self.error?.message).toBe('You cannot suspend yourself');
  });
});

describe('the audit log', () => {
  it('is read by staff only', async () => {
    const talent = await createUser();
    expect((await talent.client.from('audit_log').select('id').limit(1)).data).toEqual([]);
    expect((await staff.member.client.from('audit_log').select('id').limit(1)).data).toHaveLength(1);
  });

  it('names the actor, the person concerned, a ticket and its assignee for staff, in one call', async () => {
    const person = await createUser({ metadata: { display_name: 'Ottilie Nameable' } });
    const granted = await setRole(staff.admin, person.id, 'recruiter', true);
    expect(granted.error).toBeNull();
    const ticket = await person.client
      .from('support_tickets')
      .insert({ subject: 'Invoice for October', body: 'Where is it?' })
      .select('id')
      .single();
    expect(ticket.error).toBeNull();
    const assigned = await staff.member.client
      .from('support_tickets')
      .update({ assignee_id: staff.owner.id })
      .eq('id', ticket.data!.id)
      .select('id');
    expect(assigned.data).toHaveLength(1);

    const { data, error } = await staff.member.client.rpc('internal_audit_log', { subject: person.id });
    expect(error).toBeNull();
    const lines = (data ?? []) as { action: string; actor_id: string | null }[];
    const line = (action: string) => lines.find((l) => l.action === action && l.actor_id !== null);
    expect(lines.map((l) => l.action)).toEqual(['ticket.assign', 'role.grant', 'role.grant']);
    expect(line('role.grant')).toMatchObject({
      actor_name: 'Staff admin',
      subject_name: 'Ottilie Nameable',
      target_label: null,
      total: 3,
    });
    expect(line('ticket.assign')).toMatchObject({
      actor_name: 'Staff member',
      subject_name: 'Ottilie Nameable',
      target_label: 'Invoice for October',
      people: { [staff.owner.id]: 'Staff owner' },
    });
    const byName = await staff.member.client.rpc('internal_audit_log', { actor: 'staff ADMIN', subject: person.id });
    const named = (byName.data ?? []) as { action: string; actor_id: string }[];
    expect(named.map((l) => [l.action, l.actor_id])).toEqual([['role.grant', staff.admin.id]]);
  });

  it('refuses the named audit log to anyone but staff, even about their own lines', async () => {
    const person = await createUser({ metadata: { display_name: 'Peeking Person' } });
    await setRole(staff.admin, person.id, 'recruiter', true);
    const attempts = await Promise.all([
      person.client.rpc('internal_audit_log', { subject: person.id }),
      person.client.rpc('internal_audit_log', {}),
      anonClient().rpc('internal_audit_log', {}),
    ]);
    expect(attempts[0].error?.message).toBe('Only internal staff can read the audit log');
    expect(attempts[1].error?.message).toBe('Only internal staff can read the audit log');
    expect(attempts[2].error?.code).toBe('42501');
    expect(attempts.every((a) => !a.data?.length)).toBe(true);
  });

  it('cannot be changed or emptied by anyone but the service role', async () => {
    const [line] = await sql<{ id: string }>('select id from public.audit_log order by id desc limit 1');
    const update = await staff.owner.client.from('audit_log').update({ action: 'role.forged' }).eq('id', line!.id);
    expect(update.error).not.toBeNull();
    const remove = await staff.owner.client.from('audit_log').delete().eq('id', line!.id);
    expect(remove.error).not.toBeNull();
    await expect(
      sql('update public.audit_log set action = $2 where id = $1', [line!.id, 'role.forged']),
    ).rejects.toThrow('The audit log is append-only');
    const insert = await staff.owner.client
      .from('audit_log')
      .insert({ action: 'role.forged', target_type: 'user', target_id: 'x' });
    expect(insert.error).not.toBeNull();
    const service = await serviceClient()
      .from('audit_log')
      .update({ after: { note: 'redacted by the service role' } })
      .eq('id', line!.id)
      .select('id');
    expect(service.error).toBeNull();
    expect(service.data).toEqual([{ id: Number(line!.id) }]);
  });
});
