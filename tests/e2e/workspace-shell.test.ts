import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  appUrl,
  freshPage,
  launchBrowser,
  mirroredSession,
  signIn,
  waitForPath,
  type DemoAccount,
} from '../fixtures/browser';
import { createUser, serviceClient } from '../fixtures/stack';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openSwitcher(page: Page) {
  await page.getByRole('button', { name: 'Switch Roles' }).click();
  await page.getByRole('menu').waitFor();
}

/** The first line of text of each item in one group of the open menu. */
async function groupItems(page: Page, group: string): Promise<string[]> {
  const items = page.getByRole('menu').getByRole('group', { name: group }).getByRole('menuitem');
  const names: string[] = [];
  for (const item of await items.all()) {
    const label = item.locator('p');
    names.push(((await label.count()) ? await label.first().textContent() : await item.textContent())!.trim());
  }
  return names;
}

const workspaceNames = (page: Page) => groupItems(page, 'Switch Roles');

/** Until the device has loaded this person's roles (the shell then knows every workspace). */
async function accessLoaded(page: Page, roleType: string) {
  await page.waitForFunction((r) => (localStorage.getItem('last_known_access') ?? '').includes(`"${r}"`), roleType, {
    timeout: 15_000,
  });
}

describe('Switch Roles', () => {
  // The company workspace is listed once, as the heading of the companies to switch to.
  const expected: [DemoAccount, string[]][] = [
    ['company@evee.dev', ['Acme Robotics (Company Owner)', 'Globex (Company Admin)']],
    ['all@evee.dev', ['Talent', 'Globex (HR Manager)', 'Recruiter', 'Evee AI Internal']],
  ];
  for (const [email, entries] of expected) {
    it(`lists exactly the workspaces ${email} may use, naming Company once`, async () => {
      const { context, page } = await freshPage(browser);
      await signIn(page, email);
      await openSwitcher(page);
      expect(await workspaceNames(page)).toEqual(entries);
      expect(await page.getByRole('menu').getByText('Company', { exact: true }).count()).toBe(1);
      const getAccess = await groupItems(page, 'Get Access');
      expect(getAccess.includes('Apply for Recruiter')).toBe(!entries.includes('Recruiter'));
      await context.close();
    });
  }

  for (const [email, roleType] of [
    ['talent@evee.dev', 'talent'],
    ['recruiter@evee.dev', 'recruiter'],
    ['internal@evee.dev', 'internal_owner'],
  ] as const) {
    it(`is not shown to ${email}, who has one workspace`, async () => {
      const { context, page } = await freshPage(browser);
      await signIn(page, email);
      await accessLoaded(page, roleType);
      expect(await page.getByRole('button', { name: 'Switch Roles' }).count()).toBe(0);
      await context.close();
    });
  }

  it('shows the company account both companies with their roles and switches to the one picked', async () => {
    const { context, page } = await freshPage(browser);
    await signIn(page, 'company@evee.dev');
    await openSwitcher(page);
    expect(await groupItems(page, 'Company')).toEqual(['Acme Robotics (Company Owner)', 'Globex (Company Admin)']);
    await page.getByRole('menuitem', { name: 'Globex (Company Admin)' }).click();
    await waitForPath(page, '/workspace/company/hiring-center');
    await page.getByTestId('current-workspace').getByText('Globex').waitFor();
    await page.reload();
    await page.getByTestId('current-workspace').getByText('Globex').waitFor();
    await context.close();
  });

  it('switches workspace and lands on its default screen', async () => {
    const { context, page } = await freshPage(browser);
    await signIn(page, 'all@evee.dev');
    await openSwitcher(page);
    await page
      .getByRole('menuitem', { name: /Recruiter/ })
      .first()
      .click();
    await waitForPath(page, '/workspace/recruiter/talent-search');
    await context.close();
  });
});

