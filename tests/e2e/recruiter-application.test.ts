// Becoming a recruiter as a new user would: the application is typed (and kept through a
// reload), sent with the network cut and delivered on reconnect, approved by internal staff in
// Tickets, and then Switch Roles offers Recruiter and its workspace opens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { sql } from '../fixtures/backend';
import { appUrl, freshPage, goOffline, goOnline, launchBrowser, signIn, waitForPath } from '../fixtures/browser';
import { createUser } from '../fixtures/stack';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function fill(page: Page) {
  await page.getByLabel('Years of recruiting experience').fill('7');
  await page.getByLabel('Specialties').fill('Frontend, Data');
  await page.getByLabel('Regions').fill('Europe');
  await page.getByLabel('Profile link').fill('https://www.linkedin.com/in/ines-recruits');
}

const ticketsOf = (userId: string) =>
  sql<{ id: string; status: string; details: Record<string, unknown> }>(
    `select id, status, details from public.support_tickets where user_id = $1 and category = 'recruiter_application'`,
    [userId],
  );

describe('the recruiter application', () => {
  it('says what is wrong beside each field and sends nothing', async () => {
    const applicant = await createUser();
    const { context, page } = await freshPage(browser);
    await signIn(page, applicant.email, applicant.password);
    await page.goto(appUrl('/apply/recruiter'));
    await page.getByLabel('Profile link').fill('linkedin');
    await page.getByRole('button', { name: 'Send application' }).click();
    for (const words of [
      'Years of experience must be a whole number from 0 to 60',
      'Add at least one specialty',
      'Give a profile link starting with https://',
      'Tell us why in at least 20 characters',
    ]) {
      await page.getByText(words).waitFor();
    }
    expect(await ticketsOf(applicant.id)).toEqual([]);
    await context.close();
  });

  it('keeps what was typed through a reload, is sent offline then delivered, approved in Tickets, and opens the Recruiter workspace', async () => {
    const applicant = await createUser({ metadata: { display_name: 'Inès Carvalho' } });
    const { context, page } = await freshPage(browser);
    await signIn(page, applicant.email, applicant.password);
    await page.goto(appUrl('/apply/recruiter'));
    await fill(page);
    const why = 'I place data engineers with climate start-ups across Europe.';
    await page.getByLabel('Why do you want to recruit on Evee?').fill(why);
    // The draft is on the device: a reload brings every field back.
    await page.waitForTimeout(300);
    await page.reload();
    await expect.poll(() => page.getByLabel('Why do you want to recruit on Evee?').inputValue()).toBe(why);
    expect(await page.getByLabel('Specialties').inputValue()).toBe('Frontend, Data');

    await goOffline(context);
    await page.getByRole('button', { name: 'Send application' }).click();
    await page.getByText('Under review').waitFor();
    await page.getByText('Pending sync').waitFor();
    expect(await ticketsOf(applicant.id)).toEqual([]);
    await goOnline(context);
    await expect
      .poll(async () => (await ticketsOf(applicant.id)).map((t) => t.status), { timeout: 20_000 })
      .toEqual(['open']);
    const [ticket] = await ticketsOf(applicant.id);
    expect(ticket!.details).toMatchObject({ experience_years: 7, specialties: ['Frontend', 'Data'], motivation: why });

    // Staff find it under Recruiter Requests and approve it.
    const staff = await freshPage(browser);
    await signIn(staff.page, 'internal@evee.dev');
    await staff.page.goto(appUrl('/workspace/internal/recruiter-requests'));
    await waitForPath(staff.page, '/workspace/internal/tickets?category=recruiter_application');
    const row = staff.page
      .getByRole('list', { name: 'Tickets' })
      .getByRole('listitem')
      .filter({ hasText: 'Inès Carvalho' });
    await row.getByRole('link').click();
    await staff.page.getByText('I place data engineers with climate start-ups').waitFor();
    await staff.page.getByRole('button', { name: 'Approve' }).click();
    await staff.page.getByText('Application approved').first().waitFor();
    await staff.context.close();

    // The applicant's open app hears of it: Switch Roles now offers Recruiter.
    await page.getByText('You are a recruiter on Evee').waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Switch Roles' }).click();
    await page
      .getByRole('menu')
      .getByRole('menuitem', { name: /Recruiter/ })
      .first()
      .click();
    await waitForPath(page, '/workspace/recruiter/talent-search');
    await context.close();
  });

  it('tells staff in words that a rejection needs a reason, and the applicant reads the reason', async () => {
    const applicant = await createUser({ metadata: { display_name: 'Bruno Keller' } });
    await applicant.client.from('support_tickets').insert({
      category: 'recruiter_application',
      subject: 'x',
      details: {
        experience_years: 2,
        specialties: ['Sales'],
        regions: ['DACH'],
        profile_url: 'https://bruno.example.com',
        motivation: 'I would like to try recruiting on the side.',
      },
    });
    const staff = await freshPage(browser);
    await signIn(staff.page, 'internal@evee.dev');
    await staff.page.goto(appUrl('/workspace/internal/tickets?category=recruiter_application&status=open'));
    const row = staff.page
      .getByRole('list', { name: 'Tickets' })
      .getByRole('listitem')
      .filter({ hasText: 'Bruno Keller' });
    await row.getByRole('link').click();
    await staff.page.getByRole('button', { name: 'Reject' }).click();
    await staff.page.getByRole('button', { name: 'Reject application' }).click();
    await staff.page.getByText('Give a reason for the rejection').first().waitFor();
    const reason = 'Please come back with two placements from the last year.';
    await staff.page.getByLabel('Reason').fill(reason);
    await staff.page.getByRole('button', { name: 'Reject application' }).click();
    await staff.page.getByText('Application rejected').first().waitFor();
    await staff.context.close();

    const { context, page } = await freshPage(browser);
    await signIn(page, applicant.email, applicant.password);
    await page.goto(appUrl('/apply/recruiter'));
    await page.getByText(reason).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Send application' }).waitFor();
    await context.close();
  });
});
