import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMember, makeCompany, sql, type TestCompany } from '../fixtures/backend';
import { makeApplication, makeJob } from '../fixtures/hiring';
import { anonClient, createUser, serviceClient, type TestUser } from '../fixtures/stack';

let staff: TestUser;
let recipient: TestUser;
let companyMember: TestUser;
let company: TestCompany;
const templateId = `offer_${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  [staff, recipient, companyMember] = await Promise.all([createUser(), createUser(), createUser()]);
  await sql(`insert into user_roles (user_id, role_type) values ($1, 'internal_admin')`, [staff.id]);
  company = await makeCompany(companyMember, 'Cobalt Energy');
  const created = await staff.client.from('notification_templates').insert({
    id: templateId,
    name: 'Offer sent',
    // Company members send it below, so internal admins marked it for companies.
    company_may_send: true,
    type: 'application',
    channel: 'email',
    subject: 'Your offer from {{company_name}}',
    body: 'Hi {{ first_name }}, {{company_name}} sent you an offer for {{job_title}}.',
  });
  if (created.error) throw new Error(created.error.message);
  // The recipient applied to the company's job: the company may notify them.
  await makeApplication(await makeJob(company.id), recipient.id);
});

const vars = { first_name: 'Amara', company_name: 'Cobalt Energy', job_title: 'Grid Data Engineer' };

async function queueRow(id: string) {
  const [row] = await sql<{ status: string; error: string | null; attempts: number }>(
    `select status, error, attempts from notification_queue where id = $1`,
    [id],
  );
  return row;
}

describe('notification RPCs', () => {
  it('queues a notification with the defaults of the specification', async () => {
    const { data: id, error } = await recipient.client.rpc('queue_notification', {
      notification_type: 'application',
      template_id: templateId,
      recipient_user_id: recipient.id,
      template_variables: vars,
    });
    expect(error).toBeNull();
    const [row] = await sql<{ channel: string; priority: number; status: string; due: boolean }>(
      `select channel, priority, status, scheduled_for <= now() as due from notification_queue where id = $1`,
      [id],
    );
    expect(row).toEqual({ channel: 'email', priority: 5, status: 'pending', due: true });
  });

  it('processing renders the template and delivers by e-mail to the outbox and in-app to notifications', async () => {
    const email = await staff.client.rpc('queue_notification', {
      notification_type: 'application',
      template_id: templateId,
      channel: 'email',
      recipient_user_id: recipient.id,
      template_variables: vars,
      company_id: company.id,
      priority: 1,
    });
    const inApp = await staff.client.rpc('queue_notification', {
      notification_type: 'application',
      template_id: templateId,
      channel: 'in_app',
      recipient_user_id: recipient.id,
      template_variables: vars,
      priority: 1,
    });
    const broken = await staff.client.rpc('queue_notification', {
      notification_type: 'application',
      template_id: templateId,
      recipient_email: 'amara@test.evee.dev',
      template_variables: { first_name: 'Amara' },
      priority: 1,
    });
    const later = await staff.client.rpc('queue_notification', {
      notification_type: 'application',
      template_id: templateId,
      recipient_user_id: recipient.id,
      template_variables: vars,
      scheduled_for: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const { data, error } = await staff.client.rpc('process_notification_queue_batch', {});
    expect(error).toBeNull();
    expect(data.processed).toBeGreaterThanOrEqual(2);
    expect(data.failed).toBeGreaterThanOrEqual(1);

    const [mail] = await sql<{ to_email: string; subject: string; body: string }>(
      `select to_email, subject, body from email_outbox where queue_id = $1`,
      [email.data],
    );
    expect(mail).toEqual({
      to_email: recipient.email,
      subject: 'Your offer from Cobalt Energy',
      body: 'Hi Amara, Cobalt Energy sent you an offer for Grid Data Engineer.',
    });
    const note = await recipient.client
      .from('notifications')
      .select('type, title, message, read')
      .eq('data->>queue_id', inApp.data);
    expect(note.data).toEqual([
      {
        type: 'application',
        title: 'Your offer from Cobalt Energy',
        message: 'Hi Amara, Cobalt Energy sent you an offer for Grid Data Engineer.',
        read: false,
      },
    ]);
    expect(await queueRow(email.data)).toMatchObject({ status: 'processed', attempts: 1 });
    expect(await queueRow(broken.data)).toMatchObject({
      status: 'failed',
      error: 'Missing template variable: company_name',
    });
    expect((await sql(`select 1 from email_outbox where queue_id = $1`, [broken.data])).length).toBe(0);
    expect(await queueRow(later.data)).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('lets only internal admins and the service role process the queue', async () => {
    const user = await recipient.client.rpc('process_notification_queue_batch', {});
    expect(user.error?.code).toBe('42501');
    expect(user.status).toBe(403);
    const anon = await anonClient().rpc('process_notification_queue_batch', {});
    expect(anon.status).toBe(401);
    const service = await serviceClient().rpc('process_notification_queue_batch', { batch_size: 5 });
    expect(service.error).toBeNull();
    expect(service.data).toEqual({ processed: expect.any(Number), failed: expect.any(Number) });
    const bad = await serviceClient().rpc('process_notification_queue_batch', { batch_size: 0 });
    expect(bad.status).toBe(400);
  });

  it('sends immediately and reports success, or the reason it could not', async () => {
    const ok = await companyMember.client.rpc('send_notification_immediately', {
      notification_type: 'application',
      template_id: templateId,
      channel: 'in_app',
      recipient_user_id: recipient.id,
      template_variables: vars,
      company_id: company.id,
    });
    expect(ok.error).toBeNull();
    expect(ok.data).toMatchObject({ success: true, channel: 'in_app' });
    const [delivered] = await sql<{ title: string }>(`select title from notifications where id = $1`, [
      ok.data.delivered_id,
    ]);
    expect(delivered?.title).toBe('Your offer from Cobalt Energy');

    const failed = await companyMember.client.rpc('send_notification_immediately', {
      notification_type: 'application',
      template_id: templateId,
      recipient_email: recipient.email,
      template_variables: {},
      company_id: company.id,
    });
    expect(failed.data).toMatchObject({ success: false, error: 'Missing template variable: company_name' });
  });

  it('lets a user notify only themselves unless they act for their company, to people it works with, or are staff', async () => {
    const other = await createUser();
    const toOther = await recipient.client.rpc('queue_notification', {
      notification_type: 'chat',
      template_id: templateId,
      recipient_user_id: other.id,
      template_variables: vars,
    });
    expect(toOther.error?.code).toBe('42501');
    const notMyCompany = await recipient.client.rpc('queue_notification', {
      notification_type: 'chat',
      template_id: templateId,
      recipient_email: 'someone@test.evee.dev',
      company_id: company.id,
    });
    expect(notMyCompany.error?.code).toBe('42501');
    await addMember(company.id, other);
    const toStranger = await other.client.rpc('queue_notification', {
      notification_type: 'chat',
      template_id: templateId,
      recipient_email: 'someone@test.evee.dev',
      company_id: company.id,
    });
    expect(toStranger.error?.code).toBe('42501');
    const forCompany = await other.client.rpc('queue_notification', {
      notification_type: 'chat',
      template_id: templateId,
      recipient_email: recipient.email,
      company_id: company.id,
    });
    expect(forCompany.error).toBeNull();
    const anon = await anonClient().rpc('queue_notification', {
      notification_type: 'chat',
      template_id: templateId,
      recipient_email: 'x@test.evee.dev',
    });
    expect(anon.status).toBe(401);
  });

  it('rejects invalid input with clear messages and queues nothing', async () => {
    const count = async () =>
      Number(
        (await sql<{ n: string }>(`select count(*) as n from notification_queue where created_by = $1`, [staff.id]))[0]!
          .n,
      );
    const before = await count();
    const cases: [Record<string, unknown>, string][] = [
      [
        { notification_type: 'fax', template_id: templateId, recipient_user_id: recipient.id },
        'Unknown notification type "fax"',
      ],
      [
        { notification_type: 'chat', template_id: 'no_such_template', recipient_user_id: recipient.id },
        'Template "no_such_template" does not exist',
      ],
      [
        { notification_type: 'chat', template_id: templateId, channel: 'sms', recipient_user_id: recipient.id },
        'Unknown channel "sms"',
      ],
      [{ notification_type: 'chat', template_id: templateId }, 'A recipient is required'],
      [
        { notification_type: 'chat', template_id: templateId, channel: 'in_app', recipient_email: 'a@test.evee.dev' },
        'An in-app notification needs recipient_user_id',
      ],
      [{ notification_type: 'chat', template_id: templateId, recipient_user_id: randomUUID() }, 'does not exist'],
      [{ notification_type: 'chat', template_id: templateId, recipient_email: 'not an email' }, 'not a valid e-mail'],
      [
        { notification_type: 'chat', template_id: templateId, recipient_user_id: recipient.id, priority: 11 },
        'priority must be between 1',
      ],
      [
        {
          notification_type: 'chat',
          template_id: templateId,
          recipient_user_id: recipient.id,
          template_variables: [1],
        },
        'must be a JSON object',
      ],
      [
        { notification_type: null, template_id: templateId, recipient_user_id: recipient.id },
        'notification_type is required',
      ],
    ];
    for (const [args, message] of cases) {
      const res = await staff.client.rpc('queue_notification', args);
      expect(res.status, message).toBe(400);
      expect(res.error?.message, message).toContain(message);
    }
    expect(await count()).toBe(before);
  });

  it('keeps templates, the queue and the outbox away from non-staff', async () => {
    for (const table of ['notification_templates', 'notification_queue', 'email_outbox']) {
      expect((await recipient.client.from(table).select('*')).data, table).toEqual([]);
      expect((await anonClient().from(table).select('*')).error?.code, table).toBe('42501');
    }
    const write = await recipient.client
      .from('notification_templates')
      .insert({ id: 'sneaky', name: 'x', type: 'chat', subject: 's', body: 'b' });
    expect(write.error?.code).toBe('42501');
    expect(
      (await staff.client.from('notification_queue').select('id').eq('created_by', staff.id)).data!.length,
    ).toBeGreaterThan(0);
  });
});
