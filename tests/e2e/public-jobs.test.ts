// /jobs, for anyone: it arrives as HTML (heading and search before any script), the app starts
// by itself and lists every open job of every company, the search and filters live in the
// address, each job opens its public page, and Apply there asks to sign in to apply to that job.
// The landing page and public company pages link to it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { sql } from '../fixtures/backend';
import { appUrl, freshPage, launchBrowser } from '../fixtures/browser';

let browser: Browser;
let context: BrowserContext;
let page: Page;
const errors: string[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
  ({ context, page } = await freshPage(browser));
  // Production React names a hydration mismatch only by its error number: every error counts.
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
});
afterAll(async () => {
  await browser?.close();
});

const openJobs = async () =>
  (
    await sql<{ n: number }>(
      `select count(*)::int as n from public.jobs j join public.companies c on c.id = j.company_id and not c._deleted
        where j.status = 'open' and not j._deleted`,
    )
  )[0]!.n;

const results = () => page.getByRole('list', { name: 'Open jobs' }).getByRole('listitem');

describe('the public job list', () => {
  it('reads its heading and search with JavaScript off', async () => {
    const off = await browser.newContext({ javaScriptEnabled: false });
    const visitor = await off.newPage();
    await visitor.goto(appUrl('/jobs'));
    await visitor.getByRole('heading', { name: 'Browse jobs', level: 1 }).waitFor();
    expect(await visitor.getByRole('searchbox', { name: 'Search jobs' }).isVisible()).toBe(true);
    await off.close();
  });

  it('starts by itself and lists every open job of every company, hydrating the markup that arrived', async () => {
    await page.goto(appUrl('/jobs'), { waitUntil: 'domcontentloaded' });
    const heading = await page.getByRole('heading', { name: 'Browse jobs', level: 1 }).elementHandle();
    await results().first().waitFor({ timeout: 20_000 });
    await expect
      .poll(async () => page.getByText(/^[\d,]+ open jobs?$/).textContent())
      .toBe(`${await openJobs()} open jobs`);
    expect(await heading!.evaluate((el) => el.isConnected)).toBe(true);
    expect(await page.getByText('Draft', { exact: true }).count()).toBe(0);
    expect(await results().filter({ hasText: 'Product Designer, Operator Tools' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('keeps the search and filters in the address, and opens a job whose Apply asks to sign in to apply to it', async () => {
    await page.getByRole('searchbox', { name: 'Search jobs' }).fill('Frontend');
    await page.waitForURL((url) => url.searchParams.get('q') === 'Frontend');
    await page.getByRole('combobox', { name: 'Workplace' }).selectOption('hybrid');
    // The second change keeps the first, however soon after it comes.
    await page.waitForURL(
      (url) => url.searchParams.get('workplace') === 'hybrid' && url.searchParams.get('q') === 'Frontend',
    );
    await expect.poll(() => results().filter({ hasText: 'Remote' }).count(), { timeout: 20_000 }).toBe(0);
    const card = results().filter({ hasText: 'Senior Frontend Engineer' }).filter({ hasText: 'Acme Robotics' });
    await card.waitFor({ timeout: 20_000 });

    await page.reload();
    await expect.poll(() => page.getByRole('searchbox', { name: 'Search jobs' }).inputValue()).toBe('Frontend');
    expect(await page.getByRole('combobox', { name: 'Workplace' }).inputValue()).toBe('hybrid');
    await card.waitFor({ timeout: 20_000 });
    await card.getByRole('link', { name: 'Senior Frontend Engineer' }).click();
    await page.waitForURL((url) => url.pathname === '/company/acme/senior-frontend-engineer');
    await page.getByRole('heading', { name: 'Senior Frontend Engineer', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Apply' }).click();
    await page.getByRole('heading', { name: 'Sign in to apply to Senior Frontend Engineer', level: 1 }).waitFor();
    expect(new URL(page.url()).searchParams.get('next')).toBe('/company/acme/senior-frontend-engineer');
  });

  it('is linked from the landing page and from a public company page, whose logo is named by the company', async () => {
    await page.goto(appUrl('/company/acme'));
    await page.getByRole('heading', { name: 'Acme Robotics', level: 1 }).waitFor({ timeout: 20_000 });
    await page.locator('img[alt="Acme Robotics"]').first().waitFor({ state: 'attached' });
    await page.getByRole('link', { name: 'Browse jobs' }).click();
    await page.waitForURL((url) => url.pathname === '/jobs');

    await page.goto(appUrl('/'));
    await page.getByRole('link', { name: 'Browse jobs' }).first().click();
    await page.waitForURL((url) => url.pathname === '/jobs');
    await results().first().waitFor({ timeout: 20_000 });
    await context.close();
  });
});
