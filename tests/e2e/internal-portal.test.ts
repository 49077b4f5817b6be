// The internal portal as staff use it: the dashboard's figures match the database; User
// Management finds an account, grants a role and suspends it (after which that person cannot
// sign in, and is told why), each change shows in the Audit log; offline the portal says it
// needs a connection and keeps what was typed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { makeCompany, sql } from '../fixtures/backend';
import { makeApplication, makeJob } from '../fixtures/hiring';
import {
  appUrl,
  closeToast,
  freshPage,
  goOffline,
  goOnline,
  launchBrowser,
  signIn,
  whenControlled,
} from '../fixtures/browser';
import { createUser, serviceClient } from '../fixtures/stack';

let browser: Browser;

async function waitForRow<T>(read: () => Promise<T[]>): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const [row] = await read();
    if (row) return row;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the row never reached the server');
}
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the internal portal', () => {
  it('shows the open tickets the database holds, linked to the inbox', async () => {
    const { context, page } = await freshPage(browser);
    await signIn(page, 'internal@evee.dev');
    await page.goto(appUrl('/workspace/internal/dashboard'));
    const card = page.locator('.chakra-card__root', { has: page.getByRole('link', { name: 'Open tickets' }) });
    const [count] = await sql<{ open: string }>(
      `select count(*) as open from public.support_tickets
        where category <> 'recruiter_application' and status in ('open', 'in_progress') and not _deleted`,
    );
    await card.getByText(Number(count!.open).toLocaleString('en-US'), { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Open tickets' }).click();
    await page.waitForURL((url) => url.pathname === '/workspace/internal/tickets');
    await context.close();
  });

  it('grants a role and suspends an account; the person cannot sign in and the audit log shows both', async () => {
    const person = await createUser({ metadata: { display_name: 'Wilhelmina Suspendable' } });
    const { context, page } = await freshPage(browser);
    await signIn(page, 'internal@evee.dev');
    await page.goto(appUrl('/workspace/internal/user-management'));
    await page.getByLabel('Search users').fill('Wilhelmina');
    await page.getByText('1 account', { exact: true }).waitFor();
    await page.getByRole('link', { name: /Wilhelmina Suspendable/ }).click();
    const detail = page.locator('.chakra-card__root', {
      has: page.getByText('Wilhelmina Suspendable', { exact: true }),
    });

    await detail.getByLabel('Role to grant').selectOption('recruiter');
    await detail.getByRole('button', { name: 'Grant role' }).click();
    await detail.getByRole('button', { name: 'Revoke Recruiter' }).waitFor();
    const roles = await sql<{ role_type: string }>(
      'select role_type from public.user_roles where user_id = $1 and not _deleted order by role_type',
      [person.id],
    );
    expect(roles.map((r) => r.role_type)).toEqual(['recruiter', 'talent']);

    await detail.getByRole('button', { name: 'Suspend' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Suspend' }).click();
    await detail.getByRole('button', { name: 'Reactivate' }).waitFor();

    const other = await freshPage(browser);
    await other.page.goto(appUrl('/auth'));
    await other.page.getByLabel('Email').fill(person.email);
    await other.page.getByLabel('Password').fill(person.password);
    await other.page.getByRole('button', { name: 'Sign in' }).click();
    await other.page.getByText('This account is suspended.', { exact: false }).waitFor();
    await other.context.close();

    await page.getByRole('tab', { name: 'Audit log' }).click();
    await page.getByLabel('Target or user id').fill(person.id);
    const log = page.getByRole('list', { name: 'Audit log' });
    await log.getByText('Suspended').waitFor();
    await log.getByText('Role granted').first().waitFor();
    await expect(log.getByText('By Jonas Lindqvist', { exact: false }).count()).resolves.toBeGreaterThanOrEqual(2);
    await log.getByText('By Jonas Lindqvist · Recruiter to Wilhelmina Suspendable').waitFor();
    // The lines as shown (the raw before and after, folded away, keeps its ids).
    await expect(log.innerText()).resolves.not.toContain(person.id);
    await context.close();
  });

  it('writes a template with a live preview, refuses an unknown merge field in words, and saves', async () => {
    const id = `welcome_${Date.now().toString(36)}`;
    const { context, page } = await freshPage(browser);
    await signIn(page, 'internal@evee.dev');
    await page.goto(appUrl('/workspace/internal/email-templates'));
    await page.getByRole('button', { name: 'New template' }).click();
    await page.getByLabel('Id', { exact: true }).fill(id);
    await page.getByLabel('Name', { exact: true }).fill('Welcome aboard');
    await page.getByLabel('Subject', { exact: true }).fill('Welcome to {{company_name}}');
    await page.getByLabel('Message', { exact: true }).fill('Hi {{salary}}, ');
    await page.getByRole('button', { name: /^Insert \{\{job_title\}\}/ }).click();
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByText('Welcome to Acme Robotics').waitFor();
    await preview.getByText('Hi {{salary}}, Senior Frontend Engineer').waitFor();

    await page.getByRole('button', { name: 'Create template' }).click();
    await page.getByText('Unknown merge field {{salary}}: use one of the listed fields').waitFor();
    expect(await sql('select id from public.notification_templates where id = $1', [id])).toEqual([]);

    await page.getByLabel('Message', { exact: true }).fill('Hi {{recipient_name}}, welcome.');
    await preview.getByText('Hi Maya, welcome.').waitFor();
    await page.getByRole('button', { name: 'Create template' }).click();
    await page.getByRole('button', { name: 'Send test' }).waitFor();
    const saved = await sql<{ body: string }>('select body from public.notification_templates where id = $1', [id]);
    expect(saved).toEqual([{ body: 'Hi {{recipient_name}}, welcome.' }]);
    await context.close();
  });

  it('draws the analytics charts, with tables whose numbers match the database', async () => {
    const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
    const [from, to] = [day(13), day(0)];
    const { context, page } = await freshPage(browser);
    await signIn(page, 'internal@evee.dev');
    await page.goto(appUrl(`/workspace/internal/analytics?from=${from}&to=${to}`));
    const messages = page.getByRole('region', { name: 'Messages per day' });
    await messages.locator('.recharts-bar-rectangle').first().waitFor();
    const [truth] = await sql<{ n: string }>(
      `select count(*) as n from public.conversation_messages
        where created_at >= $1::date and created_at < ($2::date + 1)`,
      [from, to],
    );
    await messages.getByText(`In all: ${Number(truth!.n)} messages.`).waitFor();
    await messages.getByText('Messages per day as a table').click();
    const cells = await messages.locator('tbody tr td:nth-child(2)').allTextContents();
    expect(cells).toHaveLength(14);
    expect(cells.reduce((n, c) => n + Number(c), 0)).toBe(Number(truth!.n));
    await page.getByLabel('First day').fill(day(0));
    await page.getByLabel('Last day').fill(day(3));
    await page.getByText('The first day must be on or before the last day').waitFor();
    await context.close();
  });

  it('takes a help request from the user menu, and the requester reads the staff reply', async () => {
    const person = await createUser({ metadata: { display_name: 'Hélène Asks' } });
    const requester = await freshPage(browser);
    await signIn(requester.page, person.email, person.password);
    await requester.page.getByRole('button', { name: 'User menu' }).click();
    await requester.page.getByRole('menuitem', { name: 'Help' }).click();
    const help = requester.page.getByRole('dialog', { name: 'Help' });
    await help.getByRole('button', { name: 'Send request' }).click();
    await help.getByText('Say in a few words what you need').waitFor();
    await help.getByLabel('Subject', { exact: false }).fill('Where is my October invoice?');
    await help.getByRole('button', { name: 'Send request' }).click();
    await help.getByRole('button', { name: 'Where is my October invoice?' }).waitFor();
    const ticket = await waitForRow(() =>
      sql<{ id: string }>(`select id from public.support_tickets where user_id = $1 and category = 'general'`, [
        person.id,
      ]),
    );

    const staff = await freshPage(browser);
    await signIn(staff.page, 'internal@evee.dev');
    await staff.page.goto(appUrl(`/workspace/internal/tickets?ticket=${ticket.id}`));
    // Staff write an internal note by default; this one is a reply.
    await staff.page.getByLabel('Internal note', { exact: true }).waitFor();
    await staff.page.getByText('Internal note (only staff see it)').click();
    await staff.page.getByLabel('Reply to the requester').fill('It is attached to your account page now.');
    await staff.page.getByRole('button', { name: 'Send reply' }).click();
    await staff.page.getByText('It is attached to your account page now.').waitFor();
    await staff.context.close();

    // The thread opened when the request was sent; closing and opening it reads it again.
    const subject = help.getByRole('button', { name: 'Where is my October invoice?' });
    await expect.poll(() => subject.getAttribute('aria-expanded')).toBe('true');
    await subject.click();
    await expect.poll(() => subject.getAttribute('aria-expanded')).toBe('false');
    await subject.click();
    await expect.poll(() => subject.getAttribute('aria-expanded')).toBe('true');
    // Well before the open thread's 15 s poll: opening it is what reads it.
    await help.getByText('It is attached to your account page now.').waitFor({ timeout: 5_000 });
    await help.getByText('Evee support', { exact: true }).waitFor();
    await requester.context.close();
  });

  it("voids a recruiter's placement fee from their page, with a reason, and the audit log records it", async () => {
    const recruiter = await createUser({ metadata: { display_name: 'Rupert Placer' } });
    const hire = await createUser();
    await serviceClient()
      .from('user_roles')
      .insert({ user_id: recruiter.id, role_type: 'recruiter', context_type: 'global' });
    const company = await makeCompany(await createUser(), 'Voidable Works');
    const jobId = await makeJob(company.id, { title: 'Warehouse Analyst' });
    const applicationId = await makeApplication(jobId, hire.id, { status: 'hired' });
    const { data: placement, error } = await serviceClient()
      .from('placements')
      .insert({
        application_id: applicationId,
        recruiter_id: recruiter.id,
        company_id: company.id,
        job_id: jobId,
        talent_id: hire.id,
        fee_type: 'fixed',
        fee_amount: 9000,
        currency: 'EUR',
      })
      .select('id')
      .single();
    expect(error).toBeNull();

    const { context, page } = await freshPage(browser);
    await signIn(page, 'internal@evee.dev');
    await page.goto(appUrl(`/workspace/internal/user-management?user=${recruiter.id}`));
    const placements = page.getByRole('region', { name: 'Placements' });
    await placements.getByText('Warehouse Analyst at Voidable Works').waitFor();
    await placements.getByRole('button', { name: 'Void fee: Warehouse Analyst at Voidable Works' }).click();
    const dialog = page.getByRole('dialog', { name: 'Void this placement fee' });
    await dialog.getByRole('button', { name: 'Void fee' }).click();
    await dialog.getByText('Give a reason for voiding the fee').waitFor();
    await dialog.getByLabel('Reason').fill('Left in the second week.');
    await dialog.getByRole('button', { name: 'Void fee' }).click();
    await placements.getByText('voided: Left in the second week.', { exact: false }).waitFor();
    const [row] = await sql<{ status: string }>('select status from public.placements where id = $1', [placement!.id]);
    expect(row!.status).toBe('void');
    const lines = await sql<{ action: string }>(
      `select action from public.audit_log where target_type = 'placement' and target_id = $1`,
      [placement!.id],
    );
    expect(lines).toEqual([{ action: 'placement.void' }]);
    await context.close();
  });

  it('says offline that it needs a connection, and keeps the search typed', async () => {
    const { context, page } = await freshPage(browser);
    await signIn(page, 'internal@evee.dev');
    await page.goto(appUrl('/workspace/internal/user-management'));
    await page.getByRole('list', { name: 'Users' }).waitFor();
    await goOffline(context);
    await page.getByLabel('Search users').fill('someone typed offline');
    await page.getByText("You're offline — the internal portal needs a connection").waitFor();
    await page.getByRole('list', { name: 'Users' }).waitFor();
    await goOnline(context);
    await expect(page.getByLabel('Search users').inputValue()).resolves.toBe('someone typed offline');
    await page.getByText('No one matches').waitFor();
    await context.close();
  });
});

describe("the internal portal's dashboard, outbox and analytics", () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await freshPage(browser));
    await signIn(page, 'internal@evee.dev');
  });
  afterAll(async () => {
    await context?.close();
  });

  it('draws trend charts on the dashboard, and calls a rise from zero new', async () => {
    const [before] = await sql<{ n: string }>(
      `select count(*) as n from public.companies
        where created_at > now() - interval '60 days' and created_at <= now() - interval '30 days'`,
    );
    expect(Number(before!.n)).toBe(0);
    await makeCompany(await createUser(), 'Brand New Works');
    await page.goto(appUrl('/workspace/internal/dashboard'));
    for (const title of ['Sign-ups per day', 'Messages per day']) {
      await page.getByRole('region', { name: title }).locator('.recharts-bar-rectangle').first().waitFor();
    }
    const companies = page.locator('.chakra-card__root', { has: page.getByRole('link', { name: 'Companies' }) });
    await companies.getByText('new (none the 30 before)', { exact: false }).waitFor();
    await expect(page.getByText(/up \d{4,}%/).count()).resolves.toBe(0);
  });

  it('opens an e-mail of the outbox in full', async () => {
    const last = `Last line of a long e-mail ${Date.now().toString(36)}`;
    const body = ['Hi Jordan,', ...Array.from({ length: 12 }, (_, i) => `Paragraph ${i + 1} of the e-mail.`), last];
    await sql(`insert into public.email_outbox (to_email, subject, body) values ($1, $2, $3)`, [
      'jordan.long@evee.dev',
      'A long e-mail to read in full',
      body.join('\n\n'),
    ]);
    await page.goto(appUrl('/workspace/internal/dashboard'));
    const list = page.getByRole('list', { name: 'Email outbox' });
    await list.getByRole('button', { name: /A long e-mail to read in full/ }).click();
    const dialog = page.getByRole('dialog', { name: 'A long e-mail to read in full' });
    await dialog.getByText('jordan.long@evee.dev').waitFor();
    await dialog.getByText(last, { exact: false }).scrollIntoViewIfNeeded();
    await expect(dialog.getByText(last, { exact: false }).isVisible()).resolves.toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('shows which quick range is picked, with bars a few pixels wide and a coloured legend', async () => {
    await page.goto(appUrl('/workspace/internal/analytics'));
    const quick = (n: number) => page.getByRole('button', { name: `Last ${n} days` });
    await expect.poll(() => quick(30).getAttribute('aria-pressed')).toBe('true');
    await quick(90).click();
    await expect.poll(() => quick(90).getAttribute('aria-pressed')).toBe('true');
    await expect(quick(30).getAttribute('aria-pressed')).resolves.toBe('false');
    const recruiters = page.getByRole('region', { name: 'Recruiter submissions and placements' });
    await recruiters.locator('.recharts-bar-rectangle path').first().waitFor();
    const widths = await recruiters
      .locator('.recharts-bar-rectangle path')
      .evaluateAll((paths) => paths.map((p) => Number(p.getAttribute('width'))));
    expect(Math.min(...widths)).toBeGreaterThanOrEqual(2);
    const swatches = await recruiters.locator('.recharts-legend-wrapper [data-value]').evaluateAll((marks) =>
      marks.map((m) => ({
        painted: getComputedStyle(m).backgroundImage.includes('linear-gradient'),
        width: (m as HTMLElement).offsetWidth,
        colour: getComputedStyle(m).getPropertyValue('--color').trim(),
      })),
    );
    expect(swatches).toHaveLength(2);
    for (const swatch of swatches) expect(swatch).toMatchObject({ painted: true, width: 8 });
    expect(new Set(swatches.map((s) => s.colour)).size).toBe(2);
  });

  // Last in this block: it signs the shared page out.
  it("shows the dashboard's last answer with its age at once offline after a reload, and none of it to the next person", async () => {
    const figures = () =>
      page.locator('.chakra-card__root', { has: page.getByRole('link', { name: 'Open tickets' }) }).innerText();
    const age = page.getByTestId('answer-age');
    await page.goto(appUrl('/workspace/internal/dashboard'));
    await age.getByText('Updated just now').waitFor();
    const shown = await figures();
    await whenControlled(page);

    await goOffline(context);
    await page.reload();
    await age.getByText("You're offline · Updated just now").waitFor({ timeout: 5_000 });
    await expect(figures()).resolves.toBe(shown);
    await goOnline(context);
    await closeToast(page, 'Connection restored');

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL((u) => u.pathname === '/auth');
    const keptAnswers = () =>
      page.evaluate(
        () =>
          new Promise<number>((resolve, reject) => {
            const open = indexedDB.open('evee-server-reads');
            open.onupgradeneeded = () => open.result.createObjectStore('answers');
            open.onerror = () => reject(open.error);
            open.onsuccess = () => {
              const count = open.result.transaction('answers').objectStore('answers').count();
              count.onsuccess = () => {
                open.result.close();
                resolve(count.result);
              };
            };
          }),
      );
    await expect.poll(keptAnswers, { timeout: 10_000 }).toBe(0);

    await signIn(page, 'sofia.marchetti@evee.dev');
    await goOffline(context);
    await page.goto(appUrl('/workspace/internal/dashboard'));
    await page.getByText("You're offline — the internal portal needs a connection").waitFor();
    await expect(age.count()).resolves.toBe(0);
    await expect(page.getByRole('link', { name: 'Open tickets' }).count()).resolves.toBe(0);
    await goOnline(context);
    await age.getByText('Updated just now').waitFor();
  });
});