describe('live access changes', () => {
  it('reloads roles when one is granted while the app is open', async () => {
    const user = await createUser();
    const { context, page } = await freshPage(browser);
    await signIn(page, user.email, user.password);
    await accessLoaded(page, 'talent');
    expect(await page.getByRole('button', { name: 'Switch Roles' }).count()).toBe(0);
    const { error } = await serviceClient()
      .from('user_roles')
      .insert({ user_id: user.id, role_type: 'recruiter', permissions: {} });
    expect(error).toBeNull();
    await page.waitForFunction(
      () => (localStorage.getItem('last_known_access') ?? '').includes('"recruiter"'),
      undefined,
      {
        timeout: 15_000,
      },
    );
    await openSwitcher(page);
    expect(await workspaceNames(page)).toEqual(['Talent', 'Recruiter']);
    await context.close();
  });
  it("opens a workspace offline from the device's database when no snapshot of access is stored", async () => {
    const user = await createUser();
    const { context, page } = await freshPage(browser);
    await signIn(page, user.email, user.password);
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, {
      timeout: 20_000,
    });
    const { error } = await serviceClient()
      .from('user_roles')
      .insert({ user_id: user.id, role_type: 'recruiter', permissions: {} });
    expect(error).toBeNull();
    // Only the device's live query writes the snapshot once the app is open: no RPC reloads it.
    await page.waitForFunction(() => (localStorage.getItem('last_known_access') ?? '').includes('"recruiter"'), {
      timeout: 15_000,
    });
    await context.setOffline(true);
    await page.evaluate(() => localStorage.removeItem('last_known_access'));
    await page.goto(appUrl('/workspace/recruiter/talent-search'));
    await page.getByTestId('current-workspace').getByText('Recruiter').waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/workspace/recruiter/talent-search');
    await openSwitcher(page);
    expect(await workspaceNames(page)).toEqual(['Talent', 'Recruiter']);
    await context.close();
  });
});

describe('the sidebar and Help', () => {
  it("lists a recruiter's Calendar once", async () => {
    const { context, page } = await freshPage(browser);
    await signIn(page, 'recruiter@evee.dev');
    const calendars = page.getByTestId('sidebar').getByRole('link', { name: 'Calendar' });
    await calendars.first().waitFor();
    expect(await calendars.count()).toBe(1);
    expect(await calendars.getAttribute('href')).toBe('/workspace/recruiter/calendar');
    await context.close();
  });

  it('shows one unread badge, names the recruiter application as its screen does, and opens Help as a screen', async () => {
    const { context, page } = await freshPage(browser);
    await signIn(page, 'talent@evee.dev');
    const sidebar = page.getByTestId('sidebar');
    await sidebar.getByTestId('bell-badge').waitFor({ timeout: 15_000 });
    expect(await sidebar.getByText(/^\d+\+?$/).count()).toBe(1);
    expect((await sidebar.getByRole('link', { name: 'Notifications' }).textContent())?.trim()).toBe('Notifications');
    await sidebar.getByRole('link', { name: 'Apply for Recruiter' }).click();
    await page.getByRole('heading', { name: 'Apply for Recruiter', level: 1 }).waitFor();

    await page.goto(appUrl('/help'));
    await page.getByRole('heading', { name: 'Help', level: 1 }).waitFor();
    const form = page.getByRole('form', { name: "Ask Evee's staff" });
    await form.getByLabel('Subject', { exact: false }).fill('Where do I upload my portfolio?');
    // What was typed waits for the person when they come back.
    await sidebar.getByRole('link', { name: 'Calendar' }).click();
    await waitForPath(page, '/calendar');
    await page.goBack();
    await page.getByRole('heading', { name: 'Help', level: 1 }).waitFor();
    expect(await form.getByLabel('Subject', { exact: false }).inputValue()).toBe('Where do I upload my portfolio?');
    await context.close();
  });
});

describe("the app's styles", () => {
  it('puts the rules each task brings into a style element of their own, and every class on the page has its rule', async () => {
    const { context, page } = await freshPage(browser);
    await signIn(page, 'talent@evee.dev');
    // emotion's elements for the app's styles (a prerendered page's carry their names too).
    const ruleCounts = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"]')].map(
          (s) => s.sheet!.cssRules.length,
        ),
      );
    const atLoad = await ruleCounts();
    expect(atLoad.length).toBeGreaterThan(1);
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).waitFor();
    await expect.poll(async () => (await ruleCounts()).length).toBeGreaterThan(atLoad.length);
    // The elements the page was already styled with were left as they were.
    expect((await ruleCounts()).slice(0, atLoad.length)).toEqual(atLoad);
    const unstyled = await page.evaluate(() => {
      // Chakra's rules sit in cascade layers and media queries: read them at any depth.
      const texts = (rules: CSSRuleList): string[] =>
        [...rules].flatMap((rule) => [
          (rule as CSSStyleRule).selectorText ?? '',
          ...('cssRules' in rule ? texts((rule as CSSGroupingRule).cssRules) : []),
        ]);
      const selectors = [...document.styleSheets].flatMap((sheet) => texts(sheet.cssRules)).join(' ');
      const classes = new Set(
        [...document.querySelectorAll('[class]')].flatMap((el) =>
          [...el.classList].filter((c) => c.startsWith('css-')),
        ),
      );
      return [...classes].filter((c) => !selectors.includes(`.${c}`));
    });
    expect(unstyled).toEqual([]);
    await context.close();
  });
});

