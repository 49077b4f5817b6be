import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { appUrl, freshPage, launchBrowser, signIn, whenControlled } from '../fixtures/browser';

const AXE = path.resolve('node_modules/axe-core/axe.min.js');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: unknown[] }> } }).axe;
    return (await axe.run(document)).violations;
  });
  return (violations as AxeViolation[])
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('offline start', () => {
  it('reopens a deep link with the network off after one visit', async () => {
    const { context, page } = await freshPage(browser);
    await signIn(page, 'company@evee.dev');
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, {
      timeout: 20_000,
    });
    await context.setOffline(true);
    await page.goto(appUrl('/workspace/company/team-management'));
    await page.getByRole('heading', { name: 'Team Management' }).waitFor({ timeout: 15_000 });
    await page.getByTestId('current-workspace').getByText('Acme Robotics').waitFor();
    await context.close();
  });

  it("offers 'A new version is available' with Reload when a new service worker is published", async () => {
    const { context, page } = await freshPage(browser);
    await page.goto(appUrl('/'));
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, {
      timeout: 20_000,
    });
    const swFile = path.join(inject('appDir'), 'sw.js');
    const original = fs.readFileSync(swFile, 'utf8');
    try {
      fs.writeFileSync(swFile, `${original}\n// release ${Date.now()}\n`);
      await page.reload();
      // The landing page starts the app when a person shows up; the offer comes with the app.
      await page.mouse.move(100, 100);
      await page.getByText('A new version is available').waitFor({ timeout: 20_000 });
      const reloaded = page.waitForEvent('load', { timeout: 20_000 });
      await page.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getByText('A new version is available').count()).toBe(0);
      const states = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return { waiting: registration?.waiting ?? null, active: registration?.active?.state };
      });
      expect(states).toEqual({ waiting: null, active: 'activated' });
    } finally {
      fs.writeFileSync(swFile, original);
    }
    await context.close();
  });

  it('tells the person when the connection is lost and when it is back', async () => {
    const { context, page } = await freshPage(browser);
    await page.goto(appUrl('/auth'));
    // The app starts when a person shows up (here by focusing the form), and Sign in is enabled
    // once it has hydrated the prerendered page and listens for the connection.
    await page.getByLabel('Email').focus();
    await page.getByRole('button', { name: 'Sign in', disabled: false }).waitFor();
    // The toast's code is fetched when the first toast shows: offline, only the service worker's
    // copy can answer, so the connection goes once the worker controls the page.
    await whenControlled(page);
    await context.setOffline(true);
    await page.getByText('Connection lost').waitFor();
    await page.getByText('Attempting to reconnect...').waitFor();
    await context.setOffline(false);
    await page.getByText('Connection restored').waitFor();
    await context.close();
  });
});

describe('accessibility', () => {
  it('finds no serious or critical violation on /auth', async () => {
    const { context, page } = await freshPage(browser);
    await page.goto(appUrl('/auth'));
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('finds no serious or critical violation on the landing page', async () => {
    const { context, page } = await freshPage(browser);
    await page.goto(appUrl('/'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('finds no serious or critical violation in a workspace, light and dark', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { context, page } = await freshPage(browser, { colorScheme });
      await signIn(page, 'company@evee.dev');
      await page.goto(appUrl('/workspace/company/candidates?status=hired'));
      await page.getByRole('heading', { name: 'Candidates' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    }
  });
});
