import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { addMember, makeCompany, sql } from '../fixtures/backend';
import { appUrl, freshPage, goOffline, goOnline, launchBrowser, signIn } from '../fixtures/browser';
import { makeJob } from '../fixtures/hiring';
import { notify } from '../fixtures/sync';
import { createUser } from '../fixtures/stack';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the sync indicator', () => {
  it('says when the app is offline and how many changes wait, then that all is saved', async () => {
    const user = await createUser();
    const id = await notify(user.id, 'Indicator news');
    const { context, page } = await freshPage(browser);
    await signIn(page, user.email, user.password);
    const indicator = (name: string) => page.getByRole('status', { name, exact: true });
    await indicator('All changes saved').waitFor({ timeout: 15_000 });

    await page.getByRole('button', { name: 'Notifications', exact: true }).click();
    const item = page
      .getByTestId('notification-dropdown')
      .getByTestId('notification-item')
      .filter({ hasText: 'Indicator news' });
    await item.waitFor({ timeout: 15_000 });
    await context.setOffline(true);
    await indicator('Offline').waitFor({ timeout: 20_000 });
    await item.getByRole('button', { name: 'Mark read' }).click();
    await indicator('Offline — 1 change waiting').waitFor({ timeout: 10_000 });

    await context.setOffline(false);
    await indicator('All changes saved').waitFor({ timeout: 20_000 });
    const [row] = await sql<{ read: boolean }>('select read from public.notifications where id = $1', [id]);
    expect(row!.read).toBe(true);
    await context.close();
  }, 90_000);

  it('lists a change the server refused with its reason in words, announces it once across a reload, and Discard brings back the server copy', async () => {
    const tag = randomUUID().slice(0, 6);
    const [owner, carol] = await Promise.all([createUser(), createUser()]);
    const company = await makeCompany(owner, `Refusal Labs ${tag}`);
    await addMember(company.id, carol, 'company_admin');
    const title = `Platform Engineer ${tag}`;
    const renamed = `Device Title ${tag}`;
    await makeJob(company.id, { title, slug: `platform-${tag}`, status: 'draft' });

    const { context, page } = await freshPage(browser);
    await signIn(page, carol.email, carol.password);
    await page.goto(appUrl('/workspace/company/job-board'));
    const card = (name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await card(title).waitFor({ timeout: 20_000 });
    await page.getByRole('status', { name: 'All changes saved', exact: true }).waitFor({ timeout: 20_000 });

    // Offline, Carol gives the job an address another admin takes on the server meanwhile.
    await goOffline(context);
    await card(title)
      .getByRole('button', { name: `Edit ${title}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit job' });
    await dialog.getByLabel('Title').fill(renamed);
    await dialog.getByLabel('Address').fill(`taken-${tag}`);
    await dialog.getByRole('button', { name: 'Save job' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Job saved on this device').waitFor({ timeout: 5_000 });
    await makeJob(company.id, { title: `Other ${tag}`, slug: `taken-${tag}`, status: 'draft' });
    await goOnline(context);

    const refused = page.getByRole('button', { name: '1 change could not be saved', exact: true });
    await refused.waitFor({ timeout: 30_000 });
    const toast = page.getByText(`Not saved: Job: ${renamed}`);
    await toast.waitFor({ timeout: 10_000 });
    expect(await page.getByText('Job saved', { exact: true }).count()).toBe(0);

    // Offline and refused side by side, on a phone too.
    await page.setViewportSize({ width: 390, height: 844 });
    await goOffline(context);
    await page.getByRole('status', { name: /^Offline/ }).waitFor({ timeout: 20_000 });
    expect(await page.getByRole('status', { name: /^Offline/ }).isVisible()).toBe(true);
    expect(await refused.isVisible()).toBe(true);
    await goOnline(context);
    await page.setViewportSize({ width: 1280, height: 800 });

    // A reload does not announce the same refusal again.
    await page.reload();
    await refused.waitFor({ timeout: 30_000 });
    await page.waitForTimeout(3_000);
    expect(await toast.count()).toBe(0);

    await refused.click();
    const list = page.getByRole('dialog', { name: 'Changes not saved' });
    const item = list.getByRole('listitem').filter({ hasText: `Job: ${renamed}` });
    await item.waitFor();
    await item.getByText('Another job of this company already uses this address').waitFor();
    expect(await list.textContent()).not.toMatch(/constraint|duplicate key/);
    await item.getByRole('button', { name: `Retry Job: ${renamed}` }).waitFor();
    await item.getByRole('button', { name: `Discard Job: ${renamed}` }).click();

    await card(title).waitFor({ timeout: 20_000 });
    expect(await card(renamed).count()).toBe(0);
    await refused.waitFor({ state: 'detached', timeout: 10_000 });
    await page.getByRole('status', { name: 'All changes saved', exact: true }).waitFor({ timeout: 20_000 });
    const [server] = await sql<{ title: string }>('select title from public.jobs where slug = $1', [`platform-${tag}`]);
    expect(server!.title).toBe(title);
    await context.close();
  }, 150_000);
});
