import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { makeCompany, SEED, sql } from '../fixtures/backend';
import { appUrl, freshPage, launchBrowser, signIn } from '../fixtures/browser';
import { createUser, serviceClient, type TestUser } from '../fixtures/stack';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function insertNotification(user: TestUser, title: string, minutesAgo = 0): Promise<string> {
  const id = randomUUID();
  const { error } = await serviceClient()
    .from('notifications')
    .insert({
      id,
      user_id: user.id,
      type: 'application',
      title,
      message: `${title}: details`,
      data: {},
      read: false,
      created_at: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
    });
  if (error) throw new Error(error.message);
  return id;
}

const unreadOnServer = async (userId: string) =>
  Number(
    (await sql<{ n: string }>(`select count(*) as n from notifications where user_id = $1 and not read`, [userId]))[0]!
      .n,
  );

const badge = (page: Page) => page.getByTestId('bell-badge');
const dropdown = (page: Page) => page.getByTestId('notification-dropdown');

async function openBell(page: Page) {
  if (await dropdown(page).isVisible()) return;
  await page.getByRole('button', { name: 'Notifications', exact: true }).click();
  await dropdown(page).waitFor();
}

async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, {
    timeout: 20_000,
  });
}

describe('notifications in the browser', () => {
  it('shows a new notification live with the badge, and keeps read marks made offline through a reload until reconnect', async () => {
    const user = await createUser();
    await insertNotification(user, 'Older news', 90);
    await insertNotification(user, 'Second news', 30);
    const { context, page } = await freshPage(browser);
    await signIn(page, user.email, user.password);
    await expect.poll(() => badge(page).textContent(), { timeout: 15_000 }).toContain('2');
    await openBell(page);
    await dropdown(page).getByText('Older news', { exact: true }).waitFor();
    expect(await dropdown(page).getByText('1h', { exact: true }).count()).toBe(1);

    const started = Date.now();
    await insertNotification(user, 'Fresh news');
    await dropdown(page).getByText('Fresh news', { exact: true }).waitFor({ timeout: 2_000 });
    expect(Date.now() - started).toBeLessThan(2_000);
    await expect.poll(() => badge(page).textContent()).toContain('3');

    await waitForServiceWorker(page);
    // Emulated offline does not always stop requests already set up (or the service worker's);
    // refusing the REST API first makes the absence of a network certain. Any write that still
    // completes is recorded, so that a failure below says how it got through.
    await context.route('**/rest/v1/**', (route) => route.abort('internetdisconnected'));
    await context.setOffline(true);
    const leaked: string[] = [];
    const recordLeak = (request: Request) => {
      if (request.method() !== 'GET') leaked.push(`${request.method()} ${request.url()}`);
    };
    context.on('requestfinished', recordLeak);
    const fresh = dropdown(page).getByTestId('notification-item').filter({ hasText: 'Fresh news' });
    // By keyboard: the button goes once read, and focus stays on the item, so Escape still closes.
    await fresh.getByRole('button', { name: 'Mark read' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => badge(page).textContent()).toContain('2');
    expect(await fresh.evaluate((li) => li === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await dropdown(page).waitFor({ state: 'hidden' });

    await page.goto(appUrl('/notifications'));
    await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor({ timeout: 15_000 });
    const list = page.getByRole('list', { name: 'Notifications list' });
    await list.getByText('Older news', { exact: true }).waitFor({ timeout: 15_000 });
    expect(await list.getByTestId('notification-item').count()).toBe(3);
    await page.getByText('Unread only').click();
    await expect.poll(() => list.getByTestId('notification-item').count()).toBe(2);
    await page.getByText('Unread only').click();
    await page.getByRole('combobox', { name: 'Type' }).selectOption('chat');
    await page.getByText('No notifications').waitFor();
    await page.getByRole('combobox', { name: 'Type' }).selectOption('application');
    await expect.poll(() => list.getByTestId('notification-item').count()).toBe(3);
    await page.getByRole('button', { name: 'Mark all read' }).click();
    await expect.poll(() => list.locator('[data-read="false"]').count()).toBe(0);
    expect(await badge(page).count()).toBe(0);
    const readOnServer = await sql<{ title: string }>(`select title from notifications where user_id = $1 and read`, [
      user.id,
    ]);
    expect({ readOnServer, leaked }).toEqual({ readOnServer: [], leaked: [] });
    context.off('requestfinished', recordLeak);

    await context.unroute('**/rest/v1/**');
    await context.setOffline(false);
    await expect.poll(() => unreadOnServer(user.id), { timeout: 20_000 }).toBe(0);
    await context.close();
  }, 120_000);

  it('accepts an invitation made offline on reconnect, with the toast and the company in Switch Roles', async () => {
    const user = await createUser();
    const { error } = await serviceClient().from('company_invitations').insert({
      company_id: SEED.companies.acme,
      email: user.email,
      member_role: 'company_member',
      invited_by: SEED.users.company,
    });
    if (error) throw new Error(error.message);
    const { context, page } = await freshPage(browser);
    await signIn(page, user.email, user.password);
    await openBell(page);
    const item = dropdown(page)
      .getByTestId('notification-item')
      .filter({ hasText: 'Invitation to join Acme Robotics' });
    await item.getByRole('button', { name: 'Accept' }).waitFor({ timeout: 15_000 });
    expect(await item.getByRole('button', { name: 'Mark read' }).count()).toBe(0);

    await context.setOffline(true);
    await item.getByRole('button', { name: 'Accept' }).click();
    await item.getByRole('button', { name: 'Processing...' }).waitFor();
    await item.getByTestId('invitation-pending').waitFor({ timeout: 10_000 });

    await context.setOffline(false);
    await page.getByText('Invitation accepted successfully!').waitFor({ timeout: 20_000 });
    await page.getByText('Welcome to the team!').waitFor();
    const toasted = Date.now();
    await page.keyboard.press('Escape');
    // The toast covers the header's top-right corner for its 4 s: open the menu by keyboard.
    await page.getByRole('button', { name: 'Switch Roles' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menu').getByText('Acme Robotics (Company Member)').waitFor({ timeout: 15_000 });
    const seenAfter = Date.now() - toasted;
    // Logged, not bounded: on a shared 2-core machine the same code took 0.6–2 s, and once, with
    // the whole suite running, more than 5 s (the wait above still fails it past 15 s); speed
    // belongs to the benchmarks.
    console.info(`[notifications] Acme appeared in Switch Roles ${seenAfter} ms after the toast`);
    const rows = await sql(`select 1 from company_team_members where user_id = $1 and company_id = $2`, [
      user.id,
      SEED.companies.acme,
    ]);
    expect(rows).toHaveLength(1);
    await context.close();
  });

  it('lets internal staff process the queue from the dashboard, see the counts, and read the rendered e-mail', async () => {
    const tag = randomUUID().slice(0, 8);
    const { error } = await serviceClient().rpc('queue_notification', {
      notification_type: 'company_invitation',
      template_id: 'company_invitation_email',
      recipient_email: `dashboard-${tag}@test.evee.dev`,
      template_variables: {
        recipient_name: `Rowan ${tag}`,
        inviter_name: 'Alex Morgan',
        company_name: 'Acme Robotics',
        role_label: 'Company Member',
      },
      priority: 1,
    });
    if (error) throw new Error(error.message);
    const { context, page } = await freshPage(browser);
    await signIn(page, 'internal@evee.dev');
    const card = page.getByTestId('queue-admin-card');
    await card.getByRole('button', { name: 'Process queue' }).click();
    const status = card.getByRole('status');
    await status.waitFor({ timeout: 15_000 });
    expect(await status.textContent()).toMatch(/^Processed: [1-9]\d* · Failed: \d+$/);
    const outbox = card.getByRole('list', { name: 'Email outbox' });
    await outbox.getByText(`To dashboard-${tag}@test.evee.dev`, { exact: false }).waitFor({ timeout: 10_000 });
    expect(await outbox.getByText(`Hi Rowan ${tag},`, { exact: false }).count()).toBe(1);
    await context.close();
  });

  it('shows a system notification for a new one while the app is hidden, once the person allowed it', async () => {
    const user = await createUser();
    const { context, page } = await freshPage(browser);
    await signIn(page, user.email, user.password);
    await page.goto(appUrl('/notifications'));
    expect(await page.evaluate(() => Notification.permission)).toBe('default');
    await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor({ timeout: 15_000 });
    await context.grantPermissions(['notifications']);
    await page.getByRole('button', { name: 'Enable desktop alerts' }).click();
    await page.getByText('Desktop alerts on').waitFor();
    // Record what reaches the Notifications API, and hide the page as a background tab is.
    await page.evaluate(() => {
      const shown: string[] = [];
      (window as unknown as { shown: string[] }).shown = shown;
      const Real = window.Notification;
      window.Notification = class extends Real {
        constructor(title: string, options?: NotificationOptions) {
          super(title, options);
          shown.push(title);
        }
      } as typeof Notification;
      Object.defineProperty(document, 'visibilityState', { get: () => 'hidden', configurable: true });
    });
    await insertNotification(user, 'While you were away');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shown: string[] }).shown), { timeout: 10_000 })
      .toEqual(['While you were away']);
    await context.close();
  });

  it('shows the newest 50, then more with Load more, and tells the inviter live that an invitation was declined', async () => {
    const [inviter, invitee] = await Promise.all([createUser(), createUser()]);
    await sql(
      `insert into notifications (user_id, type, title, message, created_at)
       select $1, 'application', 'Older update ' || g, 'Details ' || g, now() - make_interval(mins => g + 5)
         from generate_series(1, 60) g`,
      [inviter.id],
    );
    const company = await makeCompany(inviter, 'Harbor Instruments');
    const { data: invitation, error } = await inviter.client
      .from('company_invitations')
      .insert({ company_id: company.id, email: invitee.email, member_role: 'company_member' })
      .select('id')
      .single<{ id: string }>();
    if (error) throw new Error(error.message);
    const { context, page } = await freshPage(browser);
    await signIn(page, inviter.email, inviter.password);
    await page.goto(appUrl('/notifications'));
    const items = page.getByTestId('notification-item');
    await page.getByText('Older update 1', { exact: true }).waitFor({ timeout: 20_000 });
    await expect.poll(() => items.count(), { timeout: 10_000 }).toBe(50);
    expect(await page.getByText('Older update 51', { exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Load more' }).click();
    await page.getByText('Older update 60', { exact: true }).waitFor();
    expect(await items.count()).toBe(60);
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);

    expect((await invitee.client.rpc('decline_company_invitation', { invitation_id: invitation.id })).error).toBeNull();
    await items.first().getByText(`Invitation to ${invitee.email} declined`).waitFor({ timeout: 20_000 });
    await items.first().getByText(`${invitee.email} declined to join Harbor Instruments.`).waitFor();
    await context.close();
  }, 90_000);

  it('lets an internal admin turn System Maintenance on from the dashboard, and another person sees the notice live', async () => {
    const tag = randomUUID().slice(0, 6);
    const person = await createUser();
    const staff = await freshPage(browser);
    const other = await freshPage(browser);
    try {
      await Promise.all([signIn(staff.page, 'internal@evee.dev'), signIn(other.page, person.email, person.password)]);
      const card = staff.page.getByRole('region', { name: 'System Maintenance' });
      await card.getByText('Off', { exact: true }).waitFor({ timeout: 20_000 });
      await card.getByLabel('Message (optional)').fill(`Database upgrade ${tag} until 14:00 UTC`);
      await card.getByRole('button', { name: 'Turn maintenance on' }).click();
      await card.getByText('On', { exact: true }).waitFor({ timeout: 15_000 });
      const notice = other.page.getByRole('status', { name: 'System Maintenance' });
      await notice.getByText(`Database upgrade ${tag} until 14:00 UTC`).waitFor({ timeout: 20_000 });
      await card.getByRole('button', { name: 'Turn maintenance off' }).click();
      await notice.waitFor({ state: 'detached', timeout: 20_000 });
    } finally {
      await serviceClient().rpc('set_system_maintenance', { active: false });
      await staff.context.close();
      await other.context.close();
    }
  }, 90_000);
});
