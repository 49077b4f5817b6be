import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  processNotificationQueueBatch,
  queueNotification,
  sendNotificationImmediately,
  type QueueToast,
} from '@/features/notifications/data/notification-queue';
import { sql } from '../fixtures/backend';
import { createUser, type TestUser } from '../fixtures/stack';

let staff: TestUser;
let recipient: TestUser;
const templateId = `welcome_${randomUUID().slice(0, 8)}`;

/** The toasts the module asked for, in order (the app passes the toaster's notify). */
function toasts() {
  const shown: { kind: string; toast: QueueToast }[] = [];
  return { shown, notify: (kind: 'success' | 'error', toast: QueueToast) => void shown.push({ kind, toast }) };
}

beforeAll(async () => {
  [staff, recipient] = await Promise.all([createUser(), createUser()]);
  await sql(`insert into user_roles (user_id, role_type) values ($1, 'internal_admin')`, [staff.id]);
  const created = await staff.client.from('notification_templates').insert({
    id: templateId,
    name: 'Welcome aboard',
    // Sent by a signed-in person to themselves below, so companies may send it.
    company_may_send: true,
    type: 'application',
    channel: 'email',
    subject: 'Welcome to {{company_name}}, {{first_name}}',
    body: 'Hi {{ first_name }}, your first day at {{company_name}} is {{start_date}}.',
  });
  if (created.error) throw new Error(created.error.message);
});

const vars = { first_name: 'Noor', company_name: 'Helio Labs', start_date: 'Monday' };

describe('the notification queue module', () => {
  it('queues with channel email, priority 5 and scheduled now by default, and returns the queue id', async () => {
    const { shown, notify } = toasts();
    const before = Date.now();
    const id = await queueNotification(
      recipient.client,
      { notificationType: 'application', templateId, recipientUserId: recipient.id, templateVariables: vars },
      notify,
    );
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const [row] = await sql<{ channel: string; priority: number; scheduled_ms: number }>(
      `select channel, priority, extract(epoch from scheduled_for) * 1000 as scheduled_ms from notification_queue where id = $1`,
      [id],
    );
    expect(row).toMatchObject({ channel: 'email', priority: 5 });
    expect(Math.abs(Number(row!.scheduled_ms) - before)).toBeLessThan(10_000);
    expect(shown).toEqual([]);
  });

  it('returns null and shows "Failed to queue notification" when the server refuses', async () => {
    const { shown, notify } = toasts();
    const id = await queueNotification(
      recipient.client,
      { notificationType: 'application', templateId: 'no_such_template', recipientUserId: recipient.id },
      notify,
    );
    expect(id).toBeNull();
    expect(shown.map((s) => s.toast.title)).toEqual(['Failed to queue notification']);
  });

  it('processes a batch: renders the template into the e-mail outbox and in-app notifications, and counts failures', async () => {
    const { notify } = toasts();
    const base = { notificationType: 'application' as const, templateId, priority: 1 };
    const email = await queueNotification(
      staff.client,
      { ...base, recipientEmail: `noor-${randomUUID().slice(0, 6)}@test.evee.dev`, templateVariables: vars },
      notify,
    );
    const inApp = await queueNotification(
      staff.client,
      { ...base, channel: 'in_app', recipientUserId: recipient.id, templateVariables: vars },
      notify,
    );
    const missingVariable = await queueNotification(
      staff.client,
      { ...base, recipientUserId: recipient.id, templateVariables: { first_name: 'Noor' } },
      notify,
    );
    const result = await processNotificationQueueBatch(staff.client, notify);
    expect(result.processed).toBeGreaterThanOrEqual(2);
    expect(result.failed).toBeGreaterThanOrEqual(1);

    const statuses = await sql<{ id: string; status: string; error: string | null }>(
      `select id, status, error from notification_queue where id = any($1::uuid[])`,
      [[email, inApp, missingVariable]],
    );
    const byId = Object.fromEntries(statuses.map((s) => [s.id, s]));
    expect(byId[email!]!.status).toBe('processed');
    expect(byId[inApp!]!.status).toBe('processed');
    expect(byId[missingVariable!]).toMatchObject({
      status: 'failed',
      error: 'Missing template variable: company_name',
    });

    const [mail] = await sql<{ subject: string; body: string }>(
      `select subject, body from email_outbox where queue_id = $1`,
      [email],
    );
    expect(mail).toEqual({
      subject: 'Welcome to Helio Labs, Noor',
      body: 'Hi Noor, your first day at Helio Labs is Monday.',
    });
    const { data: mine } = await recipient.client
      .from('notifications')
      .select('title, message')
      .eq('title', 'Welcome to Helio Labs, Noor');
    expect(mine).toEqual([
      { title: 'Welcome to Helio Labs, Noor', message: 'Hi Noor, your first day at Helio Labs is Monday.' },
    ]);
  });

  it('refuses a batch to someone who is not an internal admin: the toast, and zero counts', async () => {
    const { shown, notify } = toasts();
    const result = await processNotificationQueueBatch(recipient.client, notify);
    expect(result).toEqual({ processed: 0, failed: 0 });
    expect(shown.map((s) => s.toast.title)).toEqual(['Failed to process notification queue']);
  });

  it('sends immediately: true once delivered in-app, false when the template does not exist', async () => {
    const delivered = await sendNotificationImmediately(recipient.client, {
      notificationType: 'application',
      templateId,
      channel: 'in_app',
      recipientUserId: recipient.id,
      templateVariables: { ...vars, company_name: 'Quartz' },
    });
    expect(delivered).toBe(true);
    const { data } = await recipient.client.from('notifications').select('id').eq('title', 'Welcome to Quartz, Noor');
    expect(data).toHaveLength(1);
    const refused = await sendNotificationImmediately(recipient.client, {
      notificationType: 'application',
      templateId: 'no_such_template',
      recipientUserId: recipient.id,
    });
    expect(refused).toBe(false);
  });
});
