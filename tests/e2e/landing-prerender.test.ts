// The landing page arrives as HTML: it reads with JavaScript off, paints in the chosen theme
// before any of the app's JavaScript is fetched, and when a person shows up (a pointer, a key)
// React hydrates that markup (the same nodes stay, no hydration error) rather than painting it
// again. Other routes never show the landing markup that index.html carries for them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { appUrl, freshPage, launchBrowser, signIn } from '../fixtures/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the prerendered landing page', () => {
  it('reads whole with JavaScript switched off, with its way to every open job', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(appUrl('/'));
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(/\w/);
    expect(await page.getByRole('link', { name: 'Sign in' }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'Browse jobs' }).first().getAttribute('href')).toBe('/jobs');
    await context.close();
  });

  it('paints in the theme before any script of the app is fetched, then hydrates in place when a person moves', async () => {
    const { context, page } = await freshPage(browser, { colorScheme: 'dark' });
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.goto(appUrl('/'), { waitUntil: 'load' });
    await page.waitForTimeout(500);
    expect(scripts).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.className)).toContain('dark');
    expect(await hydrated(page)).toBe(false);

    const heading = await page.getByRole('heading', { level: 1 }).elementHandle();
    await page.mouse.move(200, 200);
    await page.waitForFunction(isHydrated);
    await page.waitForTimeout(500);
    expect(scripts.length).toBeGreaterThan(0);
    expect(await heading!.evaluate((el) => el.isConnected)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('starts the app at once for someone signed in, and on the first key press for a keyboard user', async () => {
    const { context, page } = await freshPage(browser);
    await signIn(page, 'talent@evee.dev');
    await page.goto(appUrl('/'));
    await page.waitForFunction(isHydrated);
    await context.close();

    const second = await freshPage(browser);
    await second.page.goto(appUrl('/'), { waitUntil: 'load' });
    expect(await hydrated(second.page)).toBe(false);
    await second.page.keyboard.press('Tab');
    await second.page.waitForFunction(isHydrated);
    await second.context.close();
  });

  it('stays hidden on other routes, which render the app instead', async () => {
    const { context, page } = await freshPage(browser);
    await page.goto(appUrl('/auth'));
    await page.getByLabel('Email').waitFor();
    expect(await page.getByText('Create a free account').count()).toBe(0);
    await context.close();
  });
});

function isHydrated(): boolean {
  const root = document.getElementById('root') as (HTMLElement & Record<string, unknown>) | null;
  return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
}

const hydrated = (page: Page) => page.evaluate(isHydrated);
