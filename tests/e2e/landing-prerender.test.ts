// The landing page arrives as HTML: it reads with JavaScript off, and with it on React hydrates
// that markup (the same nodes stay, no hydration error) rather than painting it again. Other
// routes never show the landing markup that index.html carries for them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { appUrl, freshPage, launchBrowser } from '../fixtures/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the prerendered landing page', () => {
  it('reads whole with JavaScript switched off', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(appUrl('/'));
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(/\w/);
    expect(await page.getByRole('link', { name: 'Sign in' }).count()).toBeGreaterThan(0);
    await context.close();
  });

  it('is hydrated in place, with no hydration error', async () => {
    const { context, page } = await freshPage(browser);
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(appUrl('/'), { waitUntil: 'commit' });
    const heading = await page.getByRole('heading', { level: 1 }).elementHandle();
    await page.waitForFunction(() => {
      const root = document.getElementById('root') as (HTMLElement & Record<string, unknown>) | null;
      return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
    });
    await page.waitForTimeout(500);
    expect(await heading!.evaluate((el) => el.isConnected)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('stays hidden on other routes, which render the app instead', async () => {
    const { context, page } = await freshPage(browser);
    await page.goto(appUrl('/auth'));
    await page.getByLabel('Email').waitFor();
    expect(await page.getByText('Create a free account').count()).toBe(0);
    await context.close();
  });
});
