import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { sql } from '../fixtures/backend';
import { freshPage, launchBrowser, signIn } from '../fixtures/browser';
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
});
