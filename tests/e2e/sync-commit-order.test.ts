import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SEED } from '../fixtures/backend';
import {
  appUrl,
  freshPage,
  goOffline,
  goOnline,
  launchBrowser,
  restRequestsInFlight,
  signIn,
} from '../fixtures/browser';
import { db } from '../fixtures/stack';

// The out-of-order repro of issue 29 in Chromium: a transaction stamps notification A and stays
// open, B is stamped after it and commits; the page pulls B, reloads (so it pulls from its
// stored checkpoint), goes offline, A commits, and the network comes back. With a write-time
// checkpoint (_modified) the pull after the reload moved past A's stamp, so A never arrived
// until it changed again. With the commit-ordered checkpoint it arrives on reconnect.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const insertFor = (title: string): [string, unknown[]] => [
  `insert into public.notifications (id, user_id, type, title, message) values ($1, $2, 'application', $3, 'Commit order')`,
  [randomUUID(), SEED.users.talent, title],
];

const list = (page: Page) => page.getByRole('list', { name: 'Notifications list' });

/** Resolves when the page's next read of notifications from the server has been answered. */
const nextNotificationsPull = (page: Page) =>
  page.waitForResponse((r) => r.request().method() === 'GET' && r.url().includes('/rest/v1/notifications'), {
    timeout: 20_000,
  });

describe('notifications committed out of the order they were written in', () => {
  it('reach the page after a reload and a network cut, though the later one was shown first', async () => {
    const tag = randomUUID().slice(0, 8);
    const [titleA, titleB] = [`Late A ${tag}`, `Early B ${tag}`];
    const { context, page } = await freshPage(browser);
    const rest = restRequestsInFlight(context);
    await signIn(page, 'talent@evee.dev');
    await page.goto(appUrl('/notifications'));
    await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor({ timeout: 15_000 });
    await list(page).getByTestId('notification-item').first().waitFor({ timeout: 15_000 });

    const [a, b] = await Promise.all([db(), db()]);
    try {
      // 1. A's transaction takes its id and stamps A first, and stays open.
      await a.query('begin');
      await a.query('select pg_current_xact_id()');
      await a.query(...insertFor(titleA));
      // 2. B is stamped after A and commits at once.
      await b.query(...insertFor(titleB));
      // 3. The page shows B.
      await list(page).getByText(titleB, { exact: true }).waitFor({ timeout: 15_000 });

      // 4. Reload: the device pulls from its stored checkpoint (B is past A's stamp).
      const pulled = nextNotificationsPull(page);
      await page.reload();
      await list(page).getByText(titleB, { exact: true }).waitFor({ timeout: 15_000 });
      await pulled;

      // 5. Cut the network, and let the pulls already sent be answered: the reload's burst may
      // still be on its way, and one the server ran after A's commit would bring A offline.
      // Realtime's frames wait while Chromium is offline. 6. A commits; the page cannot know.
      await goOffline(context);
      await rest.settled();
      await a.query('commit');
      await page.waitForTimeout(2_500);
      expect(await list(page).getByText(titleA, { exact: true }).count()).toBe(0);

      // 7. The network comes back: A arrives.
      await goOnline(context);
      await list(page).getByText(titleA, { exact: true }).waitFor({ timeout: 20_000 });
      expect(await list(page).getByText(titleB, { exact: true }).count()).toBe(1);
    } finally {
      await a.query('rollback').catch(() => undefined);
      await Promise.all([a.end(), b.end()]);
      await context.close();
    }
  }, 120_000);
});
