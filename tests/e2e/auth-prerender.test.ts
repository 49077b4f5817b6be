// /auth arrives as the sign-in page in HTML: it reads with JavaScript off, the app's script is
// fetched once a person shows up (a pointer, a key, a touch, focus), what is typed into it before
// the script runs is kept through hydration and is what signs in, a press of Sign in that early
// sends nothing, and the other modes never show the sign-in markup.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { appUrl, DEMO_PASSWORD, freshPage, launchBrowser, signIn } from '../fixtures/browser';

let browser: Browser;
let entry: string;
beforeAll(async () => {
  browser = await launchBrowser();
  // The app's entry, which the page imports once it has painted (scripts/prerender-plugin.ts).
  const html = await (await fetch(appUrl('/auth'))).text();
  entry = appUrl(/import\("([^"]+)"\)/.exec(html)![1]);
});
afterAll(async () => {
  await browser?.close();
});

/** Holds the app's entry script back until the returned function is called. */
async function holdEntry(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(entry, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Waits for the page to be hydrated: its buttons are disabled until then. */
const hydrated = (page: Page) => page.getByRole('button', { name: 'Sign in', disabled: false }).waitFor();

describe('the prerendered sign-in page', () => {
  it('reads whole with JavaScript switched off, and its Sign in sends nothing', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(appUrl('/auth'));
    await page.getByRole('heading', { name: 'Welcome back', level: 1 }).waitFor();
    await page.getByLabel('Email').fill('talent@evee.dev');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    const button = page.getByRole('button', { name: 'Sign in' });
    expect(await button.isVisible()).toBe(true);
    expect(await button.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Forgot password?' }).isDisabled()).toBe(true);
    await page.getByLabel('Password').press('Enter');
    await page.waitForTimeout(300);
    expect(page.url()).toBe(appUrl('/auth'));
    expect(await page.getByLabel('Password').inputValue()).toBe(DEMO_PASSWORD);
    await context.close();
  });

  it('fetches no app script until a person shows up, then hydrates at the first key', async () => {
    const { context, page } = await freshPage(browser);
    const fetched: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && fetched.push(request.url()));
    await page.goto(appUrl('/auth'), { waitUntil: 'load' });
    await page.waitForTimeout(500);
    expect(fetched).toEqual([]);
    expect(await page.getByRole('button', { name: 'Sign in' }).isDisabled()).toBe(true);
    await page.keyboard.press('Tab');
    await hydrated(page);
    expect(fetched).toContain(entry);
    await context.close();
  });

  it('keeps what was typed before the script ran through hydration, and signs in with it', async () => {
    const { context, page } = await freshPage(browser);
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    page.on('console', (m) => m.type() === 'error' && /hydrat/i.test(m.text()) && errors.push(m.text()));
    const release = await holdEntry(page);
    await page.goto(appUrl('/auth'), { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Email').pressSequentially('talent@evee.dev');
    await page.getByLabel('Password').pressSequentially(DEMO_PASSWORD);
    // Pressed before the app is there: nothing is sent, nothing is lost.
    await page.getByRole('button', { name: 'Sign in' }).click({ force: true });
    await page.getByLabel('Password').press('Enter');
    await page.waitForTimeout(300);
    expect(page.url()).toBe(appUrl('/auth'));
    release();
    await hydrated(page);
    expect(await page.getByLabel('Email').inputValue()).toBe('talent@evee.dev');
    expect(await page.getByLabel('Password').inputValue()).toBe(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/workspace/talent/jobs', { timeout: 20_000 });
    await page.getByRole('button', { name: 'User menu' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the email typed before hydration when switching to phone and back', async () => {
    const { context, page } = await freshPage(browser);
    const release = await holdEntry(page);
    await page.goto(appUrl('/auth'), { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Email').fill('someone@example.com');
    release();
    await hydrated(page);
    await page.getByRole('button', { name: 'Use phone number instead' }).click();
    await page.getByLabel('Phone').fill('+15551234567');
    await page.getByRole('button', { name: 'Use email instead' }).click();
    expect(await page.getByLabel('Email').inputValue()).toBe('someone@example.com');
    await context.close();
  });
});

/** Records every frame's visible top heading, from the first frame of each document on. */
async function watchHeadings(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { seenHeadings: seen });
    const look = () => {
      const heading = document.querySelector('h1');
      if (heading?.checkVisibility()) seen.push(heading.textContent ?? '');
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  return () => page.evaluate(() => (window as unknown as { seenHeadings: string[] }).seenHeadings);
}

describe('the other modes of /auth', () => {
  it('shows the sign-up form at ?mode=signup without a frame of the sign-in page', async () => {
    const { context, page } = await freshPage(browser);
    const seenHeadings = await watchHeadings(page);
    const release = await holdEntry(page);
    await page.goto(appUrl('/auth?mode=signup'), { waitUntil: 'domcontentloaded' });
    await page.waitForTimeout(300);
    expect(await page.getByText('Welcome back').isVisible()).toBe(false);
    release();
    await page.getByRole('heading', { name: 'Create your account', level: 1 }).waitFor();
    expect(await page.getByRole('button', { name: 'Sign up' }).isEnabled()).toBe(true);
    const seen = await seenHeadings();
    expect(seen).not.toContain('Welcome back');
    expect(seen).toContain('Create your account');
    await context.close();
  });

  it('sends someone signed in on to their workspace without showing them the sign-in page', async () => {
    const { context, page } = await freshPage(browser);
    await signIn(page, 'talent@evee.dev');
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    const seenHeadings = await watchHeadings(page);
    await page.goto(appUrl('/auth'));
    await page.waitForURL((url) => url.pathname === '/workspace/talent/jobs', { timeout: 20_000 });
    await page.getByRole('button', { name: 'User menu' }).waitFor();
    expect(await seenHeadings()).not.toContain('Welcome back');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('renders sign-in with a return path from scratch, its sign-up link keeping that path', async () => {
    const { context, page } = await freshPage(browser);
    await page.goto(appUrl('/auth?next=%2Fcompany%2Facme'));
    await page.getByRole('heading', { name: 'Welcome back', level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/auth?mode=signup&next=%2Fcompany%2Facme',
    );
    await context.close();
  });
});

describe('/auth offline', () => {
  it('opens prerendered, and in its sign-up mode, with the network off after one visit', async () => {
    const { context, page } = await freshPage(browser);
    await page.goto(appUrl('/auth'));
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, {
      timeout: 20_000,
    });
    await context.setOffline(true);
    await page.goto(appUrl('/auth'));
    // The service worker answered with auth.html, and the app hydrated it.
    await page.locator('#root[data-prerendered="/auth"]').getByRole('heading', { name: 'Welcome back' }).waitFor();
    await page.getByLabel('Email').focus();
    await hydrated(page);
    await page.goto(appUrl('/auth?mode=signup'));
    await page.getByRole('heading', { name: 'Create your account', level: 1 }).waitFor();
    await context.close();
  });
});
