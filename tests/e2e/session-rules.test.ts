// The session and scroll rules of product-spec §9 as a person meets them, on the page's own
// clock (Playwright's, so no test waits 30 minutes): scroll bars show while scrolling and go
// 600 ms after; 28 minutes without activity bring a warning with the time left and 'Stay signed
// in'; 30 sign the person out to /auth, told why.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { appUrl, freshPage, launchBrowser, mirroredSession, signIn } from '../fixtures/browser';

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  // A short window, so the job list scrolls the page.
  ({ context, page } = await freshPage(browser, { viewport: { width: 1280, height: 480 } }));
  await page.clock.install();
  await signIn(page, 'talent@evee.dev');
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const barColour = (p: Page) =>
  p.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('scrollbar-color'));
const marked = (p: Page) => p.evaluate(() => document.documentElement.hasAttribute('data-scrolling'));

describe('the session and scroll rules', () => {
  it('shows the page scroll bar while it scrolls and hides it 600 ms after the last scroll', async () => {
    await page.goto(appUrl('/workspace/talent/jobs'));
    await page.getByRole('heading', { name: 'Job Search' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight > innerHeight)).toBe(true);
    const hidden = await barColour(page);
    expect(hidden).toMatch(/^(transparent|rgba\(0, 0, 0, 0\)) (transparent|rgba\(0, 0, 0, 0\))$/);

    // The page's timers wait for the test from here; the bar's colour fades on the real clock.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    try {
      await page.keyboard.press('PageDown');
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollTop)).toBeGreaterThan(0);
      expect(await marked(page)).toBe(true);
      await expect.poll(() => barColour(page)).not.toBe(hidden);
      await page.clock.runFor(599);
      expect(await marked(page)).toBe(true);
      await page.clock.runFor(1);
      expect(await marked(page)).toBe(false);
      await expect.poll(() => barColour(page)).toBe(hidden);
    } finally {
      await page.clock.resume();
    }
  });

  it('warns after 28 minutes without activity, stays signed in when asked, and signs out at 30', async () => {
    const loaded = await page.evaluate(() => Date.now());
    await page.goto(appUrl('/workspace/talent/applications'));
    await page.getByRole('button', { name: 'User menu' }).waitFor();
    // The idle watch comes in its own chunk after the screen; it marks the page's start as its
    // first activity. Moved before it starts, the clock would leave it no time to count.
    await expect
      .poll(() => page.evaluate(() => Number(localStorage.getItem('last_activity'))), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(loaded);
    const warning = page.getByRole('alertdialog', { name: 'Are you still there?' });
    // Without motion the warning goes the moment it closes. Its exit animation runs on the real
    // clock while the dialog's requestAnimationFrame runs on Playwright's, which can read the
    // animation after it has ended and then wait for its end for ever.
    await page.emulateMedia({ reducedMotion: 'reduce' });

    await page.clock.fastForward('28:30');
    await warning.waitFor();
    expect(await warning.evaluate((el) => getComputedStyle(el).animationDuration)).toBe('0s');
    await expect(warning.getByRole('timer').textContent()).resolves.toMatch(/^1:[0-3]\d$/);
    await warning.getByRole('button', { name: 'Stay signed in' }).click();
    await warning.waitFor({ state: 'hidden' });

    await page.clock.fastForward('27:00');
    await expect(warning.isVisible()).resolves.toBe(false);
    await page.clock.fastForward('01:30');
    await warning.waitFor();
    await page.clock.fastForward('02:00');
    await page.waitForURL((url) => url.pathname === '/auth');
    await page.getByText('You were signed out after 30 minutes without activity.').waitFor();
    // Nothing of the session stays on the device, in localStorage or in its IndexedDB copy (which a
    // reload would restore). A refresh that was in flight at the sign-out may write its session for
    // a moment before supabase-js undoes it, hence the poll; a session that stays fails it.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('evee-auth')), { timeout: 5_000 }).toBeNull();
    await expect.poll(() => mirroredSession(page), { timeout: 5_000 }).toBeNull();
  });
});