describe('shell preferences', () => {
  it('keeps the chosen theme across a reload', async () => {
    const { context, page } = await freshPage(browser);
    await signIn(page, 'talent@evee.dev');
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
    expect(await isDark()).toBe(false);
    // The transition mark lasts a few hundred ms: a loaded machine may look after it is gone, so
    // an observer records that it was set.
    await page.evaluate(() => {
      const root = document.documentElement;
      new MutationObserver(() => {
        if (root.hasAttribute('data-theme-transition')) root.dataset.sawThemeTransition = 'yes';
      }).observe(root, { attributes: true, attributeFilter: ['data-theme-transition'] });
    });
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    // Polled for longer than expect.poll's 1 s: a loaded machine can take that to answer at all.
    await expect.poll(isDark, { timeout: 10_000 }).toBe(true);
    expect(await page.evaluate(() => document.documentElement.dataset.sawThemeTransition)).toBe('yes');
    await page.reload();
    await page.getByRole('button', { name: 'User menu' }).waitFor();
    expect(await isDark()).toBe(true);
    await context.close();
  });

  it('collapses and expands the sidebar with Ctrl+B and remembers it in a cookie', async () => {
    const { context, page } = await freshPage(browser);
    await signIn(page, 'recruiter@evee.dev');
    const sidebar = page.getByTestId('sidebar');
    expect(await sidebar.getAttribute('data-state')).toBe('expanded');
    await page.keyboard.press('Control+b');
    await page.waitForFunction(
      () => document.querySelector('[data-testid=sidebar]')?.getAttribute('data-state') === 'collapsed',
    );
    const cookie = (await context.cookies()).find((c) => c.name === 'sidebar_state');
    expect(cookie?.value).toBe('collapsed');
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(6.9 * 24 * 3600);
    await page.reload();
    await page.getByTestId('sidebar').waitFor();
    expect(await page.getByTestId('sidebar').getAttribute('data-state')).toBe('collapsed');
    await page.keyboard.press('Control+b');
    await page.waitForFunction(
      () => document.querySelector('[data-testid=sidebar]')?.getAttribute('data-state') === 'expanded',
    );
    await context.close();
  });

  it("hides the menu with 'Hide Menu' and brings it back", async () => {
    const { context, page } = await freshPage(browser);
    await signIn(page, 'talent@evee.dev');
    await page.getByRole('button', { name: 'Hide Menu' }).click();
    await page.getByTestId('sidebar').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Show Menu' }).click();
    expect(await page.getByTestId('sidebar').getAttribute('data-state')).toBe('expanded');
    await context.close();
  });

  it('opens the menu as a slide-over below 768 px', async () => {
    const { context, page } = await freshPage(browser, { viewport: { width: 390, height: 800 } });
    await signIn(page, 'company@evee.dev');
    expect(await page.getByTestId('sidebar').count()).toBe(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Team Management' }).click();
    await waitForPath(page, '/workspace/company/team-management');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await context.close();
  });

  it('signs out to /auth and forgets the selected company', async () => {
    const { context, page } = await freshPage(browser);
    await signIn(page, 'company@evee.dev');
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await waitForPath(page, '/auth');
    const stored = await page.evaluate(() => [
      localStorage.getItem('selected_company_id'),
      localStorage.getItem('last_known_access'),
      localStorage.getItem('evee-auth'),
    ]);
    expect(stored).toEqual([null, null, null]);
    // Nor is the session's crash-proof copy left behind (src/lib/durable-session.ts).
    expect(await mirroredSession(page)).toBeNull();
    await page.goto(appUrl('/workspace/company/hiring-center'));
    await waitForPath(page, '/auth');
    await context.close();
  });
});
