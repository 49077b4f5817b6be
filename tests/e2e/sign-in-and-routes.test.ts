import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Route } from 'playwright-core';
import {
  appUrl,
  currentPath,
  demoLandings,
  freshPage,
  launchBrowser,
  signIn,
  signInThroughForm,
  waitForPath,
  type DemoAccount,
} from '../fixtures/browser';

// A chunk's code, whatever query its URL carries (a module fetched again has one of its own).
const publicPagesCode = /\/assets\/public-pages-[\w-]+\.js(\?|$)/;
const floatingChatCode = /\/assets\/floating-chat-[\w-]+\.js(\?|$)/;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('signing in', () => {
  for (const [email, landing] of Object.entries(demoLandings) as [DemoAccount, string][]) {
    it(`lands ${email} on ${landing}`, async () => {
      const { context, page } = await freshPage(browser);
      await signInThroughForm(page, email);
      await waitForPath(page, landing);
      await expect(page.getByRole('heading', { level: 1 }).first().textContent()).resolves.toBeTruthy();
      await context.close();
    });
  }

  it('asks for an email or phone and a password before sending anything', async () => {
    const { context, page } = await freshPage(browser);
    await page.goto(appUrl('/auth'));
    // The pointer reaching the button is what starts the prerendered page's app.
    await page.getByRole('button', { name: 'Sign in' }).hover();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('You must provide either an email or phone number and a password').waitFor();
    await context.close();
  });

  it('says in words when the password is wrong', async () => {
    const { context, page } = await freshPage(browser);
    await page.goto(appUrl('/auth'));
    await page.getByLabel('Email').fill('talent@evee.dev');
    await page.getByLabel('Password').fill('Wrong@pass2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('The email or password is incorrect.').waitFor();
    expect(currentPath(page)).toBe('/auth');
    await context.close();
  });
});

describe('route protection', () => {
  it('sends a signed-out deep link to /auth and back to it after signing in', async () => {
    const { context, page } = await freshPage(browser);
    await page.goto(appUrl('/workspace/company/candidates?status=hired'));
    await waitForPath(page, '/auth');
    await page.getByLabel('Email').fill('company@evee.dev');
    await page.getByLabel('Password').fill('Evee@demo2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await waitForPath(page, '/workspace/company/candidates?status=hired');
    await context.close();
  });

  it('keeps a talent out of the company and internal areas', async () => {
    const { context, page } = await freshPage(browser);
    await signIn(page, 'talent@evee.dev');
    for (const path of ['/workspace/company/hiring-center', '/workspace/internal/dashboard']) {
      await page.goto(appUrl(path));
      await waitForPath(page, '/workspace/talent/jobs');
    }
    await context.close();
  });

  it('follows every redirect of the route table', async () => {
    const { context, page } = await freshPage(browser);
    await signIn(page, 'all@evee.dev');
    const redirects: [string, string][] = [
      ['/workspace/company/community', '/workspace/company/hiring-center'],
      ['/workspace/company/community/company', '/workspace/company/hiring-center'],
      ['/workspace/company/organizations', '/workspace/company/company-profile'],
      ['/workspace/recruiter/community/me', '/workspace/recruiter/talent-search'],
      ['/workspace/talent/anything-else', '/workspace/talent/jobs'],
      ['/workspace/personal/applications/saved', '/workspace/talent/saved'],
      ['/workspace/personal/community', '/workspace/talent/jobs'],
      ['/workspace/internal/recruiter-requests', '/workspace/internal/tickets?category=recruiter_application'],
      ['/workspace/internal', '/workspace/internal/dashboard'],
      ['/workspace/internal/no-such-screen', '/workspace/internal/dashboard'],
      ['/recruiter-application', '/apply/recruiter'],
    ];
    for (const [from, to] of redirects) {
      await page.goto(appUrl(from));
      await waitForPath(page, to);
    }
    await context.close();
  });

  it('frames shared pages with the workspace last used', async () => {
    const { context, page } = await freshPage(browser);
    await signIn(page, 'all@evee.dev');
    await page.goto(appUrl('/workspace/recruiter/placements'));
    await page.getByRole('heading', { name: 'Placements' }).waitFor();
    await page.goto(appUrl('/calendar'));
    await page.getByRole('heading', { name: 'Calendar', level: 1 }).waitFor();
    await page.getByRole('group', { name: 'Recruiter' }).getByRole('link', { name: 'Talent Search' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('workspace_mode'))).toBe('recruiter');
    await context.close();
  });

  it('shows the error screen when a screen cannot be fetched, and the screen by itself once it can', async () => {
    const { context, page } = await freshPage(browser);
    const cut = (route: Route) => route.abort('internetdisconnected');
    await context.route(publicPagesCode, cut);
    await page.goto(appUrl('/company/no-such-company'));
    await page.getByRole('heading', { name: 'Something went wrong' }).waitFor({ timeout: 15_000 });
    await context.unroute(publicPagesCode, cut);
    // No click and no reload: the screen's code is fetched again on its own, under a URL of its
    // own where the browser keeps the failed fetch (Debian's Chromium does).
    await page.getByRole('heading', { name: 'Company not found' }).waitFor({ timeout: 10_000 });
    await context.close();
  });

  it('keeps the screen when the chat cannot be fetched, and brings the chat once it can', async () => {
    const { context, page } = await freshPage(browser);
    const cut = (route: Route) => route.abort('internetdisconnected');
    await context.route(floatingChatCode, cut);
    await signIn(page, 'talent@evee.dev');
    await page.getByRole('heading', { name: 'Job Search' }).waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByRole('region', { name: 'Chats' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Something went wrong' }).count()).toBe(0);
    await context.unroute(floatingChatCode, cut);
    // On its own, with no reload.
    await page.getByRole('region', { name: 'Chats' }).waitFor({ timeout: 10_000 });
    await context.close();
  });

  it("shows 'Page not found' for an unknown path", async () => {
    const { context, page } = await freshPage(browser);
    await page.goto(appUrl('/no/such/page'));
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await context.close();
  });
});
