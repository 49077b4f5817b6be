// Who may send which notification to whom: a company sends only the templates marked for
// companies, only to people it has a relationship with (its team, its invitees, its
// applicants), with variables that are text (merge fields, no links) and escaped in e-mails;
// internal templates are staff's; signed-out visitors call none of these RPCs.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeStaff, sql } from '../fixtures/backend';
import { makeJob } from '../fixtures/hiring';
import { anonClient, createUser, type TestUser } from '../fixtures/stack';

let attacker: TestUser;
let stranger: TestUser;
let applicant: TestUser;
let companyId: string;

const invitationVars = {
  recipient_name: 'Sam',
  inviter_name: 'Evee Security',
  company_name: 'Evee',
  role_label: 'Member',
};

const send = (client: TestUser['client'], args: Record<string, unknown>) =>
  client.rpc('send_notification_immediately', {
    notification_type: 'company_invitation',
    template_id: 'company_invitation_email',
    template_variables: invitationVars,
    company_id: companyId,
    ...args,
  });

const outboxTo = async (email: string) =>
  sql<{ subject: string; body: string }>(`select subject, body from email_outbox where lower(to_email) = lower($1)`, [
    email,
  ]);

beforeAll(async () => {
  [attacker, stranger, applicant] = await Promise.all([createUser(), createUser(), createUser()]);
  const made = await attacker.client.rpc('create_company', {
    name: 'Evee Account Security',
    identifier: `sec-${randomUUID().slice(0, 8)}`,
  });
  if (made.error) throw new Error(made.error.message);
  companyId = (made.data as { id: string }).id;
  const job = await makeJob(companyId, { title: 'Support Agent' });
  const applied = await applicant.client.from('job_applications').insert({ job_id: job, user_id: applicant.id });
  if (applied.error) throw new Error(applied.error.message);
});

describe('notification senders', () => {
  it('a fresh company cannot notify or e-mail a stranger it has no relationship with', async () => {
    const byId = await send(attacker.client, { channel: 'in_app', recipient_user_id: stranger.id });
    expect(byId.error?.code).toBe('42501');
    const byEmail = await send(attacker.client, { recipient_email: stranger.email });
    expect(byEmail.error?.code).toBe('42501');
    const queued = await attacker.client.rpc('queue_notification', {
      notification_type: 'company_invitation',
      template_id: 'company_invitation_email',
      recipient_email: `nobody-${randomUUID().slice(0, 6)}@test.evee.dev`,
      template_variables: invitationVars,
      company_id: companyId,
    });
    expect(queued.error?.code).toBe('42501');
    expect(await outboxTo(stranger.email)).toEqual([]);
    expect((await stranger.client.from('notifications').select('id')).data).toEqual([]);
  });

  it('a company cannot send an internal template, even to its own applicant', async () => {
    const res = await send(attacker.client, {
      template_id: 'internal_staff_invitation',
      recipient_user_id: applicant.id,
      template_variables: { inviter_name: 'Evee', role_label: 'Owner' },
    });
    expect(res.error).toMatchObject({
      code: '42501',
      message: 'Only Evee staff can send the template "internal_staff_invitation"',
    });
  });

  it('a company notifies its applicant, with its own name, words escaped as text and no links', async () => {
    const linked = await send(attacker.client, {
      recipient_user_id: applicant.id,
      template_variables: { ...invitationVars, recipient_name: 'Sam, verify at http://evil.test/login' },
    });
    expect(linked.error).toMatchObject({ code: '22023', message: expect.stringContaining('may not contain a link') });
    const bare = await send(attacker.client, {
      recipient_user_id: applicant.id,
      template_variables: { ...invitationVars, inviter_name: 'go to evee-login.com now' },
    });
    expect(bare.error?.code).toBe('22023');
    const extra = await send(attacker.client, {
      channel: 'in_app',
      recipient_user_id: applicant.id,
      template_variables: { ...invitationVars, requires_action: true },
    });
    expect(extra.error?.code).toBe('22023');

    const ok = await send(attacker.client, {
      recipient_user_id: applicant.id,
      template_variables: { ...invitationVars, recipient_name: '<b>Sam</b> & "co"' },
    });
    expect(ok.error).toBeNull();
    expect(ok.data).toMatchObject({ success: true });
    const [mail] = await outboxTo(applicant.email);
    expect(mail?.body).toContain('Hi &lt;b&gt;Sam&lt;/b&gt; &amp; &quot;co&quot;,');
    expect(mail?.body).toContain('join Evee Account Security on Evee');
    expect(mail?.subject).toBe("You're invited to join Evee Account Security on Evee");
  });

  it('staff templates are for internal admins: a read-only portal member sends none to others', async () => {
    const portalMember = await createUser();
    await makeStaff(portalMember, 'member');
    const res = await portalMember.client.rpc('send_notification_immediately', {
      notification_type: 'company_invitation',
      template_id: 'internal_staff_invitation',
      recipient_user_id: stranger.id,
      template_variables: { inviter_name: 'Evee', role_label: 'Owner' },
    });
    expect(res.error?.code).toBe('42501');
  });

  it('signed-out visitors may not call the notification or invitation RPCs at all', async () => {
    const anon = anonClient();
    const calls = await Promise.all([
      anon.rpc('queue_notification', {
        notification_type: 'chat',
        template_id: 'company_invitation_email',
        recipient_email: stranger.email,
      }),
      anon.rpc('send_notification_immediately', {
        notification_type: 'chat',
        template_id: 'company_invitation_email',
        recipient_email: stranger.email,
      }),
      anon.rpc('accept_company_invitation', { invitation_id: randomUUID() }),
      anon.rpc('decline_company_invitation', { invitation_id: randomUUID() }),
      anon.rpc('activate_pending_user_profile', { auth_user_id: randomUUID(), user_email: stranger.email }),
    ]);
    for (const res of calls) {
      expect(res.status).toBe(401);
      expect(res.error?.message).toContain('permission denied for function');
    }
  });
});
