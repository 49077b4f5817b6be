// E-mail Templates as the database keeps them: merge fields are checked whoever saves (unknown
// fields and stray braces refused with words, nothing changed), an archived template cannot be
// queued, 'Send test' delivers the template filled with samples to the caller through the
// queue, and every edit leaves an audit line.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeStaff, sql } from '../fixtures/backend';
import { createUser, serviceClient, type TestUser } from '../fixtures/stack';

let admin: TestUser;
let member: TestUser;

beforeAll(async () => {
  [admin, member] = await Promise.all([createUser(), createUser()]);
  await Promise.all([makeStaff(admin, 'admin'), makeStaff(member, 'member')]);
});

const newId = () => `test_${randomUUID().slice(0, 8)}`;
const template = (id: string, subject: string, body: string) => ({
  id,
  name: 'Offer sent',
  type: 'application',
  channel: 'email',
  subject,
  body,
});

describe('merge fields', () => {
  it('are listed with a sample for staff', async () => {
    const { data } = await member.client.from('template_merge_fields').select('name, sample').eq('name', 'job_title');
    expect(data).toEqual([{ name: 'job_title', sample: 'Senior Frontend Engineer' }]);
  });

  it('refuse an unknown field, from staff and the service role alike, and save nothing', async () => {
    const id = newId();
    const byStaff = await admin.client
      .from('notification_templates')
      .insert(template(id, 'Offer for {{job_title}}', 'Hi {{recipient_name}}, {{salary}} and {{ bonus }}.'));
    expect(byStaff.error?.message).toBe('Unknown merge field {{bonus}}, {{salary}}: use one of the listed fields');
    const byService = await serviceClient()
      .from('notification_templates')
      .insert(template(id, 'Offer for {{job_titel}}', 'Hi.'));
    expect(byService.error?.message).toBe('Unknown merge field {{job_titel}}: use one of the listed fields');
    expect(await sql('select id from public.notification_templates where id = $1', [id])).toEqual([]);
  });

  it('refuse braces that are not a field', async () => {
    const { error } = await admin.client
      .from('notification_templates')
      .insert(template(newId(), 'Offer for {{job title}}', 'Hi {{recipient_name}}.'));
    expect(error?.message).toBe(
      'Merge fields are written like {{job_title}}: letters, digits and underscores inside double braces',
    );
  });

  it('refuse a bad edit and keep the template as it was; good edits are audited', async () => {
    const id = newId();
    expect(
      (
        await admin.client
          .from('notification_templates')
          .insert(template(id, 'Offer: {{job_title}}', 'Hi {{recipient_name}}.'))
      ).error,
    ).toBeNull();
    const bad = await admin.client.from('notification_templates').update({ body: 'Hi {{nickname}}.' }).eq('id', id);
    expect(bad.error?.message).toBe('Unknown merge field {{nickname}}: use one of the listed fields');
    const good = await admin.client
      .from('notification_templates')
      .update({ body: 'Dear {{recipient_name}}.' })
      .eq('id', id);
    expect(good.error).toBeNull();
    const [row] = await sql<{ body: string }>('select body from public.notification_templates where id = $1', [id]);
    expect(row!.body).toBe('Dear {{recipient_name}}.');
    const lines = await sql<{ action: string; actor_id: string }>(
      `select action, actor_id from public.audit_log where target_type = 'notification_template' and target_id = $1 order by id`,
      [id],
    );
    expect(lines).toEqual([
      { action: 'template.create', actor_id: admin.id },
      { action: 'template.update', actor_id: admin.id },
    ]);
  });
});

describe('archiving and test sends', () => {
  it('sends a test to the caller with the samples, and an archived template can no longer be queued', async () => {
    const id = newId();
    await admin.client
      .from('notification_templates')
      .insert(template(id, 'Your offer for {{job_title}}', 'Hi {{recipient_name}}, welcome to {{company_name}}.'));

    expect((await member.client.rpc('send_template_test', { template_id: id })).error?.message).toBe(
      'Only internal admins can send test e-mails',
    );
    const sent = await admin.client.rpc('send_template_test', { template_id: id });
    expect(sent.error).toBeNull();
    const mail = await sql<{ to_email: string; subject: string; body: string }>(
      'select to_email, subject, body from public.email_outbox where queue_id = $1',
      [sent.data],
    );
    expect(mail).toEqual([
      {
        to_email: admin.email,
        subject: 'Your offer for Senior Frontend Engineer',
        body: 'Hi Maya, welcome to Acme Robotics.',
      },
    ]);

    await admin.client.from('notification_templates').update({ archived_at: new Date().toISOString() }).eq('id', id);
    const queued = await admin.client.rpc('queue_notification', {
      notification_type: 'application',
      template_id: id,
      recipient_user_id: admin.id,
      template_variables: { job_title: 'x', recipient_name: 'y', company_name: 'z' },
    });
    expect(queued.error?.message).toBe(`The template ${id} is archived; restore it or choose another`);
    expect((await admin.client.rpc('send_template_test', { template_id: id })).error?.message).toBe(
      `The template ${id} is archived; restore it to send a test`,
    );
  });
});
